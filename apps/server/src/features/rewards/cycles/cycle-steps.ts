import { type AlreadyPaidRow, normalizeDecimal } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../infra/db/client';
import { earnsForPeriodSql, rewardStatusSql, sourceRefusalSql } from '../eligibility';
import type { LevelRate } from '../maths/reward-amount';
import { ratesSql, rewardAmountSql } from '../rates-sql';
import type { AcceptedRow } from './cycle-rows';
import { type CyclePeriod, periodSpan } from './cycle-period';

/**
 * The steps a cycle's rows go through inside one transaction, shared by the paying run
 * (pay-cycle.ts) and the preview (preview-cycle.ts), so that what the admin confirms is what is
 * paid: stage the rows, find the rows already paid for the period's days, resolve UIDs to members,
 * and keep the uplines who earn (the rewards themselves are rolled up in roll-up-rewards.ts).
 */

/** The report lists at most this many unknown UIDs, rejected and already-paid rows each; counts stay exact. */
export const REPORT_LIST_LIMIT = 1000;
const STAGING_CHUNK = 50_000;

/** Accepted rows into a temporary table `cycle_rows`, in chunks (one array parameter per column). */
export async function stageRows(
  tx: Tx,
  rows: readonly AcceptedRow[],
  onChunk: (staged: number) => Promise<void> = async () => {},
) {
  await tx.execute(
    sql`CREATE TEMP TABLE cycle_rows (line int NOT NULL, uid text NOT NULL, amount numeric(38, 18) NOT NULL) ON COMMIT DROP`,
  );
  for (let start = 0; start < rows.length; start += STAGING_CHUNK) {
    const chunk = rows.slice(start, start + STAGING_CHUNK);
    await tx.execute(sql`
      INSERT INTO cycle_rows (line, uid, amount)
      SELECT * FROM unnest(${sql.param(chunk.map((r) => r.line))}::int[], ${sql.param(chunk.map((r) => r.uid))}::text[],
                           ${sql.param(chunk.map((r) => r.amount))}::numeric[])`);
    await onChunk(Math.min(rows.length, start + STAGING_CHUNK));
  }
  // Temporary tables get no automatic statistics: the planner needs their size for the joins.
  await tx.execute(sql`ANALYZE cycle_rows`);
}

