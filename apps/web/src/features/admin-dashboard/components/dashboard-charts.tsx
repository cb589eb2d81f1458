import { adminTexts, sumDecimals } from '@app/contract';
import { BarChart, BarChartSkeleton } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { decimalText, formatMoney } from '@/lib/format/money';
import { useAdminCharts, type AdminCharts } from '../api/get-admin-charts';

const DAYS = 30;
const count = (amount: string) => amount;
type Series = { title: string; caption: string; format: (amount: string) => string; amounts: string[] };

/** Each chart of the dashboard: what it shows per UTC day, and how its figures read. */
const seriesOf = (data: AdminCharts): Series[] => [
  {
    title: 'Sign-ups',
    caption: 'New members per day',
    format: count,
    amounts: data.days.map((d) => String(d.signups)),
  },
  {
    title: 'Payments',
    caption: 'Subscription payments per day (USDT)',
    format: formatMoney,
    amounts: data.days.map((d) => decimalText(d.paymentsAmount)),
  },
  {
    title: 'Rewards',
    caption: 'Rewards credited per day (USDT)',
    format: formatMoney,
    amounts: data.days.map((d) => decimalText(d.rewardsAmount)),
  },
  {
    title: 'Deposits',
    caption: "USDT credited to members' deposit addresses per day",
    format: formatMoney,
    amounts: data.cashFlow.map((d) => decimalText(d.depositsAmount)),
  },
  {
    title: 'Payouts',
    caption: 'Withdrawals paid out per day (USDT)',
    format: formatMoney,
    amounts: data.cashFlow.map((d) => decimalText(d.payoutsAmount)),
  },
];

const TITLES = ['Sign-ups', 'Payments', 'Rewards', 'Deposits', 'Payouts'];
const CHART_HEIGHT = 120;

/**
 * Sign-ups, subscription payments, rewards, deposits and payouts per UTC day over 30 days, from
 * the server's series; skeletons while they load, an error with Retry when they cannot.
 */
export const DashboardCharts = () => {
  const charts = useAdminCharts(DAYS);
  if (charts.isError) {
    return (
      <Alert>
        <div className="flex items-center justify-between gap-3">
          <span>{adminTexts.dashboard.chartsFailed}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void charts.refetch()}
            isLoading={charts.isFetching}
          >
            Retry
          </Button>
        </div>
      </Alert>
    );
  }
  const data = charts.data;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={!data || undefined}>
      {data
        ? seriesOf(data).map((series) => (
            <div key={series.title} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
              <BarChart
                title={series.title}
                label={`${series.title}: ${series.format(sumDecimals(series.amounts))} over ${series.amounts.length} days`}
                caption={series.caption}
                period="Day"
                format={series.format}
                tickLabel={(date) => date.slice(5)}
                height={CHART_HEIGHT}
                bars={data.days.map((d, i) => ({
                  key: d.date,
                  label: d.date,
                  amount: series.amounts[i] ?? '0',
                }))}
              />
            </div>
          ))
        : TITLES.map((title) => (
            <div key={title} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
              <BarChartSkeleton title={title} height={CHART_HEIGHT} />
            </div>
          ))}
    </div>
  );
};
