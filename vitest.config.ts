import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each project keeps its tests beside its code. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most server
    // test files spend their time waiting (on PostgreSQL, on a crash test's child server), so a
    // worker per core keeps both busy, also beside another CPU-heavy process.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism())),
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'bench/vitest.config.ts'],
  },
});
