import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminWithdrawalsPage } from '../api/get-admin-withdrawals';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';

/** Admin spec 2: Pending Requests, Total Amount (approved, i.e. paid out), Total Requests. */
export const WithdrawalsStats = ({
  statistics,
  loading,
}: {
  statistics: AdminWithdrawalsPage['statistics'] | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label={t('withdrawals.cards.pending')}
        value={formatCount(statistics?.pending ?? 0)}
        loading={loading}
      />
      <StatCard
        label={t('userDetail.rewards.totalAmount')}
        counts={t('userDetail.withdrawals.approved')}
        value={formatMoney(statistics?.totalApprovedAmount)}
        loading={loading}
      />
      <StatCard
        label={t('withdrawals.cards.total')}
        value={formatCount(statistics?.total ?? 0)}
        loading={loading}
      />
    </div>
  );
};
