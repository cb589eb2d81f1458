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
}) => (
  <Card
    title="Balance Overview"
    actions={
      <Button size="sm" variant="secondary" isLoading={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
    }
  >
    <div className="grid gap-4 sm:grid-cols-3">
      <StatTile
        label="Available Balance"
        value={stats?.currentBalance}
        caption="Ready to withdraw"
        testId="available-balance"
      />
      <StatTile
        label="Total Earned"
        value={stats?.totalRewards}
        caption="Lifetime earnings"
        testId="total-earned"
      />
      <StatTile
        label="Total Withdrawn"
        value={stats?.totalWithdrawn}
        caption="Successfully withdrawn"
        testId="total-withdrawn"
      />
    </div>
  </Card>
);
