// Benchmark of a full DOWNLINE cycle (issue 5): on its own database `bench_cycle` next to the bench
// database (embedded PostgreSQL in data/bench, or BENCH_DATABASE_URL), it seeds N members who all
// earn and are paid for, runs a cycle over every member, then writes its rewards as rows raw (an
// empty copy of the rewards table loaded with INSERT ... SELECT, then the indexes a cycle table
// had, as cycles wrote them until ADR 0032), and the older way (into a copy that has the
// indexes), then the same cycle again (0 rows).
//   npm run bench:cycle -w @app/server -- --members 1000000 [--data-dir data/bench]
// `npm run bench` calls `benchCycle(db)` on the seeded bench network itself (its `bench_profits`,
// members in all states), which returns the same figures.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cycleDayOf } from '@app/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { derivedDownlineRewardsSql } from '../src/features/rewards/queries/derived-downline-rewards';
import { runDownlineCycle } from '../src/features/rewards/cycles/run-downline-cycle';
import { foldPendingCycles } from '../src/features/rewards/summaries/running-totals';
import { isAppError } from '../src/http/app-error';
import { ensureSettings } from '../src/features/settings/settings.repository';
import { connectDatabase, type Db, type Tx } from '../src/infra/db/client';
import { runMigrations } from '../src/infra/db/migrate';
import { type CycleNetwork, seedCycleNetwork } from './bench-cycle-seed';
import { type BenchDatabase, openBenchDatabase } from './bench-database';

export interface CycleFigures {
  inputRows: number;
  rewardRows: number;
  cycleSeconds: number;
  cycleRowsPerSecond: number;
  phases: { phase: string; ms: number }[];
  /** The same rows loaded into an empty copy of rewards, then indexed (the cycle's write path). */
  rawSeconds: number;
  rawRowsPerSecond: number;
  /** The same rows inserted into a copy of rewards that already has its indexes (the old path). */
  indexedInsertSeconds: number;
  indexedInsertRowsPerSecond: number;
  /** Cycle rate / raw load-then-index rate (target ≥ 0.5). */
  ratio: number;
  rerunSeconds: number;
  rerunInsertedRows: number;
  /** Bytes the cycle added to the tables it writes (`rewardStoreBytes`: tables, indexes, TOAST). */
  storageAddedBytes: number;
}

/** One of the further cycles (`benchMoreCycles`): the same members on other days. */
export interface MoreCycleFigures {
  cycle: number;
  rewardRows: number;
  seconds: number;
  phases: { phase: string; ms: number }[];
  storageAddedBytes: number;
  /** Folding it into the tree's running totals afterwards, as the product's job does (`benchFold`). */
  foldSeconds: number;
  load: string;
}

export interface FoldFigures {
  folded: number[];
  seconds: number;
  /** The running totals' size after the fold's VACUUM, and what the fold added to it. */
  totalsBytes: number;
  addedBytes: number;
}

const runningTotalsBytes = async (db: Db) =>
  Number(
    (
      await db.execute<{ bytes: string }>(sql`
        SELECT coalesce(sum(pg_total_relation_size(c)), 0) AS bytes
          FROM unnest(ARRAY['reward_running_own', 'reward_running_below', 'reward_running_folds']::regclass[]) c`)
    ).rows[0]?.bytes ?? 0,
  );

/**
 * Folds the PAID cycles not folded yet into the tree's running totals (ADR 0030), as the product's
 * job does after each cycle, outside the cycle's time; the reads after it use the totals.
 */
export async function benchFold(db: Db, log: (m: string) => void = console.log): Promise<FoldFigures> {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const before = await runningTotalsBytes(db);
  const started = performance.now();
  let last = started;
  const folded = await foldPendingCycles(db, {
    folded: (cycle) => {
      log(`cycle ${cycle} folded into the running totals in ${secondsSince(last)} s (VACUUM included)`);
      last = performance.now();
    },
  });
  const seconds = secondsSince(started);
  const totalsBytes = await runningTotalsBytes(db);
  if (folded.length > 0)
    log(
      `${folded.length} fold${folded.length > 1 ? 's' : ''} in ${seconds} s: the totals take ${mb(totalsBytes)}, ` +
        `+${mb(totalsBytes - before)} (load ${loadNow()})`,
    );
  return { folded, seconds, totalsBytes, addedBytes: totalsBytes - before };
}

/**
 * `pg_total_relation_size` of every table a cycle writes (issue 16's storage per cycle): `rewards`
 * and its cycle tables where they still exist (before ADR 0032), the summaries kept beside them
 * (ADR 0019), the node sums and rates (ADR 0028), and since the cycle keeps its rewards as these
 * facts alone (ADR 0032), its inputs with all their indexes, its ledger entries and activity
 * events; the inputs and node sums with each cycle's partition (ADR 0034).
 */
