import { useTranslation } from '@/lib/i18n/use-translation';
import type { RewardCycle } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount, formatGrouped } from '@/lib/format/number';
import { CycleRowLists } from './cycle-row-lists';

/** What a cycle's status says about its money (issue 20). */
export const cycleStatusTone = { RUNNING: 'yellow', PAID: 'green', FAILED: 'red' } as const;

/** What a cycle read, accepted, left out and paid. */
const CycleTotals = ({ cycle }: { cycle: RewardCycle }) => {
  const { t } = useTranslation('admin');
  const totalRows = cycle.progress.totalRows;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label={t('cycles.report.rowsRead')}
        value={formatCount(cycle.totals.totalRows ?? totalRows)}
      />
      <StatCard label={t('cycles.report.accepted')} value={formatCount(cycle.totals.paidRows)} />
      <StatCard
        label={t('cycles.alreadyPaid')}
        value={formatCount(cycle.totals.alreadyPaidCount ?? cycle.alreadyPaidRows.length)}
      />
      <StatCard
        label={t('cycles.rejectedRows')}
        value={formatCount(cycle.totals.rejectedCount ?? cycle.rejectedRows.length)}
      />
      <StatCard
        label={t('cycles.unknownUids')}
        value={formatCount(cycle.totals.unknownCount ?? cycle.unknownUids.length)}
      />
      <StatCard label={t('cycles.report.rewardsCreated')} value={formatCount(cycle.totals.rewardsCreated)} />
      <StatCard label={t('cycles.report.totalMaster')} value={formatMoney(cycle.totals.totalMasterAmount)} />
      <StatCard label={t('cycles.totalPaid')} value={formatMoney(cycle.totals.totalRewardAmount)} />
      <StatCard label={t('cycles.report.finished')} value={formatDateTime(cycle.completedAt)} />
    </div>
  );
};

/** One cycle: progress while it runs, then what was accepted, left out and paid (issues 5 and 20). */
export const CycleReport = ({ cycle }: { cycle: RewardCycle }) => {
  const { t } = useTranslation('admin');
  const { processedRows, totalRows, phase, step, stepRows } = cycle.progress;
  const percent = totalRows > 0 ? Math.round((processedRows / totalRows) * 100) : 0;
  return (
    <Card
      title={t('cycles.report.title', { cycle: cycle.cycle, period: cycle.period })}
      actions={<Badge tone={cycleStatusTone[cycle.status]}>{cycle.status}</Badge>}
    >
      <p className="mb-4 text-sm text-slate-300">
        {t('cycles.report.pays', {
          days:
            cycle.periodStart === cycle.periodEnd
              ? cycle.periodStart
              : t('cycles.range', { from: cycle.periodStart, to: cycle.periodEnd }),
        })}
      </p>
      {cycle.status === 'RUNNING' ? (
        <div className="mb-4">
          <p className="mb-1 text-sm text-slate-300">
            {t('cycles.report.progress', {
              phase: phase ?? t('cycles.report.running'),
              done: formatCount(processedRows),
              total: formatCount(totalRows),
            })}
          </p>
          <progress
            className="w-full"
            max={100}
            value={percent}
            aria-label={t('cycles.report.progressLabel')}
          />
          {step ? (
            <p className="mt-1 text-xs text-slate-400" data-testid="cycle-step">
              {step}
              {stepRows ? t('cycles.report.stepRows', { number: formatGrouped(stepRows) }) : ''}
            </p>
          ) : null}
        </div>
      ) : null}
      {cycle.status === 'FAILED' && cycle.error ? (
        <Alert className="mb-4">{t('cycles.report.failed', { error: cycle.error })}</Alert>
      ) : null}
      {cycle.warning ? (
        <Alert tone="info" className="mb-4">
          {cycle.warning}
        </Alert>
      ) : null}
      <CycleTotals cycle={cycle} />
      <CycleRowLists
        alreadyPaidRows={cycle.alreadyPaidRows}
        rejectedRows={cycle.rejectedRows}
        unknownUids={cycle.unknownUids}
      />
    </Card>
  );
};
