import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A bound for a test that is failing anyway: the play methods' brute-force checks take a few
    // seconds alone and over ten beside the rest of the suite on a two-core machine, and no test
    // may depend on its speed.
    testTimeout: 60_000,
  },
});
