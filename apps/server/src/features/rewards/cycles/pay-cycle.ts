import { normalizeDecimal } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../infra/db/client';
import { notifyLive } from '../../../infra/live/live-notify';
import { AppError } from '../../../http/app-error';
import { writeAudit } from '../../audit';
import { readSetting } from '../../settings';
import { complianceCheckedSince } from '../compliance/compliance-window';
import { creditKindSql } from '../eligibility';
import { payingLevels } from '../maths/schedule';
import { foldCycleIntoSummaries } from '../summaries/fold-cycle';
import { writeCycleNodeSums } from '../summaries/node-sums';
import { foldCycleIntoViewerTotals } from '../summaries/viewer-totals';
import { createCycleTable, indexCycleTable } from './cycle-table';
import type { CheckedRows, RejectedRow } from './cycle-rows';
import type { CyclePeriod } from './cycle-period';
import { type CyclePhase, indexStep, PAYING_STEPS, resetRewardCounters } from './cycle-progress';
import { findAlreadyPaid, REPORT_LIST_LIMIT, resolveSources, rewardRowsSql, stageRows } from './cycle-steps';
import { type CycleReport, type CycleRow, cycles } from './cycles.tables';

export { REPORT_LIST_LIMIT };

export interface PayCycleInput {
  cycle: CycleRow;
  checked: CheckedRows;
  period: CyclePeriod;
  /** Pay only the rows not paid for these days yet; otherwise such rows refuse the whole cycle. */
  skipAlreadyPaid: boolean;
  now: Date;
  /** Who imported it, for the audit log (null: the command line). */
  actorId: string | null;
  /**
   * Called between phases and steps (and staging chunks); written outside this transaction. Inside
   * the long steps the run's watcher moves the figures (cycle-progress.ts `watchCycleProgress`).
   */
  progress: (phase: CyclePhase, processedRows: number, step?: string) => Promise<void>;
}

/**
 * The cycle's one transaction: stage the accepted rows, set aside the rows an earlier cycle paid
 * for some of these days, resolve UIDs to members (unknown and refused ones go to the report with
 * their lines), then pay every upline at levels 1-15 of every member with ONE set-based
 * INSERT ... SELECT over the closure table into the cycle's own table, credit (or lock) each
 * recipient's sum on the ledger in the same statement, and write the audit entry. Either all of it
 * commits with the cycle PAID, or none of it does.
 */
export async function payCycle(session: Db, input: PayCycleInput): Promise<CycleRow> {
  const { cycle, checked, now, period } = input;
  const timing = phaseTiming();
  const enter = async (phase: CyclePhase, processedRows: number, step?: string) => {
    timing.enter(phase);
    await input.progress(phase, processedRows, step);
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
    const alreadyPaid = await findAlreadyPaid(tx, period);
    // The import checked this under the same cycle lock; this is the guard where money moves.
    if (alreadyPaid.count > 0 && !input.skipAlreadyPaid)
      throw new AppError('CYCLE_PERIOD_OVERLAP', { data: alreadyPaid });
    const resolved = await resolveSources(tx, sql`cycle_inputs`, cycle.id, period);

    // The paying statement moves two counters as it computes and writes rewards (the watcher reads them).
    await resetRewardCounters(tx);
    await enter('PAYING', resolved.paidRows, PAYING_STEPS.computing);
    const paid =
      levels.length > 0
        ? await payUplines(tx, {
            cycle,
            levels,
            period,
            now,
            checkedSince: await complianceCheckedSince(tx, now),
          })
        : { rewards: 0, total: '0' };

    // The rewards and ledger entries are written: the node sums, the cycle table's indexes, the
    // report, the audit.
    await enter('RECORDING', resolved.paidRows);
    if (levels.length > 0) {
      await input.progress('RECORDING', resolved.paidRows, PAYING_STEPS.nodeSums);
      await writeCycleNodeSums(tx, cycle, levels);
      await indexCycleTable(tx, cycle.number, (built, of) =>
        input.progress(
          'RECORDING',
          resolved.paidRows,
          built <= of ? indexStep(built, of) : 'planner statistics',
        ),
      );
    }
    const phases = timing.done();

    const rejected = mergeByLine(checked.rejected, resolved.refused);
    const report: CycleReport = {
      unknownUids: resolved.unknown,
      rejectedRows: rejected.slice(0, REPORT_LIST_LIMIT),
      alreadyPaidRows: alreadyPaid.rows,
      phases,
    };
    const totals = {
      totalRows: checked.totalRows,
      paidRows: resolved.paidRows,
      unknownCount: resolved.unknownCount,
      rejectedCount: checked.rejected.length + resolved.refusedCount,
      alreadyPaidCount: alreadyPaid.count,
      rewardsCreated: paid.rewards,
      totalMasterAmount: resolved.totalMaster,
      totalRewardAmount: paid.total,
    };
    const [done] = await tx
      .update(cycles)
      .set({ status: 'PAID', ...totals, report, errorCode: null, error: null, finishedAt: now })
      .where(eq(cycles.id, cycle.id))
      .returning();
    if (!done) throw new Error('the cycle row disappeared');
    // One notice for the whole cycle: each instance asks which of its connected members it paid.
    if (paid.rewards > 0) await notifyLive(tx, { k: 'cycle', n: cycle.number });
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'cycle.import',
      target: { type: 'cycle', id: cycle.id },
      after: {
        cycle: cycle.number,
        name: cycle.periodLabel,
        periodStart: period.start,
        periodEnd: period.end,
        source: cycle.source,
        contentHash: cycle.contentHash,
        skipAlreadyPaid: input.skipAlreadyPaid,
        ...totals,
      },
      at: now,
    });
    return done;
  });
}

