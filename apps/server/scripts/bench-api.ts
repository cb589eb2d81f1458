// Issue 8, "Load": API throughput and the web build's size, in one command.
//   npm run bench:api [-- --members 10000] [--connections 50] [--duration 10] [--warmup 3]
//                     [--reseed] [--skip-api] [--skip-web] [--log-level info] [--cpu-prof] [--yes]
//                     [--calls profile,stats]   (only those calls, beside the bare route)
// 1. Seeds data/bench-api (embedded PostgreSQL; BENCH_DATABASE_URL with --yes for another server)
//    with scripts/bench-seed.ts when it is not seeded at that size yet, starts the app as a child
//    process on loopback (scripts/bench-api-server.ts), signs the seed's benchmark member in and
//    loads the member's calls and a bare Fastify route with autocannon: req/s, p50/p99, ratio.
// 2. Builds the web app into data/bench-api/web-dist (always, so the figures match the source;
//    apps/web/dist is left alone) and prints each route's first-visit JS, gzipped.
// Every child process is ended before the command returns.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { BenchMember, BenchServerReady } from './bench-api-server';
import { REPO_ROOT } from './bench-database';
import { postgresCpuMicros } from './bench-process-cpu';
import { BENCH_PASSWORD } from './bench-seed-password';
import { buildWeb, kb, measureWebSizes, WEB_TARGETS } from './bench-web-size';
import { machineLoad } from './bench-network';

const API_TARGETS = { reqPerSec: 2000, p99Ms: 50 };
// Issue 16: profile and stats at >= 0.5x the primary-key route's req/s with p99 <= 25 ms; the
// referral history's p99 <= 50 ms.
const SCALE_TARGETS = { vsPrimaryKey: 0.5, p99Ms: 25, historyP99Ms: 50 };
const SCRIPTS = path.dirname(fileURLToPath(import.meta.url));

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    'data-dir': { type: 'string', default: path.join(REPO_ROOT, 'data', 'bench-api') },
    'log-level': { type: 'string', default: 'info' },
    reseed: { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    /** Only the calls whose path holds one of these words (comma-separated); the bare route always runs. */
    calls: { type: 'string' },
    yes: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const dataDir = path.resolve(values['data-dir']);
for (const [name, value] of Object.entries({ members, connections, duration, warmup })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
}

const children = new Set<ChildProcess>();
const endChildren = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', () => {
  endChildren();
  process.exit(130);
});
process.once('SIGTERM', () => {
  endChildren();
  process.exit(143);
});

