import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'pge', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
});
