import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminUser } from '@app/contract';
import { StatCard } from '@/components/ui/stat-card';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';

/** Admin 2, user detail: Total Rewards, Balance, Total Withdrawn, Referrals. */
export const UserSummaryCards = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label={t('userDetail.cards.totalRewards')} value={formatMoney(user.totalRewards)} />
      <StatCard label={t('userDetail.cards.balance')} value={formatMoney(user.balance)} />
      <StatCard label={t('userDetail.cards.totalWithdrawn')} value={formatMoney(user.totalWithdrawn)} />
      <StatCard
        label={t('userDetail.cards.referrals')}
        value={formatCount(user.referralStats.totalReferrals)}
      />
    </div>
  );
};
