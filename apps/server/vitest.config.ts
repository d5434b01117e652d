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
    // Files of one worker share its module graph: every server test file imports the whole app
    // (about two seconds of loading each on a 2-core machine, a third of the suite's time when
    // each file loads it afresh). Server tests mock no module and keep their state in the app
    // and database each one makes, so nothing carries over from one file to the next.
    isolate: false,
  },
});
