import { defineConfig } from 'vitest/config';

/** The bench's own parts that a wrong answer would silently skew (its load generator). */
export default defineConfig({
  test: { name: 'bench', include: ['**/*.test.ts'], environment: 'node' },
});
