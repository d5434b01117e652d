import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The operator console (`/console`): a build of its own beside the portal's, so that none of
 * its code or texts can end up in a chunk the player portal loads. Built after the portal (whose
 * build empties `dist`) into `dist/console`, served under `/console/`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./console', import.meta.url)),
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One chunk for the whole console (React, the router, the forms and every page): an
    // operator loads it once per working day, and nothing of it reaches the player portal.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5174,
    proxy: {
      '/operator': { target: 'http://localhost:3000', changeOrigin: false },
      '/wps': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