const load = () => machineLoad(2);
console.log(
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}; load average at start ${load()}`,
);

try {
  if (!values['skip-api']) await benchApi();
  if (!values['skip-web']) await benchWeb();
} finally {
  endChildren();
}

// ---------------------------------------------------------------------------------------------

async function benchApi() {
  mkdirSync(dataDir, { recursive: true });
  await seedIfNeeded();
  const server = await startServer();
  try {
    const { url, member } = server.ready;
    console.log(
      `\nAPI: ${url} (child process, NODE_ENV=production, LOG_LEVEL=${values['log-level']} to /dev/null), ` +
        `${members.toLocaleString('en')} members; member ${member.userId}, ${member.network.toLocaleString('en')} people in its network`,
    );
    const token = await signIn(url, member);
    const auth = { authorization: `Bearer ${token}` };
    const allTargets: { name: string; path: string; headers?: Record<string, string>; gated: boolean }[] = [
      { name: 'bare Fastify route', path: '/bare', gated: false },
      { name: 'one primary-key query (same app)', path: '/bare-db', gated: false },
      { name: 'GET /api/users/profile', path: '/api/users/profile', headers: auth, gated: true },
      {
        name: 'GET /api/rewards/stats/:userId',
        path: `/api/rewards/stats/${member.id}`,
        headers: auth,
        gated: true,
      },
      {
        name: 'GET /api/users/referrals/history',
        path: '/api/users/referrals/history',
        headers: auth,
        gated: false,
      },
    ];
    const wanted = values.calls?.split(',').filter(Boolean);
    const targets = allTargets.filter(
      (target, index) => index <= 1 || !wanted || wanted.some((word) => target.path.includes(word)),
    );
    // Each answers 200 once before the load: a wrong path or token must not be measured as speed.
    for (const target of targets) await expectOk(url + target.path, target.headers);

    console.log(
      `autocannon: ${connections} connections, ${warmup} s warm-up then ${duration} s per call, one call at a time\n`,
    );
    const rows: LoadRow[] = [];
    for (const target of targets) {
      if (warmup > 0) await cannon(url + target.path, target.headers, warmup);
      const loadBefore = os.loadavg()[0] ?? 0;
      const cpuBefore = await cpuSample(server);
      const result = await cannon(url + target.path, target.headers, duration);
      const cpuAfter = await cpuSample(server);
      const perRequest = (a: number | undefined, b: number | undefined) =>
        a === undefined || b === undefined ? undefined : (b - a) / Math.max(1, result.requests.total);
      rows.push({
        ...target,
        result,
        load: loadBefore,
        serverCpuMicros: perRequest(cpuBefore.server, cpuAfter.server),
        postgresCpuMicros: perRequest(cpuBefore.postgres, cpuAfter.postgres),
      });
      process.stdout.write(`  ${target.name} done\n`);
    }
    printLoadTable(rows);
  } finally {
    await server.stop();
  }
}

interface LoadRow {
  name: string;
  path: string;
  gated: boolean;
  load: number;
  result: autocannon.Result;
  /** CPU time per request of the API process and of PostgreSQL (all its processes). */
  serverCpuMicros: number | undefined;
  postgresCpuMicros: number | undefined;
}

async function cpuSample(server: BenchServer) {
  return {
    server: await server.cpuMicros(),
    postgres: process.env.BENCH_DATABASE_URL ? undefined : postgresCpuMicros(dataDir),
  };
}

function printLoadTable(rows: LoadRow[]) {
  const bare = rows[0]?.result.requests.average ?? Number.NaN;
  const primaryKey = rows[1]?.result.requests.average ?? Number.NaN;
  console.log(
    `\n| call | req/s | p50 ms | p99 ms | vs bare | vs PK route | API CPU µs/req | PostgreSQL CPU µs/req | non-2xx / errors | load (1 min) | target (>= ${API_TARGETS.reqPerSec} req/s, p99 <= ${API_TARGETS.p99Ms} ms) | issue 16 (>= ${SCALE_TARGETS.vsPrimaryKey}x PK route, p99 <= ${SCALE_TARGETS.p99Ms} ms; history p99 <= ${SCALE_TARGETS.historyP99Ms} ms) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const micros = (value: number | undefined) => (value === undefined ? 'n/a' : String(Math.round(value)));
  for (const { name, path: callPath, gated, load, result, serverCpuMicros, postgresCpuMicros } of rows) {
    const rps = result.requests.average;
    const { p50, p99 } = result.latency;
    const failures = result.non2xx + result.errors + result.timeouts;
    const verdict = !gated
      ? '-'
      : rps >= API_TARGETS.reqPerSec && p99 <= API_TARGETS.p99Ms && failures === 0
        ? 'pass'
        : 'FAIL';
    const scaleVerdict = gated
      ? rps >= SCALE_TARGETS.vsPrimaryKey * primaryKey && p99 <= SCALE_TARGETS.p99Ms && failures === 0
        ? 'pass'
        : 'FAIL'
      : callPath.includes('referrals/history')
        ? p99 <= SCALE_TARGETS.historyP99Ms && failures === 0
          ? 'pass'
          : 'FAIL'
        : '-';
    console.log(
      `| ${name} | ${Math.round(rps).toLocaleString('en')} | ${p50} | ${p99} | ${(rps / bare).toFixed(2)} | ${(rps / primaryKey).toFixed(2)} | ${micros(serverCpuMicros)} | ${micros(postgresCpuMicros)} | ${failures} | ${load.toFixed(2)} | ${verdict} | ${scaleVerdict} |`,
    );
  }
}

function cannon(url: string, headers: Record<string, string> | undefined, seconds: number) {
  return autocannon({ url, connections, duration: seconds, ...(headers ? { headers } : {}) });
}

async function expectOk(url: string, headers?: Record<string, string>) {
  const response = await fetch(url, headers ? { headers } : {});
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

async function signIn(url: string, member: BenchMember): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string }; error?: unknown };
  if (!body.data?.token) throw new Error(`sign-in of ${member.email} failed: ${JSON.stringify(body.error)}`);
  return body.data.token;
}

