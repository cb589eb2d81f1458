import { useTranslation } from '@/lib/i18n/use-translation';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import type { AdminRewardsPage } from '../api/get-admin-rewards';

/** Admin 2, rewards list: Total Distributed, Total Rewards, Direct Rewards, Downline Rewards. */
export const RewardsStatCards = ({
  statistics,
}: {
  statistics: AdminRewardsPage['statistics'] | undefined;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label={t('rewards.cards.totalDistributed')}
        loading={!statistics}
        value={formatMoney(statistics?.totalRewardsDistributed)}
      />
      <StatCard
        label={t('rewards.cards.totalRewards')}
        loading={!statistics}
        value={formatCount(statistics?.total)}
      />
      <StatCard
        label={t('userDetail.rewards.directRewards')}
        loading={!statistics}
        value={formatMoney(statistics?.totalDirectRewards)}
      />
      <StatCard
        label={t('userDetail.rewards.downlineRewards')}
        loading={!statistics}
        value={formatMoney(statistics?.totalDownlineRewards)}
      />
    </div>
  );
};
