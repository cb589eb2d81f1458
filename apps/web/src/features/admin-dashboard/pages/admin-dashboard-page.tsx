import { adminTexts, endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DashboardCharts } from '../components/dashboard-charts';
import { PayoutWalletCard } from '../components/payout-wallet-card';
import { adminErrorText, fetchOrThrow } from '../shared/fetch-or-throw';
import { StatCard } from '../shared/stat-card';

/** Admin 2, dashboard: six cards, recent withdrawals and users, charts. */
export const AdminDashboardPage = () => {
  useDocumentTitle('Admin Dashboard');
  const stats = useQuery({
    queryKey: ['admin', 'overall-stats'],
    queryFn: () => fetchOrThrow(endpoints.overallStats),
  });
  const data = stats.data;
  const loading = stats.isPending;
  // A refused answer reads 'Failed to fetch…'; a network failure 'Failed to load…' (admin 8).
  const errorText = adminErrorText(stats.error, {
    failed: adminTexts.dashboard.fetchFailed,
    exception: adminTexts.dashboard.loadFailed,
  });

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-white">Admin Dashboard</h1>
          <p className="text-slate-400">Overview &amp; Analytics</p>
        </div>
        <Button variant="secondary" onClick={() => void stats.refetch()} isLoading={stats.isFetching}>
          Refresh
        </Button>
      </div>
      {stats.isError ? (
        <Alert>
          <div className="flex items-center justify-between gap-3">
            <span>{errorText}</span>
            <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
              Retry
            </Button>
          </div>
        </Alert>
      ) : null}
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
      <PayoutWalletCard />
      <DashboardCharts />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Recent Withdrawals" aria-label="Recent Withdrawals">
          {loading ? (
            <RecentSkeleton />
          ) : data && data.recentWithdrawals.length === 0 ? (
            <p className="text-slate-400">{adminTexts.dashboard.noRecentWithdrawals}</p>
          ) : (
            <ul className="divide-y divide-slate-800">
              {data?.recentWithdrawals.map((w) => (
                <li key={w._id}>
                  <Link
                    to={paths.admin.withdrawal.href(w._id)}
                    className="flex items-center justify-between gap-3 py-2 hover:bg-slate-800/50"
                  >
                    <span>
                      <span className="block text-white">{w.user.name}</span>
                      <span className="text-xs text-slate-400">{formatDateTime(w.createdAt)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="text-white">{formatMoney(w.amount)}</span>
                      <WithdrawalStatusBadge status={w.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Recent Users" aria-label="Recent Users">
          {loading ? (
            <RecentSkeleton />
          ) : data && data.recentJoinedUsers.length === 0 ? (
            <p className="text-slate-400">{adminTexts.dashboard.noRecentUsers}</p>
          ) : (
            <ul className="divide-y divide-slate-800">
              {data?.recentJoinedUsers.map((u) => (
                <li key={u._id}>
                  <Link
                    to={paths.admin.user.href(u._id)}
                    className="flex items-center justify-between gap-3 py-2 hover:bg-slate-800/50"
                  >
                    <span>
                      <span className="block text-white">{u.name}</span>
                      <span className="text-xs text-slate-400">{u.email}</span>
                    </span>
                    <span className="text-xs text-slate-400">{formatDateTime(u.joinedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
};

/** Placeholder rows of a Recent list while the statistics load. */
const RecentSkeleton = () => (
  <ul className="divide-y divide-slate-800" aria-hidden="true">
    {[0, 1, 2, 3, 4].map((row) => (
      <li key={row} className="flex items-center justify-between gap-3 py-2" data-testid="skeleton">
        <span className="space-y-1">
          <span className="block h-4 w-32 animate-pulse rounded bg-slate-800" />
          <span className="block h-3 w-24 animate-pulse rounded bg-slate-800" />
        </span>
        <span className="h-4 w-16 animate-pulse rounded bg-slate-800" />
      </li>
    ))}
  </ul>
);
