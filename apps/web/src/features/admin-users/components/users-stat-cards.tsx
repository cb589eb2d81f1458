import { StatCard } from '@/components/ui/stat-card';
import type { AdminUsersPage } from '../api/get-admin-users';

/** Admin 2, users list: Total, Active, Onboarding Complete, Email Verified. */
export const UsersStatCards = ({ stats }: { stats: AdminUsersPage['stats'] | undefined }) => (
  <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
    <StatCard
      label="Total"
      counts="All accounts, admins included"
      loading={!stats}
      value={stats?.totalUsers}
    />
    <StatCard label="Active" loading={!stats} value={stats?.activeUsers} />
    <StatCard label="Onboarding Complete" loading={!stats} value={stats?.onboardingCompleted} />
    <StatCard label="Email Verified" loading={!stats} value={stats?.verifiedUsers} />
  </div>
);
