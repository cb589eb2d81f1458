// Issue 16: a burst of sign-ups against the network counts kept by triggers on referral_paths
// (ADR 0023). N members join concurrently through the code registration runs, on a fresh embedded
// PostgreSQL (data/bench-signups, wiped first; fsync and synchronous_commit on, as in production):
//   npm run bench:signups -w @app/server [-- --members 500] [--concurrency 1,10,50]
//        [--register-members 150] [--register-concurrency 10,50] [--chains 100] [--fold-every 1000]
//        [--keep]
// Two shapes: (a) every member under ONE referrer at the bottom of a 15-deep chain (each sign-up
// touches the same 15 counter rows), (b) spread round-robin over the bottoms of `--chains`
// separate 15-deep chains (no upline in common). Two paths: "placement", the account and its
// closure rows in one transaction (insertUser + placeUnderReferrer, as the seeds run them), and
// "register", the whole register() service call (argon2 hash, activity, deposit address, e-mail).
// Each run is measured with the counters' triggers on and, right after, off (ALTER TABLE ...
// DISABLE TRIGGER, in this database only; the counts are rebuilt afterwards), so the counters'
// cost is a ratio in the same run. With the triggers on, the counts' deltas are folded every
// `--fold-every` ms meanwhile (ADR 0024; the app's job does it every 10 s). Prints sign-ups/s, latency p50/p95/p99, backends seen waiting
// for a lock (pg_stat_activity sampled every 5 ms), deadlocks and failed sign-ups, the load
// average; and checks after every run with triggers on that the kept counts equal a recount.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { insertUser } from '../src/features/accounts';
import { hashPassword } from '../src/features/accounts/password';
import { register } from '../src/features/accounts/register';
import { placeUnderReferrer } from '../src/features/network';
import { foldNetworkCounts, networkCountsDrift } from '../src/features/network/fold-network-counts';
import { loadConfig } from '../src/config';
import { devXpubFromMnemonic } from '../src/infra/chain';
import { connectDatabase } from '../src/infra/db/client';
import { openBenchDatabase, quantile, REPO_ROOT } from './bench-database';
import { machineLoad } from './bench-network';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '1,10,50' },
    'register-members': { type: 'string', default: '150' },
    'register-concurrency': { type: 'string', default: '10,50' },
    chains: { type: 'string', default: '100' },
    'fold-every': { type: 'string', default: '1000' },
    'data-dir': { type: 'string', default: path.join(REPO_ROOT, 'data', 'bench-signups') },
    keep: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const registerMembers = Number(values['register-members']);
const chains = Number(values.chains);
const foldEveryMs = Number(values['fold-every']);
const levels = (list: string) => list.split(',').filter(Boolean).map(Number);
const concurrencies = levels(values.concurrency);
const registerConcurrencies = levels(values['register-concurrency']);
const CHAIN_DEPTH = 15;
const PASSWORD = 'Burst-of-signups-2026';
const COUNTER_TRIGGERS = [
  'referral_paths_counts_insert',
  'referral_paths_counts_update',
  'referral_paths_counts_delete',
];