export async function rewardStoreBytes(db: Db): Promise<number> {
  const result = await db.execute<{ bytes: string }>(sql`
    SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS bytes FROM pg_class c
     WHERE c.oid = 'rewards'::regclass
        OR c.oid IN (SELECT inhrelid FROM pg_inherits
                      WHERE inhparent IN ('rewards'::regclass, to_regclass('cycle_inputs'), to_regclass('reward_node_sums')))
        OR c.oid IN (to_regclass('reward_earnings'), to_regclass('reward_counts'), to_regclass('reward_totals'),
                     to_regclass('reward_viewer_totals'), to_regclass('reward_node_sums'),
                     to_regclass('reward_cycle_rates'), to_regclass('cycle_inputs'),
                     to_regclass('ledger_entries'), to_regclass('activity_events'))`);
  return Number(result.rows[0]?.bytes ?? 0);
}

const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * `count` more cycles over the same amounts (scaled by 1 + k/100, so each is new data), each on the
 * day before the earliest day any cycle paid for, as a platform paying daily would run them; the
 * seeded subscriptions are moved 60 days earlier first so that every member qualifies on those days.
 * Counted from the cycles in place, not from today: a database benchmarked on an earlier day has
 * its days paid already (CYCLE_PERIOD_OVERLAP).
 */
export async function benchMoreCycles(
  db: Db,
  count: number,
  log: (m: string) => void = console.log,
  /** Cycles already in place: the amounts' scale goes on from them (bench.ts --extra-cycles). */
  cyclesInPlace = 1,
): Promise<MoreCycleFigures[]> {
  await db.execute(sql`UPDATE subscription_periods SET starts_at = starts_at - interval '60 days'`);
  await db.execute(sql`ANALYZE subscription_periods`);
  const figures: MoreCycleFigures[] = [];
  for (let k = 1; k <= count; k++) {
    const profits = await db.execute<{ line: number; uid: string; amount: string }>(sql`
      SELECT line, uid, trim_scale(amount * ${1 + (k + cyclesInPlace - 1) / 100}::numeric)::text AS amount FROM bench_profits ORDER BY line`);
    const day = await dayBeforeEarliestPaid(db);
    const before = await rewardStoreBytes(db);
    const started = performance.now();
    const cycle = await runDownlineCycle({
      db,
      period: { start: day, end: day },
      name: `bench-more-${k}`,
      rows: profits.rows,
      source: 'CSV',
      now: () => new Date(),
    });
    const seconds = secondsSince(started);
    const storageAddedBytes = (await rewardStoreBytes(db)) - before;
    const load = loadNow();
    log(
      `cycle ${cycle.number}: ${cycle.rewardsCreated.toLocaleString('en')} rewards in ${seconds} s, ` +
        `+${(storageAddedBytes / 2 ** 20).toFixed(0)} MB (load ${load})`,
    );
    const fold = await benchFold(db, log);
    figures.push({
      cycle: cycle.number,
      rewardRows: cycle.rewardsCreated,
      seconds,
      phases: cycle.report.phases,
      storageAddedBytes,
      foldSeconds: fold.seconds,
      load,
    });
  }
  return figures;
}

