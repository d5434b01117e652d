import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { initialChunk } from './vite-plugins/initial-chunk.ts';

/** The single portal server (API, websocket, in-house games) that the dev server forwards to. */
const apiTarget = 'http://localhost:3000';

const proxy = {
  '/wps': { target: apiTarget, changeOrigin: false },
  '/lgw': { target: apiTarget, changeOrigin: false },
  '/lotto': { target: apiTarget, changeOrigin: false },
  '/play': { target: apiTarget, changeOrigin: false },
  '/ws': { target: apiTarget, ws: true, changeOrigin: false },
};

const initial = initialChunk();

// React Router's package exports only its development build (warnings and checks included);
// the build takes the production one it ships beside it, about 0.5 KiB less of the first page's
// gzipped script. The dev server and the tests keep the development build and its warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), initial.plugin],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/u, replacement: reactRouterProduction }] }
      : {},
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: initial.test }] } },
    },
    // The bundle budget script reads the manifest to find the initial route's JavaScript.
    manifest: true,
    target: 'es2022',
    // The home shell is one chunk on purpose (see initialChunk); its real limit is the gzip
    // budget that scripts/check-bundle-budget.mjs enforces, not this raw-size warning.
    chunkSizeWarningLimit: 520,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
