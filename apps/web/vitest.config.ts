import { defineConfig, mergeConfig } from 'vitest/config';
import { moduleMockingTests, webTestConfig } from './vitest.base.ts';

/**
 * The web tests that mock no module share one module graph and DOM per worker: loading React,
 * the router and a screen's chunks afresh for every file, and a new DOM, cost three times the
 * tests themselves. The setup file still runs before each file and resets what a test may
 * change (DOM, storage, stores, language, globals, timers, mocks).
 */
export default mergeConfig(
  webTestConfig,
  defineConfig({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: moduleMockingTests,
      isolate: false,
    },
  }),
);
