import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * End-to-end suite: the real server (started by global-setup on a fresh database) driven
 * through system Chromium. Tests share one server and change its data through the operator
 * API, so they run one at a time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Budgets, not speed goals: a many-step walk on a 2-core machine beside another CPU-heavy
  // process (registration hashes passwords with scrypt) has taken over a minute, and the first
  // popup of a page (the modal layer and its screen load on demand) over 15 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'pt-PT',
    // The demo brand's zone: the histories' "today" is the same day in the browser and server.
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
