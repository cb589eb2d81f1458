import { defineConfig } from 'vitest/config';

// Unit tests of the web app's plain modules (formatting, API client, guard rules) run in Node;
// screens are tested in the browser by Playwright (e2e/).
export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', include: ['test/**/*.test.ts'], environment: 'node' },
});
