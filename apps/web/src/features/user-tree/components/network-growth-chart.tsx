import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { useNetworkGrowth } from '../api/get-network-growth';
import { useTranslation } from '@/lib/i18n/use-translation';

const MONTHS = 12;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-05' -> 'May 26'. */
const monthLabel = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(2, 4)}`;
const people = (amount: string) => amount;

/** Network growth: members who joined the network (levels 1-15) in each of the last 12 months. */
export const NetworkGrowthChart = () => {
  const growth = useNetworkGrowth(MONTHS);
  const { t } = useTranslation('member');
  const months = growth.data?.months ?? [];
  const total = months.at(-1)?.total ?? 0;
  return (
    <Card title={t('tree.growth')}>
      {growth.isPending ? (
        <p className="text-sm text-slate-400">Loading...</p>
      ) : growth.isError ? (
        <p className="text-sm text-slate-400">{growth.error.message}</p>
      ) : (
        <BarChart
          title="New members per month"
          label={`New members per month: ${total} in your network after ${MONTHS} months`}
          caption="Members who joined your network in each month"
          period="Month"
          format={people}
          tickLabel={monthLabel}
          bars={months.map((m) => ({ key: m.month, label: m.month, amount: String(m.joined) }))}
        />
      )}
    </Card>
  );
};
