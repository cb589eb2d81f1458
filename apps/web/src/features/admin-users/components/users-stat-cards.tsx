import { useTranslation } from '@/lib/i18n/use-translation';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/lib/format/number';
import type { AdminUsersPage } from '../api/get-admin-users';

/** Admin 2, users list: Total, Active, Onboarding Complete, Email Verified. */
export const UsersStatCards = ({ stats }: { stats: AdminUsersPage['stats'] | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label={t('users.cards.total')}
        counts={t('users.cards.totalCounts')}
        loading={!stats}
        value={formatCount(stats?.totalUsers)}
      />
      <StatCard label={t('users.cards.active')} loading={!stats} value={formatCount(stats?.activeUsers)} />
      <StatCard
        label={t('users.cards.onboardingComplete')}
        loading={!stats}
        value={formatCount(stats?.onboardingCompleted)}
      />
      <StatCard
        label={t('users.cards.emailVerified')}
        loading={!stats}
        value={formatCount(stats?.verifiedUsers)}
      />
    </div>
  );
};
