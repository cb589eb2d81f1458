import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import type { OverallStats } from '../api/get-overall-stats';

/** Admin 2, dashboard: the six stat cards, skeletons while loading. */
export const DashboardStatCards = ({
  data,
  loading,
}: {
  data: OverallStats | undefined;
  loading: boolean;
}) => (
  <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
    <StatCard
      label="Total Users"
      counts="Members, admins not counted"
      loading={loading}
      value={data?.users.totalUsers}
    />
    <StatCard label="Completed Onboarding" loading={loading} value={data?.users.completedOnboarding} />
    <StatCard label="Pending Withdrawals" loading={loading} value={data?.withdrawals.pendingCount} />
    <StatCard
      label="Total Withdrawals"
      counts="Pending + approved"
      loading={loading}
      value={formatMoney(data?.withdrawals.totalAmount)}
    />
    <StatCard
      label="Rewards Distributed"
      loading={loading}
      value={formatMoney(data?.rewards.totalDistributed)}
    />
    <StatCard label="New Users Today" loading={loading} value={data?.users.newUsersToday} />
  </div>
);
