import type { RewardStats } from '@app/contract';
import { Card } from '@/components/ui/card';
import { StatTile } from './stat-tile';

/** Total Income (the calculated total), Direct Referrals and Downline Income. */
export const IncomeBreakdown = ({ stats }: { stats: RewardStats | undefined }) => (
  <Card title="Income Breakdown">
    <div className="grid gap-4 sm:grid-cols-3">
      <StatTile
        label="Total Income"
        value={stats?.rewardBreakdown.calculatedTotal}
        caption="Calculated total"
        testId="total-income"
      />
      <StatTile
        label="Direct Referrals"
        value={stats?.rewardBreakdown.directRewards}
        caption="Referral rewards"
        testId="direct-income"
      />
      <StatTile
        label="Downline Income"
        value={stats?.rewardBreakdown.downlineRewards}
        caption="Trading rewards"
        testId="downline-income"
      />
    </div>
  </Card>
);
