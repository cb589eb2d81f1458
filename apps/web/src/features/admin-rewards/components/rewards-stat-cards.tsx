import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import type { AdminRewardsPage } from '../api/get-admin-rewards';

/** Admin 2, rewards list: Total Distributed, Total Rewards, Direct Rewards, Downline Rewards. */
export const RewardsStatCards = ({
  statistics,
}: {
  statistics: AdminRewardsPage['statistics'] | undefined;
}) => (
  <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
    <StatCard
      label="Total Distributed"
      loading={!statistics}
      value={formatMoney(statistics?.totalRewardsDistributed)}
    />
    <StatCard label="Total Rewards" loading={!statistics} value={statistics?.total} />
    <StatCard
      label="Direct Rewards"
      loading={!statistics}
      value={formatMoney(statistics?.totalDirectRewards)}
    />
    <StatCard
      label="Downline Rewards"
      loading={!statistics}
      value={formatMoney(statistics?.totalDownlineRewards)}
    />
  </div>
);
