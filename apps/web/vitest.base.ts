import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web tests that replace a module (`vi.mock`, `vi.doMock`). They need a module graph of
 * their own: in a graph shared with other files, a module already loaded keeps its real
 * implementation and a mock can outlive its file. Found by reading the files, so a new test
 * that mocks is isolated without a list to keep.
 */
export const moduleMockingTests: string[] = readdirSync(`${root}src`, { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${root}src/${file}`, 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

/** What both web projects share: the DOM, the per-test reset, the bounds. */
export const webTestConfig = defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Class names are never asserted (tests query by role and label), so skip CSS processing.
    css: false,
    // A bound for a test that is failing anyway: real WebCrypto (RSA in the login tests) and lazy
    // chunks take long on a loaded two-core machine, and no test may depend on its speed.
    testTimeout: 30_000,
  },
});
