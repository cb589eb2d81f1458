import { useTranslation } from '@/lib/i18n/use-translation';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import type { OverallStats } from '../api/get-overall-stats';

/** Admin 2, dashboard: the six stat cards, skeletons while loading. */
export const DashboardStatCards = ({
  data,
  loading,
}: {
  data: OverallStats | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      <StatCard
        label={t('dashboard.cards.totalUsers')}
        counts={t('dashboard.cards.totalUsersCounts')}
        loading={loading}
        value={formatCount(data?.users.totalUsers)}
      />
      <StatCard
        label={t('dashboard.cards.completedOnboarding')}
        loading={loading}
        value={formatCount(data?.users.completedOnboarding)}
      />
      <StatCard
        label={t('dashboard.cards.pendingWithdrawals')}
        loading={loading}
        value={formatCount(data?.withdrawals.pendingCount)}
      />
      <StatCard
        label={t('dashboard.cards.totalWithdrawals')}
        counts={t('dashboard.cards.totalWithdrawalsCounts')}
        loading={loading}
        value={formatMoney(data?.withdrawals.totalAmount)}
      />
      <StatCard
        label={t('dashboard.cards.rewardsDistributed')}
        loading={loading}
        value={formatMoney(data?.rewards.totalDistributed)}
      />
      <StatCard
        label={t('dashboard.cards.newUsersToday')}
        loading={loading}
        value={formatCount(data?.users.newUsersToday)}
      />
    </div>
  );
};