/**
 * The rewards of the cycle (cycle-steps.ts `rewardRowsSql`) into the cycle's own table
 * (cycle-table.ts: created empty in this transaction, indexed after the load, a child of
 * `rewards`). The same statement sums each recipient's rewards into one ledger entry (credit, or
 * lock) and one activity event (admin user reports), and folds the rows into the reward summaries
 * (summaries/fold-cycle.ts, and those sums into summaries/viewer-totals.ts: no trigger fires on the
 * cycle's table).
 */
async function payUplines(
  tx: Tx,
  run: {
    cycle: CycleRow;
    levels: ReturnType<typeof payingLevels>;
    period: CyclePeriod;
    now: Date;
    checkedSince: Date;
  },
) {
  const { cycle, now } = run;
  const table = await createCycleTable(tx, cycle.number);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rewardRowsSql({ inputs: sql`cycle_inputs`, cycleId: cycle.id, countAs: true, ...run });
  const result = await tx.execute<{ rewards: string; total: string }>(sql`
    WITH created AS (
      INSERT INTO ${table} (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
      SELECT r.user_id, r.source_user_id, 'DOWNLINE', r.level, r.percent, r.master_amount, r.reward_amount,
             ${cycle.number}, r.status, ${at}
        FROM (${rows}) r
      RETURNING user_id, source_user_id, level, reward_amount, master_amount, status, nextval('cycle_rewards_written_seq')
    ), ${foldCycleIntoSummaries(cycle.number)}, sums AS (
      SELECT user_id, status, count(*) AS n, sum(reward_amount) AS amount FROM created GROUP BY user_id, status
    ), ${foldCycleIntoViewerTotals()}, entries AS (
      INSERT INTO ledger_entries (user_id, kind, amount, reward_type, cycle_id, created_at)
      SELECT user_id, ${creditKindSql(sql`status`)}, amount, 'DOWNLINE', ${cycle.id}::uuid, ${at} FROM sums
      RETURNING nextval('cycle_rewards_written_seq')
    ), activity AS (
      INSERT INTO activity_events (user_id, type, details, created_at)
      SELECT user_id, 'reward', jsonb_build_object('amount', amount::text, 'rewardType', 'DOWNLINE',
               'cycle', ${cycle.number}::int, 'rewards', n, 'locked', status = 'LOCKED'), ${at}
        FROM sums
      RETURNING nextval('cycle_rewards_written_seq')
    )
    SELECT coalesce(sum(n), 0)::text AS rewards, coalesce(sum(amount), 0)::text AS total,
           (SELECT count(*) FROM entries) AS entries
      FROM sums`);
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
