import { normalizeDecimal } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../infra/db/client';
import { readSetting } from '../../settings/settings.repository';
import { creditKindSql, earnsSql, rewardStatusSql, sourceRefusalSql } from '../eligibility';
import { payingLevels } from '../maths/schedule';
import { ratesSql, rewardAmountSql } from '../rates-sql';
import { createCycleTable, indexCycleTable } from './cycle-table';
import type { AcceptedRow, CheckedRows, RejectedRow } from './cycle-rows';
import type { CyclePhase } from './cycle-progress';
import { type CycleReport, type CycleRow, cycles } from './cycles.schema';

/** The report lists at most this many unknown UIDs and rejected rows each; counts stay exact. */
export const REPORT_LIST_LIMIT = 1000;
const STAGING_CHUNK = 50_000;

export interface PayCycleInput {
  cycle: CycleRow;
  checked: CheckedRows;
  now: Date;
  /** Called between phases (and staging chunks); written outside this transaction. */
  progress: (phase: CyclePhase, processedRows: number) => Promise<void>;
}

/**
 * The cycle's one transaction: stage the accepted rows, resolve UIDs to members (unknown and
 * refused ones go to the report with their lines), then pay every upline at levels 1-15 of every
 * member with ONE set-based INSERT ... SELECT over the closure table into the cycle's own table,
 * and credit (or lock) each recipient's sum on the ledger in the same statement. Either all of it commits with the cycle
 * COMPLETED, or none of it does.
 */
export async function payCycle(session: Db, input: PayCycleInput): Promise<CycleRow> {
  const { cycle, checked, now } = input;
  const timing = phaseTiming();
  const enter = async (phase: CyclePhase, processedRows: number) => {
    timing.enter(phase);
    await input.progress(phase, processedRows);
  };

  return session.transaction(async (tx) => {
    // The join and its sort run in memory rather than in many small spills; the cycle table's
    // index builds sort in memory too.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    const levels = payingLevels('DOWNLINE', await readSetting(tx, 'downlineRewardRates'));

    await enter('STAGING', 0);
    await stageRows(tx, checked.accepted, (n) => input.progress('STAGING', n));

    await enter('RESOLVING', checked.accepted.length);
    const resolved = await resolveMembers(tx, cycle.id, now);

    await enter('PAYING', checked.accepted.length);
    const paid = levels.length > 0 ? await payUplines(tx, cycle, levels, now) : { rewards: 0, total: '0' };
    const phases = timing.done();

    const rejected = mergeByLine(checked.rejected, resolved.refused);
    const report: CycleReport = {
      unknownUids: resolved.unknown,
      rejectedRows: rejected.slice(0, REPORT_LIST_LIMIT),
      phases,
    };
    const [done] = await tx
      .update(cycles)
      .set({
        status: 'COMPLETED',
        totalRows: checked.totalRows,
        paidRows: resolved.paidRows,
        unknownCount: resolved.unknownCount,
        rejectedCount: checked.rejected.length + resolved.refusedCount,
        rewardsCreated: paid.rewards,
        totalMasterAmount: resolved.totalMaster,
        totalRewardAmount: paid.total,
        report,
        finishedAt: now,
      })
      .where(eq(cycles.id, cycle.id))
      .returning();
    if (!done) throw new Error('the cycle row disappeared');
    return done;
  });
}

