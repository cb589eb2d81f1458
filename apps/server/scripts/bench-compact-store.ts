// Issue 16: a compact reward store, measured beside the materialised one on the seeded bench
// database (a prototype in its own schema `bench_compact`; no product code reads it).
//
// The materialised cycle writes one row per (recipient, source): ~10M at 1M members. A reward's
// amount, trunc(master × rate(level), 8), depends only on the source and the level, and who earns
// (and whether LOCKED) only on the recipient. So one cycle can be kept as
//   - its inputs (one row per source member: `cycle_inputs`, already kept), and
//   - per (recipient, level): how many rewards and their exact sum (`level_sums`), and
//   - per (member, depth): one exact sum per distinct rate of the schedule (`node_sums`: what an
//     upline earns below that member, at the upline's rate),
// from which each recipient's ledger entry, the history's and the tree's figures per level and
// every single reward (input × closure row × rate) are derived. This script runs one real cycle,
// writes the same cycle the compact way, checks that both agree to the last unit per recipient
// and level, and times the reads the spec needs from the compact store after 12 cycles.
//   npm run bench:compact -w @app/server -- [--data-dir data/bench] [--cycles 12] [--runs 20] [--reads-only | --risks-only]
// `--derived-only` checks the product's derived DOWNLINE rewards (ADR 0031) against the cycle
// tables of the last `--cycles` cycles, one by one, and times the derivation.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { creditKindSql } from '../src/features/rewards/eligibility';
import { complianceCheckedSince } from '../src/features/rewards/compliance/compliance-window';
import { payingLevels } from '../src/features/rewards/maths/schedule';
import { ratesSql, rewardAmountSql } from '../src/features/rewards/rates-sql';
import { rewardRowsSql } from '../src/features/rewards/cycles/cycle-steps';
import {
  derivedDownlineRewardsSql,
  derivedRewardsDrift,
} from '../src/features/rewards/queries/derived-downline-rewards';
import { listAdminRewards } from '../src/features/admin/rewards/list-admin-rewards';
import { readSetting } from '../src/features/settings';
import { userSearchText } from '../src/features/users';
import { containsPattern } from '../src/shared/search';
import type { Db } from '../src/infra/db/client';
import { benchMoreCycles, rewardStoreBytes } from './bench-cycle';
import { openBenchDatabase } from './bench-database';
import { benchmarkMember, machineLoad, printTimings, time, type Timing } from './bench-network';

const load = () => machineLoad();
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function one<T>(db: Db, query: SQL): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

