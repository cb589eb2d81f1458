import type { AdminWithdrawalsPage } from '../api/get-admin-withdrawals';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';

/** Admin spec 2: Pending Requests, Total Amount (approved, i.e. paid out), Total Requests. */
export const WithdrawalsStats = ({
  statistics,
  loading,
}: {
  statistics: AdminWithdrawalsPage['statistics'] | undefined;
  loading: boolean;
}) => (
  <div className="grid gap-4 sm:grid-cols-3">
    <StatCard label="Pending Requests" value={statistics?.pending ?? 0} loading={loading} />
    <StatCard
      label="Total Amount"
      counts="Approved"
      value={formatMoney(statistics?.totalApprovedAmount)}
      loading={loading}
    />
    <StatCard label="Total Requests" value={statistics?.total ?? 0} loading={loading} />
  </div>
);
