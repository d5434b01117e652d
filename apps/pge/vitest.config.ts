import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'pge',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // A bound, not a speed goal: no test may depend on the machine's speed.
    testTimeout: 30_000,
  },
});
