import { adminTexts } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format/money';
import { useAdminCharts } from '../api/get-admin-charts';
import { BarChart } from './bar-chart';

const CHART_TITLES = ['Sign-ups', 'Payments', 'Rewards'];

/**
 * Sign-ups, subscription payments and rewards per UTC day, from the server's series; skeletons
 * while they load, an error with Retry when they cannot.
 */
export const DashboardCharts = () => {
  const charts = useAdminCharts(30);
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
  if (!charts.data) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        {CHART_TITLES.map((title) => (
          <div key={title} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
            <p className="mb-2 text-sm text-slate-300">{title}</p>
            <div
              className="h-24 animate-pulse rounded bg-slate-800"
              aria-hidden="true"
              data-testid="skeleton"
            />
          </div>
        ))}
      </div>
    );
  }
  const days = charts.data.days;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <BarChart title="Sign-ups" points={days.map((d) => ({ label: d.date, value: d.signups }))} />
      <BarChart
        title="Payments"
        points={days.map((d) => ({ label: d.date, value: d.paymentsAmount }))}
        format={formatMoney}
      />
      <BarChart
        title="Rewards"
        points={days.map((d) => ({ label: d.date, value: d.rewardsAmount }))}
        format={formatMoney}
      />
    </div>
  );
};
