import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import { useRewardsByCycle } from '../api/get-rewards-by-cycle';
import { amountText } from '../lib/amount-text';

/** Earnings over time: trading rewards per distribution cycle, referral rewards per month. */
export const EarningsChart = () => {
  const byCycle = useRewardsByCycle();
  // Like the history, a chart that fails to load is only logged (by the query cache).
  if (byCycle.isError) return null;
  const cycles = byCycle.data?.cycles ?? [];
  const months = byCycle.data?.directByMonth ?? [];
  return (
    <Card title="Earnings per Cycle">
      {byCycle.isPending ? (
        <p className="text-sm text-slate-400">Loading...</p>
      ) : cycles.length === 0 && months.length === 0 ? (
        <p className="text-sm text-slate-400">No earnings yet</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <BarChart
            title="Trading Rewards per cycle"
            caption="Trading rewards earned in each distribution cycle"
            period="Period"
            format={formatMoney}
            bars={cycles.map((c) => ({
              key: `cycle-${c.cycle}`,
              label: `Cycle ${c.cycle}`,
              amount: amountText(c.amount),
            }))}
          />
          <BarChart
            title="Referral Rewards per month"
            caption="Referral rewards earned in each month"
            period="Period"
            format={formatMoney}
            bars={months.map((m) => ({ key: m.month, label: m.month, amount: amountText(m.amount) }))}
          />
        </div>
      )}
    </Card>
  );
};