async function relationBytes(db: Db, names: string[]): Promise<number> {
  const row = await one<{ bytes: string }>(
    db,
    sql`SELECT coalesce(sum(pg_total_relation_size(to_regclass(n))), 0) AS bytes
          FROM unnest(${`{${names.join(',')}}`}::text[]) n`,
  );
  return Number(row.bytes);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      cycles: { type: 'string', default: '12' },
      runs: { type: 'string', default: '20' },
      // Only the reads, from the compact store an earlier run left.
      'reads-only': { type: 'boolean', default: false },
      // Only ADR 0027's risks, from the compact store an earlier run left.
      'risks-only': { type: 'boolean', default: false },
      // Only the derived rewards against the cycle tables (ADR 0031), no prototype.
      'derived-only': { type: 'boolean', default: false },
    },
  });
  const cycles = Number(values.cycles);
  const runs = Number(values.runs);
  const database = await openBenchDatabase({ dataDir: values['data-dir'] });
  const db = database.connection.db;
  try {
    console.log(`Machine: ${os.cpus().length} cores, load ${load()}`);
    if (values['derived-only']) {
      await derivedAgainstTables(db, cycles);
      return;
    }
    if (values['risks-only']) {
      const levels = payingLevels('DOWNLINE', await readSetting(db, 'downlineRewardRates'));
      printRisks(await compactRisks(db, levels, runs));
      return;
    }
    if (values['reads-only']) {
      const levels = payingLevels('DOWNLINE', await readSetting(db, 'downlineRewardRates'));
      printReads(await compactReads(db, levels, runs));
      printRisks(await compactRisks(db, levels, runs));
      return;
    }

    // 1. One real (materialised) cycle: the reference.
    console.log('materialised cycle (the product as it is)...');
    const inPlace = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cycles`);
    const [real] = await benchMoreCycles(db, 1, (m) => console.log(`  ${m}`), inPlace.n);
    if (!real) throw new Error('no cycle ran');
    const cycle = await one<{ id: string; number: number; period_start: string; period_end: string }>(
      db,
      sql`SELECT id, number, period_start::text, period_end::text FROM cycles WHERE number = ${real.cycle}`,
    );

    // 2. The same cycle, compact: per (recipient, level) counts and exact sums, then one ledger-like
    // and one activity-like row per recipient (written into copies, the real ones exist already).
    await db.execute(sql`DROP SCHEMA IF EXISTS bench_compact CASCADE`);
    await db.execute(sql`CREATE SCHEMA bench_compact`);
    await db.execute(sql`CHECKPOINT`);
    const levels: Levels = payingLevels('DOWNLINE', await readSetting(db, 'downlineRewardRates'));
    const rows = rewardRowsSql({
      inputs: sql`cycle_inputs`,
      cycleId: cycle.id,
      levels,
      period: { start: cycle.period_start, end: cycle.period_end },
      checkedSince: await complianceCheckedSince(db, new Date()),
      unsorted: true,
    });
    console.log(`compact cycle ${cycle.number} (load ${load()})...`);
    const steps: Record<string, number> = {};
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
      let at = performance.now();
      await tx.execute(sql`
        CREATE TABLE bench_compact.level_sums AS
        SELECT user_id, ${cycle.number}::int AS cycle, level::smallint, status, count(*)::int AS rewards,
               sum(reward_amount)::numeric(38,18) AS amount
          FROM (${rows}) r GROUP BY user_id, level, status`);
      steps['level sums (join and group)'] = seconds(at);
      at = performance.now();
      await tx.execute(sql`ALTER TABLE bench_compact.level_sums ADD PRIMARY KEY (user_id, cycle, level)`);
      steps['level sums primary key'] = seconds(at);
      at = performance.now();
      await tx.execute(sql`CREATE TABLE bench_compact.ledger_entries (LIKE ledger_entries INCLUDING ALL)`);
      await tx.execute(sql`
        INSERT INTO bench_compact.ledger_entries (user_id, kind, amount, reward_type, cycle_id, created_at)
        SELECT user_id, ${creditKindSql(sql`status`)}, sum(amount), 'DOWNLINE', ${cycle.id}::uuid, now()
          FROM bench_compact.level_sums GROUP BY user_id, status`);
      steps['ledger entries (one per recipient)'] = seconds(at);
      at = performance.now();
      await tx.execute(sql`
        CREATE TABLE bench_compact.node_sums AS
        SELECT p.ancestor_id AS node, ${cycle.number}::int AS cycle, p.depth::smallint AS depth, ${sumPerRate(levels)}
          FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id
         WHERE i.cycle_id = ${cycle.id}::uuid AND p.depth <= ${MAX_LEVEL} GROUP BY p.ancestor_id, p.depth`);
      await tx.execute(sql`ALTER TABLE bench_compact.node_sums ADD PRIMARY KEY (node, depth, cycle)`);
      steps['node sums (every member, one sum per rate)'] = seconds(at);
    });
    const compactSeconds = seconds(started);
    const compactBytes = await relationBytes(db, ['bench_compact.level_sums']);
    const nodeSumBytes = await relationBytes(db, ['bench_compact.node_sums']);
    const nodeSumRows = await one<{ n: string }>(db, sql`SELECT count(*) AS n FROM bench_compact.node_sums`);
    const inputsPerCycle = await one<{ bytes: string; rows: string }>(
      db,
      sql`SELECT pg_total_relation_size('cycle_inputs') / greatest(count(DISTINCT cycle_id), 1) AS bytes,
                 count(*) FILTER (WHERE cycle_id = ${cycle.id}::uuid) AS rows FROM cycle_inputs`,
    );

    // 3. Both agree to the last unit: per (recipient, level) count and sum, and per recipient the
    // ledger entry's amount and kind.
    const table = sql.raw(`rewards_cycle_${cycle.number}`);
    const levelDiff = await one<{ n: string; pairs: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE m.rewards IS DISTINCT FROM c.rewards OR m.amount IS DISTINCT FROM c.amount
                                   OR m.status IS DISTINCT FROM c.status) AS n, count(*) AS pairs
            FROM (SELECT user_id, level, status, count(*)::int AS rewards, sum(reward_amount) AS amount
                    FROM ${table} GROUP BY user_id, level, status) m
            FULL JOIN bench_compact.level_sums c USING (user_id, level)`,
    );
    const ledgerDiff = await one<{ n: string; recipients: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE l.amount IS DISTINCT FROM c.amount OR l.kind IS DISTINCT FROM c.kind) AS n,
                 count(*) AS recipients
            FROM (SELECT * FROM ledger_entries WHERE cycle_id = ${cycle.id}::uuid) l
            FULL JOIN bench_compact.ledger_entries c USING (user_id)`,
    );

    // 4. Twelve cycles of compact data for the reads: the inputs and level sums of the real cycle
    // again with amounts scaled like benchMoreCycles' (1 + k/100), as cycles 1..N.
    const levelSumRows = await one<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM bench_compact.level_sums`,
    );
    console.log(`${cycles} cycles of compact data for the reads...`);
    await db.execute(sql`
      CREATE TABLE bench_compact.inputs AS
      SELECT ${cycle.number - 1}::int + k AS cycle, i.user_id, trim_scale(i.amount * (1 + k / 100.0))::numeric(38,18) AS amount
        FROM cycle_inputs i, generate_series(1, ${cycles}) k WHERE i.cycle_id = ${cycle.id}::uuid`);
    await db.execute(sql`ALTER TABLE bench_compact.inputs ADD PRIMARY KEY (user_id, cycle) INCLUDE (amount)`);
    await db.execute(sql`CREATE INDEX ON bench_compact.inputs (amount, cycle, user_id)`);
    // The level sums of the other cycles: the real cycle's, scaled the same way (their exact
    // amounts do not matter to the reads' timing, their number does).
    await db.execute(sql`
      INSERT INTO bench_compact.level_sums
      SELECT user_id, cycle + k, level, status, rewards, trunc(amount * (1 + k / 100.0), 8)
        FROM bench_compact.level_sums, generate_series(1, ${cycles - 1}) k`);
    await db.execute(sql`VACUUM ANALYZE bench_compact.inputs`);
    await db.execute(sql`
      INSERT INTO bench_compact.node_sums
      SELECT node, cycle + k, depth, ${sql.join(
        rateColumns(levels).map((c) => sql`trunc(${sql.raw(c)} * (1 + k / 100.0), 8)`),
        sql`, `,
      )}
        FROM bench_compact.node_sums, generate_series(1, ${cycles - 1}) k`);
    await db.execute(sql`VACUUM ANALYZE bench_compact.level_sums`);
    await db.execute(sql`VACUUM ANALYZE bench_compact.node_sums`);

    // 5. The reads, for the member with the largest network.
    const reads = await compactReads(db, levels, runs);
    const storeBytes = await rewardStoreBytes(db);
    console.log('');
    console.log(
      `materialised cycle ${real.cycle}: ${real.rewardRows.toLocaleString('en')} rewards in ${real.seconds} s,`,
    );
    console.log(
      `  +${mb(real.storageAddedBytes)} (load ${real.load}); phases ${JSON.stringify(real.phases)}`,
    );
    console.log(
      `compact, the same cycle: ${compactSeconds} s (load ${load()}); steps ${JSON.stringify(steps)}`,
    );
    console.log(
      `  level sums ${mb(compactBytes)} (${Number(levelSumRows.n).toLocaleString('en')} rows), the cycle's inputs ${mb(Number(inputsPerCycle.bytes))} (${Number(inputsPerCycle.rows).toLocaleString('en')} rows)`,
    );
    console.log(
      `  node sums ${mb(nodeSumBytes)} (${Number(nodeSumRows.n).toLocaleString('en')} rows: every member with members below, per depth)`,
    );
    console.log(`  ratio materialised : compact time ${(real.seconds / compactSeconds).toFixed(2)}`);
    console.log(
      `agreement: ${levelDiff.n} of ${levelDiff.pairs} (recipient, level) pairs differ; ` +
        `${ledgerDiff.n} of ${ledgerDiff.recipients} ledger entries differ`,
    );
    console.log(`reward store now (materialised, summaries): ${mb(storeBytes)}`);
    printReads(reads);
    printRisks(await compactRisks(db, levels, runs));
  } finally {
    await database.close();
  }
}

