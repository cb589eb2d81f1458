import type { RewardCycle } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CycleRowLists } from './cycle-row-lists';

/** What a cycle's status says about its money (issue 20). */
export const cycleStatusTone = { RUNNING: 'yellow', PAID: 'green', FAILED: 'red' } as const;

/** One cycle: progress while it runs, then what was accepted, left out and paid (issues 5 and 20). */
export const CycleReport = ({ cycle }: { cycle: RewardCycle }) => {
  const { processedRows, totalRows, phase, step, stepRows } = cycle.progress;
  const percent = totalRows > 0 ? Math.round((processedRows / totalRows) * 100) : 0;
  return (
    <Card
      title={`Cycle #${cycle.cycle} — ${cycle.period}`}
      actions={<Badge tone={cycleStatusTone[cycle.status]}>{cycle.status}</Badge>}
    >
      <p className="mb-4 text-sm text-slate-300">
        Pays{' '}
        {cycle.periodStart === cycle.periodEnd
          ? cycle.periodStart
          : `${cycle.periodStart} to ${cycle.periodEnd}`}{' '}
        (UTC)
      </p>
      {cycle.status === 'RUNNING' ? (
        <div className="mb-4">
          <p className="mb-1 text-sm text-slate-300">
            {phase ?? 'Running'}: {processedRows} of {totalRows} rows
          </p>
          <progress className="w-full" max={100} value={percent} aria-label="Import progress" />
          {step ? (
            <p className="mt-1 text-xs text-slate-400" data-testid="cycle-step">
              {step}
              {stepRows ? `: ${stepRows.toLocaleString('en')} rows` : ''}
            </p>
          ) : null}
        </div>
      ) : null}
      {cycle.status === 'FAILED' && cycle.error ? (
        <Alert className="mb-4">Nothing was paid. {cycle.error}</Alert>
      ) : null}
      {cycle.warning ? (
        <Alert tone="info" className="mb-4">
          {cycle.warning}
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Rows read" value={cycle.totals.totalRows ?? totalRows} />
        <StatCard label="Accepted (paid rows)" value={cycle.totals.paidRows} />
        <StatCard
          label="Already paid (skipped)"
          value={cycle.totals.alreadyPaidCount ?? cycle.alreadyPaidRows.length}
        />
        <StatCard label="Rejected rows" value={cycle.totals.rejectedCount ?? cycle.rejectedRows.length} />
        <StatCard label="Unknown UIDs" value={cycle.totals.unknownCount ?? cycle.unknownUids.length} />
        <StatCard label="Rewards created" value={cycle.totals.rewardsCreated} />
        <StatCard label="Total master amount" value={formatMoney(cycle.totals.totalMasterAmount)} />
        <StatCard label="Total paid" value={formatMoney(cycle.totals.totalRewardAmount)} />
        <StatCard label="Finished" value={formatDateTime(cycle.completedAt)} />
      </div>
      <CycleRowLists
        alreadyPaidRows={cycle.alreadyPaidRows}
        rejectedRows={cycle.rejectedRows}
        unknownUids={cycle.unknownUids}
      />
    </Card>
  );
};
