// `npm run bench:web`: Lighthouse's mobile preset over the pages of issue 17, against the built
// product on the embedded default (started here the way the browser tests start it, or the one at
// BENCH_URL), signed in where the page needs it. Prints one table; the JSON reports stay in
// .data-test/bench/ for a closer look (which element shifted, which request was slow).
//
//   npm run build && npm run bench:web
//   BENCH_URL=http://127.0.0.1:4310 npm run bench:web      (a server already running)
//   BENCH_PAGES=/,/signin npm run bench:web                  (some pages only)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { generateSync } from 'otplib';
import { e2eAdmin } from '../e2e/support/accounts';
import { forgetUsedTotpStepOf, seedTotpFactorFor } from '../apps/server/src/seed-for-tests';
import { DEMO_MEMBER } from '../e2e/support/seeding';

type Who = 'visitor' | 'member' | 'admin';
const PAGES: { path: string; who: Who }[] = [
  { path: '/', who: 'visitor' },
  { path: '/signin', who: 'visitor' },
  { path: '/register', who: 'visitor' },
  { path: '/dashboard', who: 'member' },
  { path: '/rewards', who: 'member' },
  { path: '/user-tree', who: 'member' },
  { path: '/admin/dashboard', who: 'admin' },
];

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.data-test', 'bench');
const port = Number(process.env.BENCH_PORT ?? 4399);
const baseUrl = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;

/** The built product on a fresh data folder, as e2e/start-server.mjs starts it for the browser tests. */
function startServer(): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'e2e', 'start-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(outDir, 'data'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: 'true',
    },
  });
}

async function waitForHealth(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/api/health did not answer in ${timeoutMs / 1000} s`);
}

/** The admin's second factor (admins must have one, issue 14): given through the seeding path. */
const BENCH_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

type LoginAnswer = {
  success: boolean;
  message: string;
  data?: { token?: string; challengeToken?: string; user?: { twoFactorRequired?: boolean } };
};

async function post(url: string, body: unknown): Promise<LoginAnswer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as LoginAnswer;
}

/**
 * A session token through the real sign-in calls, as the web app keeps it after signing in. An
 * admin without a second factor would only reach the enrolment page, so the bench's own server
 * gives it a TOTP factor with a known secret and answers the second step with a computed code.
 */
async function signIn(credentials: { email: string; password: string }): Promise<string> {
  let body = await post('/api/users/login', credentials);
  if (body.success && body.data?.user?.twoFactorRequired && !process.env.BENCH_URL) {
    const dataDir = path.join(outDir, 'data');
    await seedTotpFactorFor({ dataDir, email: credentials.email, secret: BENCH_ADMIN_TOTP_SECRET });
    body = await post('/api/users/login', credentials);
  }
  if (body.success && body.data?.challengeToken) {
    await forgetUsedTotpStepOf({ dataDir: path.join(outDir, 'data'), email: credentials.email });
    const code = generateSync({ secret: BENCH_ADMIN_TOTP_SECRET });
    body = await post('/api/users/login/two-factor', { challengeToken: body.data.challengeToken, code });
  }
  if (!body.success || !body.data?.token) throw new Error(`sign-in of ${credentials.email}: ${body.message}`);
  return body.data.token;
}

/** The JS a page loaded, gzipped as the size budget test counts it (e2e/landing.spec.ts). */
async function scriptsKbGzipped(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return bytes / 1024;
}

type Row = { page: string; score: number; lcp: number; tbt: number; cls: number; js: number };

async function measure(
  browser: Browser,
  chromePort: number,
  page: (typeof PAGES)[number],
  token: string | null,
) {
  const tab = await browser.newPage();
  // The token goes into local storage on a page of the origin that loads no asset (the HTTP cache
  // stays cold); Lighthouse then keeps storage as it is (disableStorageReset).
  await tab.goto(`${baseUrl}/api/health`);
  await tab.evaluate((value) => {
    if (value) localStorage.setItem('token', value);
    else localStorage.clear();
  }, token);
  const result = await lighthouse(
    `${baseUrl}${page.path}`,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    undefined,
    tab,
  );
  await tab.close();
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { lhr } = result;
  writeFileSync(
    path.join(outDir, `lighthouse${page.path.replaceAll('/', '_') || '_'}.json`),
    JSON.stringify(lhr),
  );
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
  if (lhr.finalDisplayedUrl !== `${baseUrl}${page.path}`)
    console.warn(`${page.path} ended at ${lhr.finalDisplayedUrl}`);
  return {
    page: page.path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint') / 1000,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: await scriptsKbGzipped(scripts),
  } satisfies Row;
}

function printTable(rows: Row[]) {
  const lines = [
    '| page | performance | LCP (s) | TBT (ms) | CLS | first-route JS (KB gz) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.score} | ${r.lcp.toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.js.toFixed(1)} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = process.env.BENCH_URL ? null : startServer();
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth();
    const tokens: Record<Who, string | null> = {
      visitor: null,
      member: pages.some((p) => p.who === 'member') ? await signIn(DEMO_MEMBER) : null,
      admin: pages.some((p) => p.who === 'admin') ? await signIn(e2eAdmin) : null,
    };
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const rows: Row[] = [];
    for (const page of pages) rows.push(await measure(browser, chrome.port, page, tokens[page.who]));
    await browser.disconnect();
    printTable(rows);
  } finally {
    chrome?.kill();
    server?.kill('SIGTERM');
  }
}

await main();
