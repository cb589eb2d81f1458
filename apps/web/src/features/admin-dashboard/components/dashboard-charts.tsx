import { endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format/money';
import { fetchOrThrow } from '../shared/fetch-or-throw';
import { BarChart } from './bar-chart';

/** Sign-ups, subscription payments and rewards per UTC day, from the server's series. */
export const DashboardCharts = () => {
  const charts = useQuery({
    queryKey: ['admin', 'charts', 30],
    queryFn: () => fetchOrThrow(endpoints.adminCharts, { query: { days: 30 } }),
  });
  if (!charts.data) return null;
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
