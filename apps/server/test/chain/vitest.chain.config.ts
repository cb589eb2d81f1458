import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Temporary: runs the chain tests alone until apps/server/vitest.config.ts exists. They need no database.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'server-chain',
    include: ['test/chain/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