type Levels = ReturnType<typeof payingLevels>;

/** The schedule's distinct rates, one column each (`rate_0`, ...) in the node sums. */
const distinctRates = (levels: Levels) => [...new Set(levels.map((l) => l.percent))];
const rateColumns = (levels: Levels) => distinctRates(levels).map((_, k) => `rate_${k}`);
/**
 * Per distinct rate, the exact sum of the rewards the rows would give at it: a reward is
 * trunc(master × rate, 8) per row, so a sum at one rate cannot be derived from a sum at another.
 */
const sumPerRate = (levels: Levels) =>
  sql.join(
    distinctRates(levels).map(
      (rate, k) =>
        sql`sum(${rewardAmountSql(sql`i.amount`, sql`${rate}::numeric`)})::numeric(38,18) AS ${sql.raw(`rate_${k}`)}`,
    ),
    sql`, `,
  );
/** The node sums' column for the rate of a level (an SQL expression of the level). */
function rateOfLevel(levels: Levels, level: SQL) {
  const rates = distinctRates(levels);
  const column = (percent: string) => sql.raw(`s.rate_${rates.indexOf(percent)}`);
  return sql`CASE ${level} ${sql.join(
    levels.map((l) => sql`WHEN ${sql.raw(String(l.level))} THEN ${column(l.percent)}`),
    sql` `,
  )} END`;
}
type Order = 'highest' | 'lowest';
const ORDER = {
  highest: { dir: sql`DESC`, first: (a: number, b: number) => a > b },
  lowest: { dir: sql`ASC`, first: (a: number, b: number) => a < b },
} as const;
/** Levels with at most this many of the viewer's members are read whole; larger ones by the walk. */
const SMALL_LEVEL = 1000;

