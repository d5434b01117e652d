import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each project keeps its tests beside its code. */
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