/** Accepted rows into a temporary table, in chunks (one array parameter per column). */
async function stageRows(tx: Tx, rows: readonly AcceptedRow[], onChunk: (staged: number) => Promise<void>) {
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

/** Members of the staged UIDs into cycle_inputs; unknown and refused rows for the report. */
async function resolveMembers(tx: Tx, cycleId: string, now: Date) {
  const refusal = sourceRefusalSql('u', now);
  const inserted = await tx.execute(sql`
    INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount)
    SELECT ${cycleId}::uuid, u.id, r.line, r.uid, r.amount
      FROM cycle_rows r JOIN users u ON u.bingx_uid = r.uid
     WHERE ${refusal} IS NULL
     ORDER BY u.id`);
  await tx.execute(sql`ANALYZE cycle_inputs`);
  const unknown = await tx.execute<{ line: number; uid: string; total: string }>(sql`
    SELECT r.line, r.uid, count(*) OVER () AS total FROM cycle_rows r
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.bingx_uid = r.uid)
     ORDER BY r.line LIMIT ${REPORT_LIST_LIMIT}`);
  const refused = await tx.execute<{ line: number; reason: string; total: string }>(sql`
    SELECT r.line, ${refusal} AS reason, count(*) OVER () AS total
      FROM cycle_rows r JOIN users u ON u.bingx_uid = r.uid
     WHERE ${refusal} IS NOT NULL
     ORDER BY r.line LIMIT ${REPORT_LIST_LIMIT}`);
  const [master] = (
    await tx.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount), 0)::text AS total FROM cycle_inputs WHERE cycle_id = ${cycleId}::uuid`,
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
 * Every upline at levels 1-15 of every paid member, at the schedule's rate, in one statement, into
 * the cycle's own table (cycle-table.ts: created empty in this transaction, indexed after the
 * load, a child of `rewards`); rows go in sorted by recipient so each member's rewards sit
 * together. The same statement sums each recipient's rewards into one ledger entry (credit, or
 * lock) and one activity event (admin user reports).
 */
async function payUplines(tx: Tx, cycle: CycleRow, levels: ReturnType<typeof payingLevels>, now: Date) {
  const table = await createCycleTable(tx, cycle.number);
  const at = sql`${now.toISOString()}::timestamptz`;
  const amount = rewardAmountSql(sql`i.amount`, sql`rates.percent`);
  const status = rewardStatusSql('c');
  const result = await tx.execute<{ rewards: string; total: string }>(sql`
    WITH created AS (
      INSERT INTO ${table} (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
      SELECT p.ancestor_id, i.user_id, 'DOWNLINE', p.depth, rates.percent, i.amount, ${amount}, ${cycle.number}, ${status}, ${at}
        FROM cycle_inputs i
        JOIN referral_paths p ON p.descendant_id = i.user_id
        JOIN ${ratesSql(levels)} ON rates.level = p.depth
        JOIN users u ON u.id = p.ancestor_id
        LEFT JOIN member_compliance c ON c.user_id = u.id
       WHERE i.cycle_id = ${cycle.id}::uuid AND ${earnsSql('u', now)} AND ${amount} > 0
       ORDER BY p.ancestor_id
      RETURNING user_id, reward_amount, status
    ), sums AS (
      SELECT user_id, status, count(*) AS n, sum(reward_amount) AS amount FROM created GROUP BY user_id, status
    ), entries AS (
      INSERT INTO ledger_entries (user_id, kind, amount, reward_type, cycle_id, created_at)
      SELECT user_id, ${creditKindSql(sql`status`)}, amount, 'DOWNLINE', ${cycle.id}::uuid, ${at} FROM sums
      RETURNING 1
    ), activity AS (
      INSERT INTO activity_events (user_id, type, details, created_at)
      SELECT user_id, 'reward', jsonb_build_object('amount', amount::text, 'rewardType', 'DOWNLINE',
               'cycle', ${cycle.number}::int, 'rewards', n, 'locked', status = 'LOCKED'), ${at}
        FROM sums
    )
    SELECT coalesce(sum(n), 0)::text AS rewards, coalesce(sum(amount), 0)::text AS total,
           (SELECT count(*) FROM entries) AS entries
      FROM sums`);
  await indexCycleTable(tx, cycle.number);
  const row = result.rows[0];
  return { rewards: Number(row?.rewards ?? 0), total: normalizeDecimal(row?.total ?? '0') };
}

/** How long each phase took, for the report. */
function phaseTiming() {
  const phases: CycleReport['phases'] = [];
  let current: { phase: CyclePhase; start: number } | undefined;
  const close = () => {
    if (current) phases.push({ phase: current.phase, ms: Math.round(performance.now() - current.start) });
  };
  return {
    enter(phase: CyclePhase) {
      close();
      current = { phase, start: performance.now() };
    },
    done() {
      close();
      current = undefined;
      return phases;
    },
  };
}

function mergeByLine(a: readonly RejectedRow[], b: readonly RejectedRow[]): RejectedRow[] {
  return [...a, ...b].sort((x, y) => x.line - y.line);
}
