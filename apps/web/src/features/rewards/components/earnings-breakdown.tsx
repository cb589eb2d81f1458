import type { RewardStats } from '@app/contract';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';

const Figure = ({ label, value, testId }: { label: string; value: number | undefined; testId: string }) => (
  <div className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
    <dt className="text-sm text-slate-400">{label}</dt>
    <dd data-testid={testId} className="mt-1 text-xl font-semibold text-white tabular-nums">
      {formatMoney(value)}
    </dd>
  </div>
);

/** Total Earned, Total Withdrawn and Direct Rewards. */
export const EarningsBreakdown = ({ stats }: { stats: RewardStats | undefined }) => (
  <Card title="Earnings Breakdown">
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label="Total Earned" value={stats?.totalRewards} testId="breakdown-total-earned" />
      <Figure label="Total Withdrawn" value={stats?.totalWithdrawn} testId="breakdown-total-withdrawn" />
      <Figure
        label="Direct Rewards"
        value={stats?.rewardBreakdown.directRewards}
        testId="breakdown-direct-rewards"
      />
    </dl>
  </Card>
);
