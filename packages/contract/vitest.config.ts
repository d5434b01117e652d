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
    // The contract's tests are pure (no module mocks, no globals, no timers): files of one
    // worker share its module graph instead of loading the contract afresh for each file.
    isolate: false,
  },
});
