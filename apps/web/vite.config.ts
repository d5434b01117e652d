import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunks } from './vite-plugins/first-screen-chunks.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { pureContract } from './vite-plugins/pure-contract.ts';

/** The single portal server (API, websocket, in-house games) that the dev server forwards to. */
const apiTarget = 'http://localhost:3000';

const proxy = {
  '/wps': { target: apiTarget, changeOrigin: false },
  '/lgw': { target: apiTarget, changeOrigin: false },
  '/lotto': { target: apiTarget, changeOrigin: false },
  '/play': { target: apiTarget, changeOrigin: false },
  '/ws': { target: apiTarget, ws: true, changeOrigin: false },
};

// What a first visit to the home page loads after the shell: the page's lazy parts in one chunk,
// the popups it opens (the modal stack, the announcement) in another.
const firstScreen = firstScreenChunks({
  home: [
    'src/app/routes/home/home-lobby-section.tsx',
    'src/app/routes/home/home-content.tsx',
    'src/app/routes/content/content-slots.tsx',
    'src/app/routes/games/game-nav.tsx',
    'src/app/layouts/side-menu/download-codes.tsx',
    'src/app/layouts/side-menu/channel-links.tsx',
    'src/app/layouts/side-menu/side-menu-content.tsx',
    'src/app/layouts/footer/footer.tsx',
    'src/app/layouts/footer/footer-help-links.tsx',
    'src/app/layouts/layout-extras.tsx',
    'src/features/content/age-terms-dialog.tsx',
  ],
  popups: ['src/app/modals/modal-stack.tsx', 'src/app/modals/announcement-modal-entry.tsx'],
});

// React Router's package exports only its development build (warnings and checks included);
// the build takes the production one it ships beside it, about 0.5 KiB less of the first page's
// gzipped script. The dev server and the tests keep the development build and its warnings.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), pureContract(), firstScreen.plugin, precompress()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/u, replacement: reactRouterProduction }] }
      : {},
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreen.groups },
      },
    },
    // The bundle budget script reads the manifest to find the initial route's JavaScript.
    manifest: true,
    target: 'es2022',
    // The home shell is one chunk on purpose (see firstScreenChunks); its real limit is the gzip
    // budget that scripts/check-bundle-budget.mjs enforces, not this raw-size warning.
    chunkSizeWarningLimit: 520,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
