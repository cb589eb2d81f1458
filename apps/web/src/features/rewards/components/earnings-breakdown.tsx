import type { RewardStats } from '@app/contract';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';

const Figure = ({ label, value, testId }: { label: string; value: number | undefined; testId: string }) => (
  <div className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
    <dt className="text-sm text-slate-400">{label}</dt>
    <dd data-testid={testId} className="mt-1 text-xl font-semibold text-white tabular-nums">
      {formatMoney(value)}
    </dd>
  </div>
);

/** Total Earned, Total Withdrawn and Direct Rewards. */
export const EarningsBreakdown = ({ stats }: { stats: RewardStats | undefined }) => {
  const { t } = useTranslation('member');
  return (
    <Card title={t('rewards.breakdown.title')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          label={t('rewards.breakdown.totalEarned')}
          value={stats?.totalRewards}
          testId="breakdown-total-earned"
        />
        <Figure
          label={t('rewards.breakdown.totalWithdrawn')}
          value={stats?.totalWithdrawn}
          testId="breakdown-total-withdrawn"
        />
        <Figure
          label={t('rewards.breakdown.directRewards')}
          value={stats?.rewardBreakdown.directRewards}
          testId="breakdown-direct-rewards"
        />
      </dl>
    </Card>
  );
};
