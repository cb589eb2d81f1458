import { useTranslation } from '@/lib/i18n/use-translation';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { OverallStats } from '../api/get-overall-stats';
import { RecentList } from './recent-list';

/** Admin 2, dashboard: Recent Withdrawals (to the review) and Recent Users (to the detail). */
export const RecentLists = ({ data, loading }: { data: OverallStats | undefined; loading: boolean }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentList
        title={t('dashboard.recentWithdrawals')}
        loading={loading}
        empty={t('texts.dashboard.noRecentWithdrawals')}
        items={data?.recentWithdrawals.map((w) => ({
          id: w._id,
          href: paths.admin.withdrawal.href(w._id),
          title: w.user.name,
          detail: formatDateTime(w.createdAt),
          end: (
            <span className="flex items-center gap-2">
              <span className="text-white">{formatMoney(w.amount)}</span>
              <WithdrawalStatusBadge status={w.status} />
            </span>
          ),
        }))}
      />
      <RecentList
        title={t('dashboard.recentUsers')}
        loading={loading}
        empty={t('texts.dashboard.noRecentUsers')}
        items={data?.recentJoinedUsers.map((u) => ({
          id: u._id,
          href: paths.admin.user.href(u._id),
          title: u.name,
          detail: u.email,
          end: <span className="text-xs text-slate-400">{formatDateTime(u.joinedAt)}</span>,
        }))}
      />
    </div>
  );
};