/**
 * Page 1 (10 rewards) of the viewer's rewards by amount, derived: the small levels read whole,
 * the large ones by walking every cycle's inputs in amount order (one index) and keeping those
 * in the viewer's network, K at a time. Exact once the page's last reward sorts strictly before
 * anything an input beyond the walk could give at a large level's best rate; else K grows.
 * Candidates are gathered first and passed as arrays, so that each step is planned on its real
 * size (joined in one statement, the planner expected thousands of closure rows and scanned
 * every input).
 */
async function amountPage(db: Db, viewer: string, levels: Levels, order: Order, small: number[]) {
  const large = levels.map((l) => l.level).filter((l) => !small.includes(l));
  const bestRate = (order === 'highest' ? Math.max : Math.min)(
    ...levels.filter((l) => large.includes(l.level)).map((l) => Number(l.percent)),
  );
  const { dir, first } = ORDER[order];
  const ints = (values: number[]) => `{${values.join(',')}}`;
  const smallSources = await db.execute<{ source: string; depth: number }>(sql`
    SELECT descendant_id AS source, depth FROM referral_paths
     WHERE ancestor_id = ${viewer}::uuid AND depth = ANY(${ints(small)}::int[])`);
  for (let k = 2000; ; k *= 4) {
    // Every level small: nothing to walk.
    const walked =
      large.length === 0
        ? { rows: [] as { cycle: number; source: string }[] }
        : await db.execute<{ cycle: number; source: string }>(sql`
            SELECT cycle, user_id AS source FROM bench_compact.inputs
             ORDER BY amount ${dir}, cycle ${dir}, user_id ${dir} LIMIT ${k}`);
    const walkedIds = [...new Set(walked.rows.map((r) => r.source))];
    const inNetwork = await db.execute<{ source: string; depth: number }>(sql`
      SELECT descendant_id AS source, depth FROM referral_paths
       WHERE ancestor_id = ${viewer}::uuid AND descendant_id = ANY(${`{${walkedIds.join(',')}}`}::uuid[])
         AND depth = ANY(${ints(large)}::int[])`);
    const depthOf = new Map(inNetwork.rows.map((r) => [r.source, r.depth]));
    const found = walked.rows.filter((r) => depthOf.has(r.source));
    const result = await db.execute<{ cycle: number; source: string; reward: string; last: string }>(sql`
      WITH candidates AS (
        SELECT i.cycle, c.source, c.depth, i.amount
          FROM unnest(${`{${smallSources.rows.map((r) => r.source).join(',')}}`}::uuid[],
                      ${ints(smallSources.rows.map((r) => r.depth))}::int[]) AS c(source, depth)
          JOIN bench_compact.inputs i ON i.user_id = c.source
        UNION ALL
        SELECT i.cycle, i.user_id, c.depth, i.amount
          FROM unnest(${ints(found.map((r) => r.cycle))}::int[], ${`{${found.map((r) => r.source).join(',')}}`}::uuid[],
                      ${ints(found.map((r) => depthOf.get(r.source) ?? 0))}::int[]) AS c(cycle, source, depth)
          JOIN bench_compact.inputs i ON i.user_id = c.source AND i.cycle = c.cycle
      )
      SELECT c.cycle, c.source, (${rewardAmountSql(sql`c.amount`, sql`rates.percent`)})::text AS reward,
             (SELECT ${order === 'highest' ? sql`min` : sql`max`}(amount)::text FROM bench_compact.inputs
               WHERE (cycle, user_id) = (${walked.rows.at(-1)?.cycle ?? 0}::int, ${walked.rows.at(-1)?.source ?? viewer}::uuid)) AS last
        FROM candidates c JOIN ${ratesSql(levels)} ON rates.level = c.depth
        -- The viewer earned at that level in that cycle (its level sum row).
        JOIN bench_compact.level_sums ls ON ls.user_id = ${viewer}::uuid AND ls.cycle = c.cycle AND ls.level = c.depth
       ORDER BY ${rewardAmountSql(sql`c.amount`, sql`rates.percent`)} ${dir}, c.cycle ${dir}, c.source ${dir} LIMIT 10`);
    const page = result.rows;
    const tail = page.at(-1);
    if (!tail || walked.rows.length < k) return { page, walked: walked.rows.length };
    const bound = Math.trunc(Number(tail.last) * bestRate * 1e6) / 1e8; // trunc(last × rate / 100, 8)
    if (page.length === 10 && first(Number(tail.reward), bound)) return { page, walked: k };
  }
}