/** PAID cycles whose days overlap the period (usually none: then no row needs comparing). */
export async function overlappingCycles(db: DbOrTx, period: CyclePeriod) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM cycles WHERE status = 'PAID'
       AND period_start <= ${period.end}::date AND period_end >= ${period.start}::date`);
  return result.rows.map((r) => r.id);
}

/**
 * Staged rows whose UID an earlier PAID cycle paid for some of the period's days, into a
 * temporary table `cycle_already_paid` (one row per earlier cycle, with the shared days).
 */
export async function findAlreadyPaid(tx: Tx, period: CyclePeriod) {
  await tx.execute(sql`
    CREATE TEMP TABLE cycle_already_paid ON COMMIT DROP AS
    SELECT r.line, r.uid, c.number AS cycle,
           to_char(greatest(c.period_start, ${period.start}::date), 'YYYY-MM-DD') AS "from",
           to_char(least(c.period_end, ${period.end}::date), 'YYYY-MM-DD') AS "to"
      FROM cycles c
      JOIN cycle_inputs ci ON ci.cycle_id = c.id
      JOIN cycle_rows r ON r.uid = ci.uid
     WHERE c.status = 'PAID' AND c.period_start <= ${period.end}::date AND c.period_end >= ${period.start}::date`);
  const listed = await tx.execute<AlreadyPaidRow>(sql`
    SELECT line, uid, cycle, "from", "to" FROM cycle_already_paid ORDER BY line, cycle LIMIT ${REPORT_LIST_LIMIT}`);
  const [counted] = (
    await tx.execute<{ n: string }>(sql`SELECT count(DISTINCT line) AS n FROM cycle_already_paid`)
  ).rows;
  return {
    count: Number(counted?.n ?? 0),
    rows: listed.rows.map(({ line, uid, cycle, from, to }) => ({ line, uid, cycle, from, to })),
  };
}

/**
 * The members of the staged UIDs into `inputs` (cycle_inputs, or a preview's temporary copy)
 * under `cycleId`, leaving out the rows already paid for these days; unknown UIDs and refused
 * members (who did not qualify during the period) are returned for the report. Each row's member
 * and refusal are found once, set-based, into a temporary table `cycle_sources` that the insert
 * and both reports read.
 */
export async function resolveSources(tx: Tx, inputs: SQL, cycleId: string, period: CyclePeriod) {
  await tx.execute(sql`
    CREATE TEMP TABLE cycle_sources ON COMMIT DROP AS
    SELECT r.line, r.uid, r.amount, u.id AS user_id,
           CASE WHEN u.id IS NOT NULL THEN ${sourceRefusalSql('u', periodSpan(period))} END AS reason
      FROM cycle_rows r LEFT JOIN users u ON u.bingx_uid = r.uid`);
  await tx.execute(sql`ANALYZE cycle_sources`);
  const inserted = await tx.execute(sql`
    INSERT INTO ${inputs} (cycle_id, user_id, line, uid, amount)
    SELECT ${cycleId}::uuid, s.user_id, s.line, s.uid, s.amount
      FROM cycle_sources s
     WHERE s.user_id IS NOT NULL AND s.reason IS NULL
       AND NOT EXISTS (SELECT 1 FROM cycle_already_paid a WHERE a.line = s.line)
     ORDER BY s.user_id`);
  await tx.execute(sql`ANALYZE ${inputs}`);
  const unknown = await tx.execute<{ line: number; uid: string; total: string }>(sql`
    SELECT line, uid, count(*) OVER () AS total FROM cycle_sources WHERE user_id IS NULL
     ORDER BY line LIMIT ${REPORT_LIST_LIMIT}`);
  const refused = await tx.execute<{ line: number; reason: string; total: string }>(sql`
    SELECT line, reason, count(*) OVER () AS total FROM cycle_sources WHERE reason IS NOT NULL
     ORDER BY line LIMIT ${REPORT_LIST_LIMIT}`);
  const [master] = (
    await tx.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ${inputs} WHERE cycle_id = ${cycleId}::uuid`,
    )
  ).rows;
  return {
    paidRows: inserted.rowCount ?? 0,
    unknown: unknown.rows.map((r) => ({ line: r.line, uid: r.uid })),
    unknownCount: Number(unknown.rows[0]?.total ?? 0),
    refused: refused.rows.map((r) => ({ line: r.line, reason: r.reason })),
    refusedCount: Number(refused.rows[0]?.total ?? 0),
    totalMaster: normalizeDecimal(master?.total ?? '0'),
  };
}

/**
 * The groups of roll-up-rewards.ts (one row per upline and level) of the uplines who earn for the
 * cycle's period (eligibility.ts), with their status (LOCKED where the upline's compliance is not
 * confirmed since `checkedSince`): (user_id, level, status, rewards, reward_amount, master_amount,
 * max_reward_amount, min_reward_amount). What the cycle pays and folds into the summaries, and
 * what the preview shows.
 */
export function earnedGroupsSql(input: {
  groups: SQL;
  levels: readonly LevelRate[];
  period: CyclePeriod;
  checkedSince: Date;
}): SQL {
  return sql`
    SELECT g.user_id, g.level::smallint AS level, ${rewardStatusSql('u', 'c', input.checkedSince)} AS status,
           g.rewards, g.reward_amount, g.master_amount,
           ${rewardAmountSql(sql`g.max_master`, sql`rates.percent`)} AS max_reward_amount,
           ${rewardAmountSql(sql`g.min_master`, sql`rates.percent`)} AS min_reward_amount
      FROM ${input.groups} g
      JOIN ${ratesSql(input.levels)} ON rates.level = g.level
      JOIN users u ON u.id = g.user_id
      LEFT JOIN member_compliance c ON c.user_id = u.id
     WHERE ${earnsForPeriodSql('u', periodSpan(input.period))}`;
}

/** Runs `work` in a transaction that is always rolled back (temporary tables and all); returns its result. */
export async function inRolledBackTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const rollback = new RolledBack<T>();
  try {
    await db.transaction(async (tx) => {
      rollback.result = await work(tx);
      throw rollback;
    });
  } catch (err) {
    if (err === rollback) return rollback.result as T;
    throw err;
  }
  throw new Error('unreachable: the transaction was not rolled back');
}

class RolledBack<T> extends Error {
  result: T | undefined;
  constructor() {
    super('rolled back on purpose');
  }
}
