import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Temporary: runs only the exchange tests until apps/server/vitest.config.ts exists.
// Run from /work/main: npx vitest run --config apps/server/test/exchange/vitest.exchange.config.ts
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { name: 'server-exchange', include: ['test/exchange/**/*.test.ts'] },
});