/** The same page from every derived row of the viewer (the check of `amountPage`). */
async function amountPageFromEveryRow(db: Db, viewer: string, levels: Levels, order: Order) {
  const rates = ratesSql(levels);
  const amount = rewardAmountSql(sql`i.amount`, sql`rates.percent`);
  const { dir } = ORDER[order];
  const result = await db.execute<{ cycle: number; source: string; reward: string }>(sql`
    SELECT i.cycle, p.descendant_id AS source, (${amount})::text AS reward
      FROM referral_paths p JOIN ${rates} ON rates.level = p.depth
      JOIN bench_compact.inputs i ON i.user_id = p.descendant_id
      JOIN bench_compact.level_sums ls ON ls.user_id = ${viewer}::uuid AND ls.cycle = i.cycle AND ls.level = p.depth
     WHERE p.ancestor_id = ${viewer}::uuid
     ORDER BY ${amount} ${dir}, i.cycle ${dir}, p.descendant_id ${dir} LIMIT 10`);
  return result.rows;
}

/** The viewer's levels with at most SMALL_LEVEL members (read whole by `amountPage`). */
async function smallLevels(db: Db, viewer: string) {
  const perLevel = await db.execute<{ depth: number; members: number }>(sql`
    SELECT depth, sum(members)::int AS members FROM referral_network_counts WHERE ancestor_id = ${viewer}::uuid GROUP BY depth`);
  const large = new Set(perLevel.rows.filter((r) => r.members > SMALL_LEVEL).map((r) => r.depth));
  return Array.from({ length: MAX_LEVEL }, (_, k) => k + 1).filter((level) => !large.has(level));
}

