import { sumDecimals } from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BarChart, BarChartSkeleton } from '@/components/charts/bar-chart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { decimalText, formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { useAdminCharts, type AdminCharts } from '../api/get-admin-charts';

const DAYS = 30;
const count = (amount: string) => formatCount(Number(amount));
type SeriesKey = 'signups' | 'payments' | 'rewards' | 'deposits' | 'payouts';
type Series = { key: SeriesKey; format: (amount: string) => string; amounts: string[] };

/** Each chart of the dashboard: what it shows per UTC day, and how its figures read. */
const seriesOf = (data: AdminCharts): Series[] => [
  { key: 'signups', format: count, amounts: data.days.map((d) => String(d.signups)) },
  {
    key: 'payments',
    format: formatMoney,
    amounts: data.days.map((d) => decimalText(d.paymentsAmount)),
  },
  {
    key: 'rewards',
    format: formatMoney,
    amounts: data.days.map((d) => decimalText(d.rewardsAmount)),
  },
  {
    key: 'deposits',
    format: formatMoney,
    amounts: data.cashFlow.map((d) => decimalText(d.depositsAmount)),
  },
  {
    key: 'payouts',
    format: formatMoney,
    amounts: data.cashFlow.map((d) => decimalText(d.payoutsAmount)),
  },
];

const KEYS: SeriesKey[] = ['signups', 'payments', 'rewards', 'deposits', 'payouts'];
const CHART_HEIGHT = 120;
const title = (t: TFunction<'admin'>, key: SeriesKey) => t(`dashboard.charts.${key}.title`);

/**
 * Sign-ups, subscription payments, rewards, deposits and payouts per UTC day over 30 days, from
 * the server's series; skeletons while they load, an error with Retry when they cannot.
 */
export const DashboardCharts = () => {
  const { t } = useTranslation('admin');
  const charts = useAdminCharts(DAYS);
  if (charts.isError) {
    return (
      <Alert>
        <div className="flex items-center justify-between gap-3">
          <span>{t('texts.dashboard.chartsFailed')}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void charts.refetch()}
            isLoading={charts.isFetching}
          >
            {t('common.retry')}
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
            <div key={series.key} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
              <BarChart
                title={title(t, series.key)}
                label={t('dashboard.charts.label', {
                  title: title(t, series.key),
                  total: series.format(sumDecimals(series.amounts)),
                  days: series.amounts.length,
                })}
                caption={t(`dashboard.charts.${series.key}.caption`)}
                period={t('dashboard.charts.day')}
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
        : KEYS.map((key) => (
            <div key={key} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4">
              <BarChartSkeleton title={title(t, key)} height={CHART_HEIGHT} />
            </div>
          ))}
    </div>
  );
};