/** data/bench-api/seeded-members records the size seeded; a different size (or --reseed) seeds again. */
async function seedIfNeeded() {
  const marker = path.join(dataDir, 'seeded-members');
  const seeded = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) : 0;
  if (seeded === members && !values.reseed) {
    console.log(
      `Database: reusing the ${members.toLocaleString('en')}-member seed in ${dataDir} (--reseed to rebuild)`,
    );
    return;
  }
  if (process.env.BENCH_DATABASE_URL && !values.yes) {
    throw new Error('BENCH_DATABASE_URL is set: seeding wipes that database. Add --yes to go on.');
  }
  console.log(`Database: seeding ${members.toLocaleString('en')} members into ${dataDir} ...`);
  const started = performance.now();
  const args = ['--members', String(members), '--data-dir', dataDir, ...(values.yes ? ['--yes'] : [])];
  const output: string[] = [];
  const code = await run(path.join(SCRIPTS, 'bench-seed.ts'), args, output);
  if (code !== 0) throw new Error(`the seed failed (exit ${code}):\n${output.join('')}`);
  writeFileSync(marker, `${members}\n`);
  console.log(`Database: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A TypeScript script run with tsx in a child process; its output is collected. */
function run(script: string, args: string[], output: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
}

interface BenchServer {
  ready: BenchServerReady;
  /** CPU time the API process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** The app in its own process; resolves once it listens. stop() ends it and waits for it. */
async function startServer(): Promise<BenchServer> {
  const profileDir = path.join(dataDir, 'profiles');
  const child = spawn(
    process.execPath,
    [
      ...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
      path.join(SCRIPTS, 'bench-api-server.ts'),
    ],
    {
      // The app's request logs go to /dev/null: written as in production, never read.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_API_DATA_DIR: dataDir, BENCH_API_LOG_LEVEL: values['log-level'] },
    },
  );
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    }
    children.delete(child);
    if (values['cpu-prof']) console.log(`CPU profile of the server written to ${profileDir}`);
  };
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start within 180 s')), 180_000);
    child.on('message', (message: BenchServerReady) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API process ended during start (exit ${code})`));
    });
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      const onMessage = (message: { type?: string; micros?: number }) => {
        if (message.type !== 'cpu') return;
        child.off('message', onMessage);
        resolve(message.micros ?? 0);
      };
      child.on('message', onMessage);
      child.send({ type: 'cpu' });
    });
  return { ready, cpuMicros, stop };
}

// ---------------------------------------------------------------------------------------------

async function benchWeb() {
  const outDir = path.join(dataDir, 'web-dist');
  console.log(`\nWeb: building apps/web into ${outDir} (vite build --manifest) ...`);
  const started = performance.now();
  await buildWeb(outDir);
  console.log(`Web: built in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${load()}`);
  const sizes = measureWebSizes(outDir);
  console.log(
    "\nJavaScript a first visit loads (entry + the route's lazy chunks + their static imports), gzipped:\n",
  );
  console.log('| route | files | KB gzip | target |');
  console.log('|---|---|---|---|');
  for (const route of sizes.routes) {
    const isLanding = route.path === '/';
    const verdict = isLanding
      ? `<= ${WEB_TARGETS.landingKb} KB: ${kb(route.gzipBytes) <= WEB_TARGETS.landingKb ? 'pass' : 'FAIL'}`
      : '-';
    console.log(`| ${route.path} | ${route.files} | ${kb(route.gzipBytes).toFixed(1)} | ${verdict} |`);
  }
  const total = kb(sizes.totalGzipBytes);
  console.log(
    `| all JS (${sizes.totalFiles} files, each gzipped) | ${sizes.totalFiles} | ${total.toFixed(1)} | <= ${WEB_TARGETS.totalKb} KB: ${total <= WEB_TARGETS.totalKb ? 'pass' : 'FAIL'} |`,
  );
  const largest = sizes.routes.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  console.log(
    `\nEntry alone ${kb(sizes.entryGzipBytes).toFixed(1)} KB; heaviest route ${largest.path} ${kb(largest.gzipBytes).toFixed(1)} KB.`,
  );
}