const rowCount = async (db: Db, table: string) =>
  Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.raw(table)}`)).rows[0]?.n ?? 0);

/** The cycle, the raw writes and the re-run on a seeded database (`bench_profits` holds the amounts). */
export async function benchCycle(
  db: Db,
  log: (m: string) => void = console.log,
  options: { skipIndexedInsert?: boolean } = {},
): Promise<CycleFigures> {
  const profits = await db.execute<{ line: number; uid: string; amount: string }>(
    sql`SELECT line, uid, amount FROM bench_profits ORDER BY line`,
  );
  const rows = profits.rows;
  const name = `bench-${rows.length}`;
  // Yesterday: every seeded member joined and paid before it (bench-cycle-seed.ts).
  const yesterday = cycleDayOf(new Date(Date.now() - 86_400_000));
  const period = { start: yesterday, end: yesterday };
  await db.execute(sql`CHECKPOINT`);

  log(`cycle over ${rows.length} members...`);
  const rowsBefore = await rowCount(db, 'rewards');
  const bytesBefore = await rewardStoreBytes(db);
  let started = performance.now();
  const cycle = await runDownlineCycle({
    db,
    period,
    name,
    rows,
    source: 'CSV',
    now: () => new Date(),
    onProgress: (p) =>
      log(
        `  ${p.phase} ${p.processedRows}/${p.totalRows}${p.step ? ` ${p.step}: ${p.stepRows ?? 0}` : ''} (${secondsSince(started)} s)`,
      ),
  });
  const cycleSeconds = secondsSince(started);
  const rewardRows = cycle.rewardsCreated;
  const storageAddedBytes = (await rewardStoreBytes(db)) - bytesBefore;
  // The cycle writes no reward row (ADR 0032).
  if (cycle.status !== 'PAID' || (await rowCount(db, 'rewards')) !== rowsBefore)
    throw new Error('the cycle did not complete, or wrote reward rows');

  // The same rewards written as rows the way cycles wrote them until ADR 0032, without the cycle's
  // work (join, rates, eligibility, ledger): one transaction creates an empty copy of the table,
  // loads it and builds the indexes a cycle table had. The ratio compares the cycle with this. The
  // rows are derived first, outside the timing, as a cycle table held them.
  log(`deriving the cycle's ${rewardRows} rewards as rows (not timed)...`);
  await db.execute(sql`DROP TABLE IF EXISTS rewards_raw_copy, rewards_raw_rows`);
  await db.execute(sql`
    CREATE UNLOGGED TABLE rewards_raw_rows AS
    SELECT user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at
      FROM (${derivedDownlineRewardsSql({ cycle: cycle.number })}) d ORDER BY user_id, source_user_id`);
  if ((await rowCount(db, 'rewards_raw_rows')) !== rewardRows)
    throw new Error("the derived rewards are not the cycle's");
  log(`raw load of ${rewardRows} rows into an empty copy of rewards, then its indexes...`);
  await db.execute(sql`CHECKPOINT`);
  started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    await tx.execute(
      sql`CREATE TABLE rewards_raw_copy (LIKE rewards INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
    );
    await tx.execute(rawInsert);
    await buildCycleTableIndexes(tx, 'rewards_raw_copy');
  });
  const rawSeconds = secondsSince(started);
  await db.execute(sql`DROP TABLE rewards_raw_copy`);

  // For comparison, the previous write path: every row inserted into a table that already has
  // the five indexes.
  // (--skip-indexed-insert: not measured, printed as NaN.)
  let indexedInsertSeconds = Number.NaN;
  if (!options.skipIndexedInsert) {
    log(`raw INSERT ... SELECT of ${rewardRows} rows into a copy of rewards with the same indexes...`);
    await db.execute(sql`CREATE TABLE rewards_raw_copy (LIKE rewards INCLUDING ALL)`);
    await db.execute(sql`CHECKPOINT`);
    started = performance.now();
    await db.execute(rawInsert);
    indexedInsertSeconds = secondsSince(started);
    await db.execute(sql`DROP TABLE rewards_raw_copy`);
  }

  log('the same cycle again...');
  await db.execute(sql`DROP TABLE rewards_raw_rows`);
  const beforeRerun = (await rowCount(db, 'rewards')) + (await rowCount(db, 'ledger_entries'));
  started = performance.now();
  // The same data again is refused before anything is staged (CYCLE_ALREADY_IMPORTED).
  const again = await runDownlineCycle({ db, period, name, rows, source: 'CSV', now: () => new Date() }).then(
    () => null,
    (err: unknown) => err,
  );
  const rerunSeconds = secondsSince(started);
  if (!isAppError(again) || again.code !== 'CYCLE_ALREADY_IMPORTED')
    throw new Error('the re-run was not refused');

  const cycleRowsPerSecond = Math.round(rewardRows / cycleSeconds);
  const rawRowsPerSecond = Math.round(rewardRows / rawSeconds);
  return {
    inputRows: rows.length,
    rewardRows,
    cycleSeconds,
    cycleRowsPerSecond,
    phases: cycle.report.phases,
    rawSeconds,
    rawRowsPerSecond,
    indexedInsertSeconds,
    indexedInsertRowsPerSecond: Math.round(rewardRows / indexedInsertSeconds),
    ratio: Number((cycleRowsPerSecond / rawRowsPerSecond).toFixed(2)),
    rerunSeconds,
    rerunInsertedRows: (await rowCount(db, 'rewards')) + (await rowCount(db, 'ledger_entries')) - beforeRerun,
    storageAddedBytes,
  };
}

const rawInsert = sql`
  INSERT INTO rewards_raw_copy (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
  SELECT user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at
    FROM rewards_raw_rows`;

/**
 * Creates on table `name` each index `rewards` has but `(type, created_at, id)`: the indexes a
 * cycle table got when it was loaded, before ADR 0032.
 */
async function buildCycleTableIndexes(tx: Tx, name: string): Promise<void> {
  const parent = await tx.execute<{ definition: string }>(sql`
    SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid = 'rewards'::regclass AND indexrelid::regclass::text <> 'rewards_type_created_idx'
     ORDER BY indexrelid`);
  for (const { definition } of parent.rows) {
    const [, unique = '', rest = ''] =
      /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING (.+)$/.exec(definition) ?? [];
    if (!rest) throw new Error(`unexpected index definition on rewards: ${definition}`);
    await tx.execute(sql`CREATE ${sql.raw(unique)}INDEX ON ${sql.identifier(name)} USING ${sql.raw(rest)}`);
  }
}

/** The day before the earliest day a cycle paid for (yesterday when none did). */
async function dayBeforeEarliestPaid(db: Db): Promise<string> {
  const result = await db.execute<{ day: string | null }>(
    sql`SELECT (min(period_start) - 1)::text AS day FROM cycles WHERE status = 'PAID'`,
  );
  return result.rows[0]?.day ?? cycleDayOf(new Date(Date.now() - 86_400_000));
}

const secondsSince = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));

/** A fresh database `name` on the server of `url`, migrated, with the settings' defaults. */
async function freshDatabase(url: string, name: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  await runMigrations(target.toString());
  const connection = connectDatabase(target.toString(), { maxConnections: 4 });
  await ensureSettings(connection.db);
  return connection;
}

export interface CycleBenchResult {
  machine: string;
  postgres: Record<string, string>;
  network: CycleNetwork;
  cycle: CycleFigures;
}

/**
 * The worst case: seeds `bench_cycle` (dropped first) on the bench database's server with
 * `members` members who all earn and are paid for (by default as many as the bench network has),
 * runs the benchmark and prints its figures.
 */
export async function benchCycleWorstCase(
  database: BenchDatabase,
  options: { members?: number } = {},
): Promise<CycleBenchResult> {
  const counted = await database.connection.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users`,
  );
  const members = options.members ?? Math.max(1000, counted.rows[0]?.n ?? 0);
  const connection = await freshDatabase(database.server.url, 'bench_cycle');
  try {
    console.log(`Seeding ${members.toLocaleString('en')} members (all earning) in database bench_cycle...`);
    const network = await seedCycleNetwork(connection.db, { members, log: console.log });
    const cycle = await benchCycle(connection.db);
    const settings = await connection.db.execute<{ name: string; setting: string }>(sql`
      SELECT name, current_setting(name) AS setting FROM pg_settings
       WHERE name IN ('shared_buffers', 'max_wal_size', 'work_mem', 'synchronous_commit', 'fsync', 'wal_level', 'server_version')`);
    const result: CycleBenchResult = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      postgres: Object.fromEntries(settings.rows.map((s) => [s.name, s.setting])),
      network,
      cycle,
    };
    printResult(result);
    return result;
  } finally {
    await connection.close();
  }
}

