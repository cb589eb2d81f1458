import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, e2eAdmin } from './e2e/support/accounts';

/**
 * Browser tests against the real product: the built server in production mode, serving the built
 * web app and the API on one port, with a fresh embedded database (e2e/start-server.mjs).
 * Build first: `npm run build` (the root test script does).
 */
const dataDir = fileURLToPath(new URL('./.data-test/e2e', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.(mobile|after)\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // Files that change the whole server (maintenance mode) run once every other file is done.
    {
      name: 'after-all',
      testMatch: /\.after\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      // Not production: the browser tests read e-mails in the dev mailbox (no SMTP_URL), which
      // production refuses (apps/server/README.md, "Production requirements").
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Every browser test comes from 127.0.0.1: the per-address limits would refuse the suite's
      // many registrations and sign-ins. The limits themselves are tested on the server.
      RATE_LIMIT_SCALE: '50',
      // The demo network (apps/server/src/features/demo): member pages with data, demo@example.com.
      SEED_DEMO: 'true',
    },
  },
});
