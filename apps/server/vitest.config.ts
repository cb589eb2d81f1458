import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server's tests: one embedded PostgreSQL for the whole run (global setup), one throw-away
// database per test file (test/support/create-test-app.ts).
export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Runs after the light projects (they share one worker setting; this one has its own).
    sequence: { groupOrder: 1 },
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
