import { useTranslation } from '@/lib/i18n/use-translation';
import type { RewardStats } from '@app/contract';
import { Card } from '@/components/ui/card';
import { StatTile } from './stat-tile';

/** Total Income (the calculated total), Direct Referrals and Downline Income. */
export const IncomeBreakdown = ({ stats }: { stats: RewardStats | undefined }) => {
  const { t } = useTranslation('member');
  return (
    <Card title={t('dashboard.income.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          label={t('dashboard.income.total')}
          value={stats?.rewardBreakdown.calculatedTotal}
          caption={t('dashboard.income.totalCaption')}
          testId="total-income"
        />
        <StatTile
          label={t('dashboard.income.direct')}
          value={stats?.rewardBreakdown.directRewards}
          caption={t('dashboard.income.directCaption')}
          testId="direct-income"
        />
        <StatTile
          label={t('dashboard.income.downline')}
          value={stats?.rewardBreakdown.downlineRewards}
          caption={t('dashboard.income.downlineCaption')}
          testId="downline-income"
        />
      </div>
    </Card>
  );
};