function printResult({ machine, postgres, network, cycle }: CycleBenchResult) {
  const n = (v: number) => v.toLocaleString('en');
  console.log(
    [
      '',
      `Machine: ${machine}; PostgreSQL ${JSON.stringify(postgres)}`,
      `Network: ${n(network.members)} members, ${n(network.closureRows)} closure rows (seeded in ${network.seconds.members + network.seconds.closure} s)`,
      `Cycle:   ${n(cycle.inputRows)} amounts -> ${n(cycle.rewardRows)} rewards in ${cycle.cycleSeconds} s = ${n(cycle.cycleRowsPerSecond)} rows/s`,
      `         phases: ${cycle.phases.map((p) => `${p.phase} ${(p.ms / 1000).toFixed(1)} s`).join(', ')}`,
      `Raw:     the same rows loaded into an empty copy, then its indexes built, in ${cycle.rawSeconds} s = ${n(cycle.rawRowsPerSecond)} rows/s`,
      `         (inserted into a copy that has the indexes: ${cycle.indexedInsertSeconds} s = ${n(cycle.indexedInsertRowsPerSecond)} rows/s)`,
      `Ratio:   cycle / raw = ${cycle.ratio} (target >= 1.0); cycle time target <= 60 s at 1M members`,
      `Storage: +${(cycle.storageAddedBytes / 2 ** 20).toFixed(0)} MB for this cycle (the tables it writes: rewardStoreBytes; target <= 1 GB at 1M members)`,
      `Re-run:  ${cycle.rerunSeconds} s, ${cycle.rerunInsertedRows} rows inserted`,
    ].join('\n'),
  );
}

async function main() {
  const { values } = parseArgs({
    options: { members: { type: 'string', default: '100000' }, 'data-dir': { type: 'string' } },
  });
  const database = await openBenchDatabase({ dataDir: values['data-dir'] });
  try {
    await benchCycleWorstCase(database, { members: Number(values.members) });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
