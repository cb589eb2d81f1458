// Issue 16, the tree's first load after a year of cycles: running totals across cycles, measured
// beside the figures the tree reads (ADR 0030's prototype, in its own schema `bench_totals`; no
// product code reads it). Since ADR 0030 was built, the product's reads use its own running totals
// once the fold job has run (`npm run bench` folds first): run this on a database not folded yet
// to compare with reading every cycle one by one.
//
// The tree derives a node's own earnings from every earned cycle's input (ADR 0029) and the
// earnings below it from every cycle's node sums (ADR 0028): both grow by one row per node and
// cycle. A running total per member (own inputs at each of the schedule's rates, summed over every
// paid cycle) and per (member, depth) (the node sums, summed over every cycle) is exact for a viewer
// who earned in every paid cycle at one schedule: sums of truncated rewards add exactly. This
// script builds both from cycles 1..N-1, times adding cycle N to them as a cycle would, then times
// the tree's two reads both ways for the bench member and checks that they agree node by node.
//   node --import tsx scripts/bench-running-totals.ts --data-dir <1M seed with 12 cycles> [--runs 25]
import { parseArgs } from 'node:util';
import { compareDecimal, MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { earnedBelowEach, earnedFromEach } from '../src/features/network/viewer-earnings';
import { readKeptDepthCounts } from '../src/features/network/tree-statistics';
import { treeLevelsWithinBudget } from '../src/features/network/tree-levels';
import { readTreeNodes } from '../src/features/network/tree-nodes';
import { withoutParallelWorkers } from '../src/features/network/serial-reads';
import { downlineCyclesPaidSql, rewardAmountSql } from '../src/features/rewards';
import { type Db, SNAPSHOT } from '../src/infra/db/client';
import { openBenchDatabase } from './bench-database';
import { benchmarkMember, machineLoad } from './bench-network';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '25' } },
});
const runs = Number(values.runs);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(2)} s (load ${machineLoad()})`);
  return result;
}

const bytes = async (db: Db, tables: string[]) =>
  Number(
    (
      await rows<{ b: string }>(
        db,
        sql`SELECT sum(pg_total_relation_size(t::regclass))::text AS b FROM unnest(${`{${tables.join(',')}}`}::text[]) t`,
      )
    )[0]?.b ?? 0,
  );

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

const database = await openBenchDatabase({ dataDir: values['data-dir'] });
const { db } = database.connection;
try {
  // One schedule for every cycle (the bench's): its distinct rates in rate_index order.
  const schedules = await rows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT (level, percent, rate_index))::int AS n FROM reward_cycle_rates`,
  );
  const rates = await rows<{ rate_index: number; percent: string }>(
    db,
    sql`SELECT DISTINCT rate_index, percent::text FROM reward_cycle_rates ORDER BY rate_index`,
  );
  const cycles = await rows<{ id: string; number: number }>(
    db,
    sql`SELECT id, number FROM cycles WHERE status = 'PAID' ORDER BY number`,
  );
  if (schedules[0]?.n !== MAX_LEVEL || cycles.length < 2) throw new Error('needs 2+ cycles at one schedule');
  const last = cycles.at(-1)!;
  const earlier = sql`${`{${cycles
    .slice(0, -1)
    .map((c) => c.id)
    .join(',')}}`}::uuid[]`;
  const earlierNumbers = sql`${`{${cycles
    .slice(0, -1)
    .map((c) => c.number)
    .join(',')}}`}::int[]`;
  console.log(`${cycles.length} cycles, ${rates.length} distinct rates; load ${machineLoad()}`);

  const ownRewards = sql.join(
    rates.map((r) => rewardAmountSql(sql`amount`, sql`${r.percent}::numeric`)),
    sql`, `,
  );
  const sumEach = sql.join(
    rates.map((r) => sql`sum(${sql.raw(`amounts[${r.rate_index}]`)})`),
    sql`, `,
  );
  const addArrays = sql`ARRAY(SELECT a + b FROM unnest(t.amounts, excluded.amounts) AS x (a, b))`;

  await db.execute(sql`DROP SCHEMA IF EXISTS bench_totals CASCADE`);
  await db.execute(sql`CREATE SCHEMA bench_totals`);
  await timed(`own totals from cycles 1-${cycles.length - 1} (the migration's backfill)`, async () => {
    await db.execute(sql`
      CREATE TABLE bench_totals.own_totals AS
      SELECT user_id AS member_id, ARRAY[${sql.join(
        rates.map((r) => sql`sum(${rewardAmountSql(sql`amount`, sql`${r.percent}::numeric`)})`),
        sql`, `,
      )}]::numeric(38, 18)[] AS amounts
        FROM cycle_inputs WHERE cycle_id = ANY(${earlier}) GROUP BY user_id`);
    await db.execute(sql`ALTER TABLE bench_totals.own_totals ADD PRIMARY KEY (member_id)`);
  });
  await timed(`node totals from cycles 1-${cycles.length - 1}`, async () => {
    await db.execute(sql`
      CREATE TABLE bench_totals.node_totals AS
      SELECT member_id, depth, ARRAY[${sumEach}]::numeric(38, 18)[] AS amounts
        FROM reward_node_sums WHERE cycle = ANY(${earlierNumbers}) GROUP BY member_id, depth`);
    await db.execute(sql`ALTER TABLE bench_totals.node_totals ADD PRIMARY KEY (member_id, depth)`);
  });
  await db.execute(sql`VACUUM ANALYZE bench_totals.own_totals`);
  await db.execute(sql`VACUUM ANALYZE bench_totals.node_totals`);
  const tables = ['bench_totals.own_totals', 'bench_totals.node_totals'];
  const before = await bytes(db, tables);
  console.log(`totals after ${cycles.length - 1} cycles: ${mb(before)}`);

  // What a cycle would add: its inputs and node sums folded into the totals, in one transaction.
  await timed(`cycle ${last.number} folded into the totals (one transaction)`, () =>
    db.transaction(async (tx) => {
      const own = await tx.execute(sql`
        INSERT INTO bench_totals.own_totals AS t (member_id, amounts)
        SELECT user_id, ARRAY[${ownRewards}]::numeric(38, 18)[] FROM cycle_inputs WHERE cycle_id = ${last.id}::uuid
        ON CONFLICT (member_id) DO UPDATE SET amounts = ${addArrays}`);
      const nodes = await tx.execute(sql`
        INSERT INTO bench_totals.node_totals AS t (member_id, depth, amounts)
        SELECT member_id, depth, amounts FROM reward_node_sums WHERE cycle = ${last.number}
        ON CONFLICT (member_id, depth) DO UPDATE SET amounts = ${addArrays}`);
      console.log(`  ${own.rowCount} own rows, ${nodes.rowCount} node rows`);
    }),
  );
  const after = await bytes(db, tables);
  console.log(`storage added by the fold: ${mb(after - before)} before vacuum`);
  await timed('VACUUM of both', async () => {
    await db.execute(sql`VACUUM ANALYZE bench_totals.own_totals`);
    await db.execute(sql`VACUUM ANALYZE bench_totals.node_totals`);
  });

  // The tree's two reads for the bench member, both ways, interleaved.
  const member = await benchmarkMember(db);
  const viewerId = member.id;
  const earnedIn = await rows<{ id: string }>(db, downlineCyclesPaidSql(viewerId, { forfeited: 'left out' }));
  console.log(
    `bench member ${member.user_id}: earned in ${earnedIn.length} of ${cycles.length} cycles ` +
      '(the totals alone are exact only when it earned in all)',
  );
  if (earnedIn.length !== cycles.length) throw new Error('the member missed a cycle');
  const times: Record<string, number[]> = {};
  const clock = async <T>(name: string, run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    (times[name] ??= []).push(performance.now() - started);
    return result;
  };
  let differ = 0;
  let compared = 0;
  for (let round = 0; round < runs; round++) {
    await db.transaction(async (tx) => {
      await withoutParallelWorkers(tx);
      const counts = await readKeptDepthCounts(tx, viewerId);
      const carried = treeLevelsWithinBudget(counts, MAX_LEVEL);
      const nodes = await readTreeNodes(tx, viewerId, carried.depth, carried.nodeLimit, new Date());
      const levelOf = new Map(nodes.map((n) => [n.id, n.level]));
      const deepest = nodes.filter((n) => n.level === carried.depth).map((n) => n.id);
      const ids = sql`${`{${nodes.map((n) => n.id).join(',')}}`}::uuid[]`;
      const levels = sql`${`{${nodes.map((n) => n.level).join(',')}}`}::int[]`;
      const deepestIds = sql`${`{${deepest.join(',')}}`}::uuid[]`;
      // The viewer's DIRECT rewards from the nodes: materialised, read as the tree reads them today.
      const direct = (nodeIds: SQL) => sql`
        SELECT r.source_user_id AS id, r.reward_amount AS amount FROM ONLY rewards r
         WHERE r.user_id = ${viewerId}::uuid AND r.type = 'DIRECT' AND r.status <> 'FORFEITED'
           AND r.source_user_id = ANY(${nodeIds})`;
      const ownNow = await clock('own earnings, the product', () => earnedFromEach(tx, viewerId, levelOf));
      const ownTotals = await clock('own earnings, running totals', async () => {
        const result = await tx.execute<{ id: string; amount: string }>(sql`
          WITH own AS (
            -- The rate index of each level, from the last cycle (one schedule for all).
            SELECT n.id, o.amounts[r.rate_index] AS amount
              FROM unnest(${ids}, ${levels}) n (id, depth)
              JOIN bench_totals.own_totals o ON o.member_id = n.id
              JOIN reward_cycle_rates r ON r.cycle = ${last.number}::int AND r.level = n.depth
            UNION ALL ${direct(ids)}
          )
          SELECT id, sum(amount)::numeric(38, 18)::text AS amount FROM own GROUP BY id HAVING sum(amount) > 0`);
        return new Map(result.rows.map((r) => [r.id, r.amount]));
      });
      const belowNow = await clock('earnings below the deepest level, the product', () =>
        earnedBelowEach(tx, viewerId, deepest, carried.depth),
      );
      const belowTotals = await clock('earnings below the deepest level, running totals', async () => {
        const result = await tx.execute<{ id: string; amount: string }>(sql`
          WITH below AS (
            SELECT s.member_id AS id, s.amounts[r.rate_index] AS amount
              FROM bench_totals.node_totals s
              JOIN reward_cycle_rates r ON r.cycle = ${last.number}::int AND r.level = ${carried.depth}::int + s.depth
             WHERE s.member_id = ANY(${deepestIds}) AND s.depth <= ${MAX_LEVEL - carried.depth}::int
            UNION ALL
            SELECT p.ancestor_id, r.reward_amount
              FROM ONLY rewards r JOIN referral_paths p ON p.descendant_id = r.source_user_id
             WHERE r.user_id = ${viewerId}::uuid AND r.type = 'DIRECT' AND r.status <> 'FORFEITED'
               AND p.ancestor_id = ANY(${deepestIds}) AND p.depth <= ${MAX_LEVEL - carried.depth}::int
          )
          SELECT id, sum(amount)::text AS amount FROM below GROUP BY id HAVING sum(amount) > 0`);
        return new Map(result.rows.map((r) => [r.id, r.amount]));
      });
      if (round === 0) {
        console.log(`${nodes.length} nodes carried, ${deepest.length} at level ${carried.depth}`);
        for (const [now, totals] of [
          [ownNow, ownTotals],
          [belowNow, belowTotals],
        ] as const) {
          for (const id of new Set([...now.keys(), ...totals.keys()])) {
            compared++;
            if (compareDecimal(now.get(id) ?? '0', totals.get(id) ?? '0') !== 0) differ++;
          }
        }
      }
    }, SNAPSHOT);
  }
  console.log(`answers: ${differ} of ${compared} node figures differ`);
  console.log(`read (${runs} runs, load ${machineLoad()})`.padEnd(56), 'p50 ms   p95 ms');
  for (const [name, samples] of Object.entries(times)) {
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
    console.log(name.padEnd(56), at(0.5).toFixed(1).padStart(6), at(0.95).toFixed(1).padStart(8));
  }
} finally {
  await database.close();
}
