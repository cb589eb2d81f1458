import type { AdminUser } from '@app/contract';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';

/** Admin 2, user detail: Total Rewards, Balance, Total Withdrawn, Referrals. */
export const UserSummaryCards = ({ user }: { user: AdminUser }) => (
  <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
    <StatCard label="Total Rewards" value={formatMoney(user.totalRewards)} />
    <StatCard label="Balance" value={formatMoney(user.balance)} />
    <StatCard label="Total Withdrawn" value={formatMoney(user.totalWithdrawn)} />
    <StatCard label="Referrals" value={user.referralStats.totalReferrals} />
  </div>
);
