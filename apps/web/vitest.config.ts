import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Class names are never asserted (tests query by role and label), so skip CSS processing.
    css: false,
    // A bound for a test that is failing anyway: real WebCrypto (RSA in the login tests) and lazy
    // chunks take long on a loaded two-core machine, and no test may depend on its speed.
    testTimeout: 30_000,
  },
});
