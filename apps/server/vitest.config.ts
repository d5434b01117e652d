import { defineConfig } from 'vitest/config';

/**
 * Server tests boot the real app on a database cloned from a migrated, seeded template that the
 * global setup prepares once per run (PGlite, or PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
