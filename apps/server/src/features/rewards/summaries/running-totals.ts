import { MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../infra/db/client';
import type { JobLog, JobSpec } from '../../../infra/jobs/start-job';
import { downlineCyclesPaidSql } from '../queries/downline-cycles-paid';
import { rewardAmountSql } from '../rates-sql';

/*
 * Running totals across cycles for the tree (running-totals.tables.ts, ADR 0030). A job folds each
 * PAID DOWNLINE cycle into them after the cycle commits, one transaction per cycle that also
 * records the cycle as folded; the tree reads the totals and corrects them per cycle
 * (`earningCyclesSql`). Sums of truncated rewards add exactly, so the totals are exact.
 */

const LEVELS = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);

/** Two totals arrays added level by level (the row in place `t`, the cycle's `excluded`). */
const ADD_CYCLE = sql`ARRAY(SELECT a + b FROM unnest(t.amounts, excluded.amounts) WITH ORDINALITY AS x (a, b, k) ORDER BY k)`;

/**
 * Folds one cycle into the totals, inside `tx`. The cycle's row in `reward_running_folds` is
 * written first: a second fold of the same cycle (another instance, a re-run) waits for the first
 * to commit, then finds the row and folds nothing. False when it was folded already.
 */
export async function foldCycleIntoRunningTotals(tx: Tx, cycle: { id: string; number: number }) {
  const claimed = await tx.execute(sql`
    INSERT INTO reward_running_folds (cycle) VALUES (${cycle.number}::int) ON CONFLICT DO NOTHING RETURNING cycle`);
  if (!claimed.rowCount) return false;
  const rates = await tx.execute<{ level: number; percent: string; rate_index: number }>(sql`
    SELECT level, percent::text AS percent, rate_index FROM reward_cycle_rates WHERE cycle = ${cycle.number}::int`);
  const levelRate = new Map(rates.rows.map((r) => [r.level, r.rate_index]));
  const distinct = [...new Map(rates.rows.map((r) => [r.rate_index, r.percent]))];
  if (distinct.length === 0) return true; // paid no level: adds nothing
  // A level the cycle did not pay adds 0; the others the sum at the rate it paid them.
  const perLevel = (atRate: (rateIndex: number) => SQL) =>
    sql`ARRAY[${sql.join(
      LEVELS.map((level) => {
        const index = levelRate.get(level);
        return index === undefined ? sql`0` : atRate(index);
      }),
      sql`, `,
    )}]::numeric(38, 18)[]`;
  const rateColumn = (index: number) => sql.raw(`rate_${index}`);
  await tx.execute(sql`
    INSERT INTO reward_running_own AS t (member_id, amounts)
    SELECT user_id, ${perLevel(rateColumn)}
      FROM (SELECT user_id, ${sql.join(
        distinct.map(
          ([index, percent]) =>
            sql`sum(${rewardAmountSql(sql`amount`, sql`${percent}::numeric`)}) AS ${rateColumn(index)}`,
        ),
        sql`, `,
      )}
              FROM cycle_inputs WHERE cycle_id = ${cycle.id}::uuid GROUP BY user_id) s
    ON CONFLICT (member_id) DO UPDATE SET amounts = ${ADD_CYCLE}`);
  await tx.execute(sql`
    INSERT INTO reward_running_below AS t (member_id, depth, amounts)
    SELECT member_id, depth, ${perLevel((index) => sql.raw(`amounts[${index}]`))}
      FROM reward_node_sums WHERE cycle = ${cycle.number}::int
    ON CONFLICT (member_id, depth) DO UPDATE SET amounts = ${ADD_CYCLE}`);
  return true;
}

/** PAID cycles with a schedule (DOWNLINE, some level paid) not folded yet, oldest first. */
async function cyclesToFold(db: Db) {
  const result = await db.execute<{ id: string; number: number }>(sql`
    SELECT c.id, c.number FROM cycles c
     WHERE c.status = 'PAID'
       AND EXISTS (SELECT 1 FROM reward_cycle_rates r WHERE r.cycle = c.number)
       AND NOT EXISTS (SELECT 1 FROM reward_running_folds f WHERE f.cycle = c.number)
     ORDER BY c.number`);
  return result.rows;
}

/**
 * Folds every cycle not folded yet, one transaction each, each followed by a VACUUM of the
 * totals (36-45 s per 1M-member cycle here, both together): a fold rewrites most of their rows,
 * and the next fold then reuses that space instead of growing the tables, while the tree's reads
 * stay in their indexes. Returns the cycles folded; `folded` hears of each as it commits.
 */
export async function foldPendingCycles(
  db: Db,
  options: { signal?: AbortSignal; folded?: (cycle: number) => void } = {},
): Promise<number[]> {
  const folded: number[] = [];
  for (const cycle of await cyclesToFold(db)) {
    if (options.signal?.aborted) break;
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      return foldCycleIntoRunningTotals(tx, cycle);
    });
    if (!done) continue;
    await db.execute(sql`VACUUM (ANALYZE) reward_running_own, reward_running_below`);
    folded.push(cycle.number);
    options.folded?.(cycle.number);
  }
  return folded;
}

/**
 * The fold job: one instance at a time; each cycle import wakes it when the cycle ends, and the
 * interval catches cycles paid elsewhere (the command line) or left by a restart.
 */
export function runningTotalsJob(options: { db: Db; log: JobLog; intervalMs?: number }): JobSpec {
  return {
    name: 'rewards-running-totals',
    intervalMs: options.intervalMs ?? 5 * 60_000,
    singleInstance: { db: options.db },
    log: options.log,
    run: async ({ signal }) => {
      await foldPendingCycles(options.db, { signal });
    },
  };
}

/**
 * CTEs (for a WITH list) that say which cycles a read of `viewerId`'s tree earnings takes one by
 * one, `cycles_read (id, number, sign)`, and whether it adds the running totals,
 * `totals (used)`. The viewer earned in the cycles of `downlineCyclesPaidSql` (forfeited ones
 * left out). With the totals (everything folded) the read adds the cycles earned in but not folded
 * (+1) and takes off those folded but not earned in (-1): the viewer missed them, or they were
 * forfeited. The totals are used when that corrects fewer cycles than reading every earned cycle.
 */
export const earningCyclesSql = (viewerId: string): SQL => sql`
    earned_in AS MATERIALIZED (${downlineCyclesPaidSql(viewerId, { forfeited: 'left out' })}
    ), folded AS MATERIALIZED (
      SELECT c.id, c.number FROM reward_running_folds f JOIN cycles c ON c.number = f.cycle
    ), totals AS MATERIALIZED (
      SELECT EXISTS (SELECT 1 FROM folded)
         AND (SELECT count(*) FROM (SELECT number FROM earned_in EXCEPT SELECT number FROM folded) added)
           + (SELECT count(*) FROM (SELECT number FROM folded EXCEPT SELECT number FROM earned_in) taken)
           < (SELECT count(*) FROM earned_in) AS used
    ), cycles_read AS MATERIALIZED (
      SELECT e.id, e.number, 1 AS sign FROM earned_in e
       WHERE NOT (SELECT used FROM totals) OR e.number NOT IN (SELECT number FROM folded)
      UNION ALL
      SELECT f.id, f.number, -1 FROM folded f
       WHERE (SELECT used FROM totals) AND f.number NOT IN (SELECT number FROM earned_in)
    )`;