const load = () => machineLoad(2);
console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}; load average at start ${load()}`);

const dataDir = path.resolve(values['data-dir']);
const database = await openBenchDatabase({ dataDir, wipe: true });
// Its own pool: one connection per concurrent sign-up, and one for the lock sampler.
const connection = connectDatabase(database.server.url, {
  maxConnections: Math.max(...concurrencies, ...registerConcurrencies, 1) + 2,
});
const sampler = new pg.Client({ connectionString: database.server.url });
await sampler.connect();
const db = connection.db;
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEPOSIT_XPUB: devXpubFromMnemonic() });
const deps = { db, now: () => new Date(), mail: { wake: () => {} }, config, jwtKey: new Uint8Array(32) };
const passwordHash = await hashPassword(PASSWORD);
let serial = 0;

interface Member {
  id: string;
  referralCode: string;
}

/** One account placed under `referrerId` (null: a top member), as the seeds and tests place them. */
const place = (referrerId: string | null, label: string) =>
  db.transaction(async (tx) => {
    const n = ++serial;
    const user = await insertUser(tx, {
      firstName: label,
      lastName: `Burst${n}`,
      email: `${label}.${n}@burst.example.com`.toLowerCase(),
      passwordHash,
      isEmailVerified: false,
      status: 'ACTIVE',
      referredById: referrerId,
    });
    if (referrerId) await placeUnderReferrer(tx, user.id, referrerId);
    return { id: user.id, referralCode: user.referralCode } satisfies Member;
  });

/** A chain CHAIN_DEPTH deep from a new top member: its bottom member has 15 uplines. */
async function chain(label: string): Promise<Member> {
  let bottom = await place(null, `${label}top`);
  for (let depth = 1; depth < CHAIN_DEPTH; depth++) bottom = await place(bottom.id, `${label}d${depth}`);
  return bottom;
}

console.log(`Seeding: one ${CHAIN_DEPTH}-deep chain (shape a) and ${chains} separate ones (shape b)...`);
const single = await chain('a');
const spread: Member[] = [];
for (let i = 0; i < chains; i++) spread.push(await chain(`b${i}x`));
await db.execute(sql`ANALYZE`);

type Shape = 'a' | 'b';
type Path = 'placement' | 'register';
const referrerOf = (shape: Shape, i: number): Member => (shape === 'a' ? single : spread[i % spread.length]!);

async function signUp(pathName: Path, referrer: Member) {
  const n = ++serial;
  if (pathName === 'placement') {
    await place(referrer.id, 'joiner');
    return;
  }
  await register(deps, {
    firstName: 'Joiner',
    lastName: `Burst${n}`,
    email: `joiner.${n}@burst.example.com`,
    password: PASSWORD,
    referredByCode: referrer.referralCode,
  });
}

async function setCounters(on: boolean) {
  for (const trigger of COUNTER_TRIGGERS)
    await db.execute(sql.raw(`ALTER TABLE referral_paths ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`));
}

async function deadlocks(): Promise<number> {
  const result = await sampler.query<{ n: string }>(
    'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(result.rows[0]?.n ?? 0);
}

interface Result {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  lockMax: number;
  lockMean: number;
  failed: number;
  deadlocks: number;
  folded: number;
  errors: string[];
}

async function burst(
  pathName: Path,
  shape: Shape,
  count: number,
  concurrency: number,
  fold: boolean,
): Promise<Result> {
  const latencies: number[] = [];
  const errors: string[] = [];
  let next = 0;
  let sampling = true;
  const lockSamples: number[] = [];
  const sample = (async () => {
    while (sampling) {
      const waiting = await sampler.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
      );
      lockSamples.push(waiting.rows[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  // The fold job's work meanwhile, as the app runs it (any instance, beside the sign-ups).
  let folded = 0;
  const folding = (async () => {
    while (fold && sampling) {
      await new Promise((resolve) => setTimeout(resolve, foldEveryMs));
      if (sampling) folded += await foldNetworkCounts(db);
    }
  })();
  const deadlocksBefore = await deadlocks();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        try {
          await signUp(pathName, referrerOf(shape, i));
          latencies.push(performance.now() - t0);
        } catch (err) {
          const code =
            (err as { code?: string; cause?: { code?: string } }).cause?.code ??
            (err as { code?: string }).code;
          errors.push(`${code ?? ''} ${String(err)}`.slice(0, 200));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sample;
  await folding;
  latencies.sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: round(quantile(latencies, 0.5)),
    p95: round(quantile(latencies, 0.95)),
    p99: round(quantile(latencies, 0.99)),
    lockMax: Math.max(0, ...lockSamples),
    lockMean:
      Math.round((lockSamples.reduce((s, x) => s + x, 0) / Math.max(1, lockSamples.length)) * 10) / 10,
    failed: errors.length,
    deadlocks: (await deadlocks()) - deadlocksBefore,
    folded,
    errors,
  };
}

const line = (label: string, r: Result) =>
  `  ${label.padEnd(13)} ${String(r.perSecond).padStart(7)}/s  p50 ${String(r.p50).padStart(6)}  p95 ${String(r.p95).padStart(6)}  ` +
  `p99 ${String(r.p99).padStart(6)} ms  lock waiters max ${String(r.lockMax).padStart(2)} mean ${String(r.lockMean).padStart(4)}  ` +
  `failed ${r.failed}  deadlocks ${r.deadlocks}${r.folded ? `  deltas folded meanwhile ${r.folded}` : ''}`;

const runs: Array<{ path: Path; count: number; levels: number[] }> = [
  { path: 'placement', count: members, levels: concurrencies },
  { path: 'register', count: registerMembers, levels: registerConcurrencies },
];
const summary: string[] = [];
let problems = 0;
try {
  for (const run of runs) {
    if (run.count <= 0) continue;
    for (const shape of ['a', 'b'] as const) {
      for (const concurrency of run.levels) {
        // A few warm-up sign-ups (plans, caches), then the burst with counters on, then off.
        for (let i = 0; i < 5; i++) await signUp(run.path, referrerOf(shape, i));
        const before = load();
        const on = await burst(run.path, shape, run.count, concurrency, true);
        const drift = await networkCountsDrift(db);
        await foldNetworkCounts(db);
        const foldedDrift = await networkCountsDrift(db);
        await setCounters(false);
        let off: Result;
        try {
          off = await burst(run.path, shape, run.count, concurrency, false);
        } finally {
          await setCounters(true);
          await db.execute(sql`SELECT referral_network_counts_rebuild()`);
        }
        const ratio = Math.round((on.perSecond / off.perSecond) * 100) / 100;
        console.log(
          `${run.path}, shape (${shape}), ${run.count} sign-ups at concurrency ${concurrency} (load ${before} -> ${load()}):`,
        );
        console.log(line('counters on', on));
        console.log(line('counters off', off));
        console.log(
          `  on/off throughput ${ratio}; kept counts vs recount: ${drift} rows differ (${foldedDrift} once folded)`,
        );
        for (const error of [...new Set([...on.errors, ...off.errors])].slice(0, 3))
          console.log(`  error: ${error}`);
        problems += on.failed + off.failed + on.deadlocks + off.deadlocks + drift + foldedDrift;
        summary.push(
          `| ${run.path} | (${shape}) | ${concurrency} | ${on.perSecond} | ${off.perSecond} | ${ratio} | ` +
            `${on.p50} / ${on.p95} / ${on.p99} | ${off.p50} / ${off.p95} / ${off.p99} | ${on.lockMax} (${on.lockMean}) | ` +
            `${on.failed + on.deadlocks} |`,
        );
      }
    }
  }
  console.log(
    '\n| path | shape | concurrency | on /s | off /s | on/off | on p50/p95/p99 ms | off p50/p95/p99 ms | lock waiters max (mean), on | failed + deadlocks, on |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of summary) console.log(row);
  console.log(`Load average at the end ${load()}`);
  if (problems > 0) process.exitCode = 1;
} finally {
  await sampler.end();
  await connection.close();
  await database.close();
  if (!values.keep) {
    const { rm } = await import('node:fs/promises');
    await rm(dataDir, { recursive: true, force: true });
  }
}
