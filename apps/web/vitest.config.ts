import { defineConfig } from 'vitest/config';
import { apiRoutesDefine } from './api-routes';

// Unit tests of the web app's plain modules (formatting, API client, guard rules) run in Node;
// screens are tested in the browser by Playwright (e2e/).
export default defineConfig({
  define: apiRoutesDefine,
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', include: ['test/**/*.test.ts'], environment: 'node' },
});
