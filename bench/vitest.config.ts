import { defineConfig } from 'vitest/config';

/** The bench's own parts that a wrong answer would silently skew (its load generator). */
export default defineConfig({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    environment: 'node',
    // A bound, not a speed goal: no test may depend on the machine's speed.
    testTimeout: 30_000,
  },
});
