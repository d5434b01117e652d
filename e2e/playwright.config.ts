import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * End-to-end suite: the real server (started by global-setup on a fresh database) driven
 * through system Chromium. Tests change their server's data through the operator API, so the
 * tests of one worker run one at a time, and each worker has a server and database of its own.
 * Two workers: most of a test's time is spent waiting (page loads, lazy chunks, the server),
 * and a second worker fills those waits, also on a 2-core machine with another process busy.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    // The browser asks for reduced motion, as many players' systems do, and the app stands
    // still for it: without a GPU, Chromium draws every frame of an endless animation (the
    // notice marquee, the carousel) in software, about half a core while a page sits idle.
    reducedMotion: 'reduce',
    // Locally a failure keeps its trace (actions and DOM snapshots; the screencast is left out,
    // it costs more than the rest of the trace together on a machine without a GPU). A trace is
    // recorded for every test and thrown away when it passes, and its DOM snapshots at each
    // action cost the browser time; CI keeps no files but its printed output, so there the
    // suite records none unless E2E_TRACE=1 asks for them.
    trace:
      process.env.CI && process.env.E2E_TRACE !== '1'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