/** The spec's reads of one member, from the compact store. */
async function compactReads(db: Db, levels: Levels, runs: number) {
  const viewer = (await benchmarkMember(db)).id;
  const rates = ratesSql(levels);
  const amount = rewardAmountSql(sql`i.amount`, sql`rates.percent`);
  const newest = (await one<{ n: number }>(db, sql`SELECT max(cycle) AS n FROM bench_compact.inputs`)).n;
  const small = await smallLevels(db, viewer);
  const timings: Timing[] = [];
  const run = async (label: string, read: () => Promise<unknown>) => {
    timings.push(await time(label, runs, read));
  };
  await run('history/tree: counts and sums per level, all cycles', () =>
    db.execute(sql`SELECT level, sum(rewards), sum(amount) FROM bench_compact.level_sums
                    WHERE user_id = ${viewer}::uuid GROUP BY level`),
  );
  await run('reward list page 1, newest', () =>
    db.execute(sql`SELECT i.cycle, p.descendant_id, p.depth, i.amount, ${amount} AS reward
                     FROM referral_paths p JOIN ${rates} ON rates.level = p.depth
                     JOIN bench_compact.inputs i ON i.cycle = ${newest} AND i.user_id = p.descendant_id
                    WHERE p.ancestor_id = ${viewer}::uuid
                    ORDER BY p.descendant_id DESC LIMIT 10`),
  );
  const checks: string[] = [];
  for (const order of ['highest', 'lowest'] as const) {
    const walk = await amountPage(db, viewer, levels, order, small);
    const every = await amountPageFromEveryRow(db, viewer, levels, order);
    checks.push(
      `${order}: walked ${walk.walked.toLocaleString('en')} inputs, page ${JSON.stringify(walk.page.map((r) => [r.cycle, r.source, r.reward])) === JSON.stringify(every.map((r) => [r.cycle, r.source, r.reward])) ? 'equal to' : 'DIFFERENT from'} every row's`,
    );
    await run(`reward list page 1, ${order} (walk)`, () => amountPage(db, viewer, levels, order, small));
    await run(`reward list page 1, ${order} (every row)`, () =>
      amountPageFromEveryRow(db, viewer, levels, order),
    );
  }
  await run("tree: 1,600 nodes' earnings, all cycles", () =>
    db.execute(sql`
      WITH nodes AS (
        SELECT p.descendant_id, p.depth FROM referral_paths p WHERE p.ancestor_id = ${viewer}::uuid
         ORDER BY p.depth, p.descendant_id LIMIT 1600)
      SELECT p.descendant_id, sum(${amount}) AS earned
        FROM nodes p JOIN ${rates} ON rates.level = p.depth
        JOIN bench_compact.inputs i ON i.user_id = p.descendant_id
        JOIN bench_compact.level_sums ls ON ls.user_id = ${viewer}::uuid AND ls.cycle = i.cycle AND ls.level = p.depth
       GROUP BY p.descendant_id`),
  );
  // The tree's deepest carried level (ADR 0026: level 9 for the bench member): what the viewer
  // earned below each of its nodes, from the node sums at the rate of the viewer's level.
  const treeLevel = 9;
  const treeNodes = await db.execute<{ id: string }>(sql`
    SELECT descendant_id AS id FROM referral_paths WHERE ancestor_id = ${viewer}::uuid AND depth = ${treeLevel}`);
  const ids = `{${treeNodes.rows.map((r) => r.id).join(',')}}`;
  await run(`tree: earnings below the ${treeNodes.rows.length} nodes of level ${treeLevel}, all cycles`, () =>
    db.execute(sql`
      SELECT s.node, sum(${rateOfLevel(levels, sql`${treeLevel}::int + s.depth`)}) AS below
        FROM bench_compact.node_sums s
        JOIN bench_compact.level_sums ls ON ls.user_id = ${viewer}::uuid AND ls.cycle = s.cycle
         AND ls.level = ${treeLevel}::int + s.depth
       WHERE s.node = ANY(${ids}::uuid[]) AND s.depth <= ${MAX_LEVEL - treeLevel}
       GROUP BY s.node`),
  );
  return { timings, checks, small };
}

function printReads(reads: Awaited<ReturnType<typeof compactReads>>) {
  console.log(`reads from the compact store (load ${load()}; levels read whole: ${reads.small.join(', ')}):`);
  printTimings(reads.timings);
  for (const check of reads.checks) console.log(`  ${check}`);
}

/**
 * The risks ADR 0027 left to measure before building the compact store:
 * - the walk (highest and lowest pages) for members of other network sizes than the bench
 *   member's: a smaller network is a smaller share of the inputs the walk goes through;
 * - the admin rewards list with a search, page 1 by time and its statistics (count and sum),
 *   derived across every cycle: the matching members' own rewards and the rewards their inputs
 *   gave their uplines; beside it the product's list on the materialised cycles in place;
 * - an export streaming derived rows of one cycle in the admin list's order (cycle, recipient,
 *   source), rows per second through a cursor, beside the materialised cycle table's.
 */
