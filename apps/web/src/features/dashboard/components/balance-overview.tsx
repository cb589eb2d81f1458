import { useTranslation } from '@/lib/i18n/use-translation';
import type { RewardStats } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatTile } from './stat-tile';

/** Available Balance, Total Earned and Total Withdrawn, with a refresh button. */
export const BalanceOverview = ({
  stats,
  refreshing,
  onRefresh,
}: {
  stats: RewardStats | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  const { t } = useTranslation('member');
  return (
    <Card
      title={t('dashboard.balance.title')}
      actions={
        <Button size="sm" variant="secondary" isLoading={refreshing} onClick={onRefresh}>
          {t('dashboard.balance.refresh')}
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          label={t('dashboard.balance.available')}
          value={stats?.currentBalance}
          caption={t('dashboard.balance.availableCaption')}
          testId="available-balance"
        />
        <StatTile
          label={t('dashboard.balance.earned')}
          value={stats?.totalRewards}
          caption={t('dashboard.balance.earnedCaption')}
          testId="total-earned"
        />
        <StatTile
          label={t('dashboard.balance.withdrawn')}
          value={stats?.totalWithdrawn}
          caption={t('dashboard.balance.withdrawnCaption')}
          testId="total-withdrawn"
        />
      </div>
    </Card>
  );
};
