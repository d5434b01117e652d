import { defineConfig, mergeConfig } from 'vitest/config';
import { moduleMockingTests, webTestConfig } from './vitest.base.ts';

/** The web tests that mock a module, each file in a module graph of its own. */
export default mergeConfig(
  webTestConfig,
  defineConfig({
    test: { name: 'web-isolated', include: moduleMockingTests },
  }),
);