async function compactRisks(db: Db, levels: Levels, runs: number) {
  const timings: Timing[] = [];
  const checks: string[] = [];
  const note = (line: string) => {
    console.log(`  ${line}`);
    checks.push(line);
  };
  // Some of these reads take seconds: at most 10 runs each.
  // Printed as they come: a long run keeps what it measured.
  const run = async (label: string, read: () => Promise<unknown>, note?: string) => {
    const timing = await time(label, Math.min(runs, 10), read, note);
    printTimings([timing]);
    timings.push(timing);
  };

  // 1. The walk for members with about 1,500, 5,000, 20,000 and 50,000 people, who earned in the
  // newest cycle (a member who earns nothing has an empty page at once).
  const sizes = await db.execute<{ id: string; members: number }>(sql`
    WITH totals AS (
      SELECT ancestor_id AS id, sum(members)::int AS members FROM referral_network_counts GROUP BY ancestor_id),
    earning AS (
      SELECT DISTINCT user_id AS id FROM bench_compact.level_sums
       WHERE cycle = (SELECT max(cycle) FROM bench_compact.level_sums))
    SELECT DISTINCT ON (target) id, members
      FROM totals JOIN earning USING (id), unnest('{1500,5000,20000,50000}'::int[]) target
     ORDER BY target, abs(members - target)`);
  for (const { id, members } of sizes.rows) {
    const small = await smallLevels(db, id);
    for (const order of ['highest', 'lowest'] as const) {
      const walk = await amountPage(db, id, levels, order, small);
      const every = await amountPageFromEveryRow(db, id, levels, order);
      const same =
        JSON.stringify(walk.page.map((r) => [r.cycle, r.source, r.reward])) ===
        JSON.stringify(every.map((r) => [r.cycle, r.source, r.reward]));
      note(
        `${members.toLocaleString('en')} people, ${order}: levels read whole ${small.length}, walked ${walk.walked.toLocaleString('en')} inputs, page ${same ? 'equal to' : 'DIFFERENT from'} every row's`,
      );
      await run(`walk, ${members.toLocaleString('en')} people, ${order}`, () =>
        amountPage(db, id, levels, order, small),
      );
      await run(`every row, ${members.toLocaleString('en')} people, ${order}`, () =>
        amountPageFromEveryRow(db, id, levels, order),
      );
    }
  }

  // 2. The admin rewards list searched: 'member12345' matches 11 members, 'member1234' 111,
  // 'member123' 1,111 (the seed's e-mails are member<n>@bench.example). The time grows with the
  // rewards derived, about 12 µs each (4.6 s for the 392,892 of 'member123' in the first run), so
  // 'member12' (11,111 members, ~4M rewards) is left out.
  const rates = ratesSql(levels);
  for (const term of ['member12345', 'member1234', 'member123']) {
    const matching = async () =>
      `{${(
        await db.execute<{ id: string }>(
          sql`SELECT id FROM users WHERE ${userSearchText} ILIKE ${containsPattern(term)}`,
        )
      ).rows
        .map((r) => r.id)
        .join(',')}}`;
    // Every derived reward of the matching members as recipient or as source (once if both).
    const derived = (ids: string) => sql`
      SELECT ls.cycle, ls.user_id AS recipient, p.descendant_id AS source, ls.level,
             ${rewardAmountSql(sql`i.amount`, sql`rates.percent`)} AS reward
        FROM bench_compact.level_sums ls
        JOIN referral_paths p ON p.ancestor_id = ls.user_id AND p.depth = ls.level
        JOIN bench_compact.inputs i ON i.user_id = p.descendant_id AND i.cycle = ls.cycle
        JOIN ${rates} ON rates.level = ls.level
       WHERE ls.user_id = ANY(${ids}::uuid[]) AND ls.status <> 'FORFEITED'
      UNION ALL
      SELECT i.cycle, p.ancestor_id, i.user_id, p.depth, ${rewardAmountSql(sql`i.amount`, sql`rates.percent`)}
        FROM bench_compact.inputs i
        JOIN referral_paths p ON p.descendant_id = i.user_id AND p.depth <= ${MAX_LEVEL}
        JOIN ${rates} ON rates.level = p.depth
        JOIN bench_compact.level_sums ls ON ls.user_id = p.ancestor_id AND ls.cycle = i.cycle AND ls.level = p.depth
       WHERE i.user_id = ANY(${ids}::uuid[]) AND ls.status <> 'FORFEITED'
         AND p.ancestor_id <> ALL(${ids}::uuid[])`;
    let figures = '';
    await run(`admin search '${term}': page 1 by time + statistics`, async () => {
      const ids = await matching();
      const [page, stats] = await Promise.all([
        db.execute(sql`SELECT * FROM (${derived(ids)}) d ORDER BY cycle DESC, recipient, source LIMIT 20`),
        db.execute<{ n: string; total: string }>(
          sql`SELECT count(*) AS n, coalesce(sum(reward), 0)::text AS total FROM (${derived(ids)}) d`,
        ),
      ]);
      figures = `${ids.split(',').length} members, ${Number(stats.rows[0]?.n).toLocaleString('en')} rewards in 12 cycles, page ${page.rows.length}`;
    });
    note(`admin search '${term}' (compact): ${figures}`);
    let materialised = '';
    await run(`admin search '${term}': the product, materialised cycles in place`, async () => {
      const answer = await listAdminRewards(db, { page: 1, limit: 20, sort: '-createdAt', search: term });
      materialised = `${answer.pagination.totalRecords.toLocaleString('en')} rewards`;
    });
    note(`admin search '${term}' (the product, materialised cycles in place): ${materialised}`);
  }

  // 3. An export's rows per second: 1M derived rows of the newest cycle in the admin list's
  // order, and 1M rows of the newest materialised cycle table, each through a cursor.
  const newest = (await one<{ n: number }>(db, sql`SELECT max(cycle) AS n FROM bench_compact.inputs`)).n;
  const table = (await one<{ n: number }>(db, sql`SELECT max(number) AS n FROM cycles WHERE status = 'PAID'`))
    .n;
  const streams = {
    compact: sql`
      SELECT ls.user_id, p.descendant_id, ls.level, ${rewardAmountSql(sql`i.amount`, sql`rates.percent`)} AS reward
        FROM bench_compact.level_sums ls
        JOIN referral_paths p ON p.ancestor_id = ls.user_id AND p.depth = ls.level
        JOIN bench_compact.inputs i ON i.user_id = p.descendant_id AND i.cycle = ls.cycle
        JOIN ${rates} ON rates.level = ls.level
       WHERE ls.cycle = ${newest} AND ls.status <> 'FORFEITED'
       ORDER BY ls.user_id, p.descendant_id`,
    materialised: sql`SELECT * FROM ${sql.identifier(`rewards_cycle_${table}`)} ORDER BY id DESC`,
  };
  for (const [name, query] of Object.entries(streams)) {
    const rows = 1_000_000;
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`DECLARE export NO SCROLL CURSOR FOR ${query}`);
      for (let read = 0; read < rows;) {
        const batch = await tx.execute(sql`FETCH 10000 FROM export`);
        if (batch.rows.length === 0) break;
        read += batch.rows.length;
      }
    });
    const s = (performance.now() - started) / 1000;
    note(
      `export stream, ${name}: ${rows.toLocaleString('en')} rows in ${s.toFixed(1)} s, ${Math.round(rows / s).toLocaleString('en')} rows/s (load ${load()})`,
    );
  }
  return { timings, checks };
}

