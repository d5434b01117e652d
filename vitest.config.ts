import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each project keeps its tests beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
