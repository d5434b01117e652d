import { defineConfig } from 'vite';

/**
 * One entry per game screen. The server reads `dist/.vite/manifest.json` to put each screen's
 * script and stylesheet on its page, and serves `dist/` under `/play/pge/static/`.
 */
export default defineConfig({
  base: '/play/pge/static/',
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      input: { slot: 'src/slot/main.ts', dice: 'src/dice/main.ts', crash: 'src/crash/main.ts' },
    },
  },
});
