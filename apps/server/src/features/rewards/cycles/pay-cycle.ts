import { normalizeDecimal } from '@app/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
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
import type { CheckedRows, RejectedRow } from './cycle-rows';
import type { CyclePeriod } from './cycle-period';
import { attachCyclePartition, createCyclePartition } from './cycle-partitions';
import { type CyclePhase, PAYING_STEPS, resetRewardCounters } from './cycle-progress';
import {
  earnedGroupsSql,
  findAlreadyPaid,
  REPORT_LIST_LIMIT,
  resolveSources,
  stageRows,
} from './cycle-steps';
import { rollUpRewards } from './roll-up-rewards';
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
 * their lines), then roll up the rewards of every member to its uplines at levels 1-15, grouped
 * per upline and level (roll-up-rewards.ts), and with ONE statement credit (or lock) each
 * recipient's sum on the ledger and fold the rewards into the summaries (no reward row is written:
 * ADR 0032), then the inputs' partition attached (ADR 0034), the node sums from the roll-up and
 * the audit entry. Either all of it commits with the cycle PAID, or none of it does.
 */
export async function payCycle(session: Db, input: PayCycleInput): Promise<CycleRow> {
  const { cycle, checked, now, period } = input;
  const timing = phaseTiming();
  const enter = async (phase: CyclePhase, processedRows: number, step?: string) => {
    timing.enter(phase);
    await input.progress(phase, processedRows, step);
  };

  return session.transaction(async (tx) => {
    // The rewards' grouping runs in memory rather than in many small spills.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    const levels = payingLevels('DOWNLINE', await readSetting(tx, 'downlineRewardRates'));

    await enter('STAGING', 0);
    await stageRows(tx, checked.accepted, (n) => input.progress('STAGING', n));

    await enter('RESOLVING', checked.accepted.length);
    const alreadyPaid = await findAlreadyPaid(tx, period);
    // The import checked this under the same cycle lock; this is the guard where money moves.
    if (alreadyPaid.count > 0 && !input.skipAlreadyPaid)
      throw new AppError('CYCLE_PERIOD_OVERLAP', { data: alreadyPaid });
    // The cycle's inputs go into a partition of their own, read as such until it is attached and
    // indexed at the end (cycle-partitions.ts).
    const inputs = await createCyclePartition(tx, 'inputs', cycle);
    const resolved = await resolveSources(tx, inputs, cycle.id, period);

    // The run moves two counters as it computes rewards and writes ledger entries (the watcher
    // reads them).
    await resetRewardCounters(tx);
    await enter('PAYING', resolved.paidRows, PAYING_STEPS.computing);
    const paid =
      levels.length > 0
        ? await payUplines(tx, {
            cycle,
            inputs,
            levels,
            period,
            now,
            checkedSince: await complianceCheckedSince(tx, now),
          })
        : { rewards: 0, total: '0', rolledUp: undefined };

    // The ledger entries and summaries are written: the node sums, the report, the audit.
    await enter('RECORDING', resolved.paidRows);
    // Attached last: attaching validates its foreign key, which locks `cycles` against writers
    // (readers and other tables' foreign-key checks pass) until the cycle commits.
    await input.progress('RECORDING', resolved.paidRows, PAYING_STEPS.inputs);
    await attachCyclePartition(tx, 'inputs', cycle);
    if (paid.rolledUp) {
      await input.progress('RECORDING', resolved.paidRows, PAYING_STEPS.nodeSums);
      await writeCycleNodeSums(tx, cycle, levels, paid.rolledUp);
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
 * The rewards of the cycle, rolled up the referral tree per upline and level (roll-up-rewards.ts;
 * the counter the watcher reads moves after each level), then one statement that keeps the
 * uplines who earn (`earnedGroupsSql`) and writes what is kept of the rewards (ADR 0032): one
 * ledger entry (credit, or lock) and one activity event (admin user reports) per recipient with
 * its sum, and the reward summaries (summaries/fold-cycle.ts, and the per-recipient sums into
 * summaries/viewer-totals.ts). No reward row is written: every single reward is derived from the
 * cycle's inputs, the closure, the cycle's rates and the recipient's entry when read (ADR 0031).
 * The roll-up's steps are returned for the node sums.
 */
async function payUplines(
  tx: Tx,
  run: {
    cycle: CycleRow;
    inputs: SQL;
    levels: ReturnType<typeof payingLevels>;
    period: CyclePeriod;
    now: Date;
    checkedSince: Date;
  },
) {
  const { cycle, now } = run;
  const at = sql`${now.toISOString()}::timestamptz`;
  const rolledUp = await rollUpRewards(tx, {
    inputs: run.inputs,
    cycleId: cycle.id,
    levels: run.levels,
    // Sequences ignore the transaction: the watcher sees the rewards counted so far.
    onLevel: async (counted) => {
      if (counted > 0) await tx.execute(sql`SELECT setval('cycle_rewards_computed_seq', ${counted})`);
    },
  });
  const earned = earnedGroupsSql({ groups: rolledUp.groups, ...run });
  const result = await tx.execute<{ rewards: string; total: string }>(sql`
    WITH groups AS (${earned}), ${foldCycleIntoSummaries(cycle.number)}, sums AS (
      SELECT user_id, status, sum(rewards) AS n, sum(reward_amount) AS amount FROM groups GROUP BY user_id, status
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
    SELECT coalesce(sum(n), 0)::text AS rewards, coalesce(sum(amount), 0)::text AS total FROM sums`);
  const row = result.rows[0];
  return { rewards: Number(row?.rewards ?? 0), total: normalizeDecimal(row?.total ?? '0'), rolledUp };
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