function printRisks(risks: Awaited<ReturnType<typeof compactRisks>>) {
  console.log(`\nADR 0027's risks (load ${load()}):`);
  printTimings(risks.timings);
  for (const check of risks.checks) console.log(`  ${check}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * ADR 0031: each of the last `cycles` PAID cycles' derived DOWNLINE rewards against its table, row
 * for row (`derivedRewardsDrift`), and the time to derive them (a count over the derivation) beside
 * the time to read the table's rows.
 */
async function derivedAgainstTables(db: Db, cycles: number) {
  const paid = await db.execute<{ number: number }>(
    sql`SELECT number FROM cycles WHERE status = 'PAID' ORDER BY number DESC LIMIT ${cycles}`,
  );
  for (const { number } of paid.rows.reverse()) {
    let at = performance.now();
    const table = await one<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM rewards WHERE type = 'DOWNLINE' AND cycle = ${number}::int`,
    );
    const tableSeconds = seconds(at);
    at = performance.now();
    const derived = await one<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${derivedDownlineRewardsSql({ cycle: number })}) d`,
    );
    const derivedSeconds = seconds(at);
    at = performance.now();
    const drift = await derivedRewardsDrift(db, number);
    console.log(
      `cycle ${number}: ${table.n.toLocaleString('en')} rewards in its table (counted in ${tableSeconds} s), ` +
        `${derived.n.toLocaleString('en')} derived (${derivedSeconds} s); ${drift.length} differ ` +
        `(compared in ${seconds(at)} s, load ${load()})`,
    );
  }
}
