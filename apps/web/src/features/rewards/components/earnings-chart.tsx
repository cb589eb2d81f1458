import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format/money';
import { useRewardsByCycle } from '../api/get-rewards-by-cycle';
import { amountText } from '../lib/amount-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Earnings over time: trading rewards per distribution cycle, referral rewards per month. */
export const EarningsChart = () => {
  const { t } = useTranslation('member');
  const byCycle = useRewardsByCycle();
  // Like the history, a chart that fails to load is only logged (by the query cache).
  if (byCycle.isError) return null;
  const cycles = byCycle.data?.cycles ?? [];
  const months = byCycle.data?.directByMonth ?? [];
  return (
    <Card title={t('rewards.chart.title')}>
      {byCycle.isPending ? (
        <p className="text-sm text-slate-400">{t('rewards.chart.loading')}</p>
      ) : cycles.length === 0 && months.length === 0 ? (
        <p className="text-sm text-slate-400">{t('rewards.chart.empty')}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <BarChart
            title={t('rewards.chart.tradingTitle')}
            caption={t('rewards.chart.tradingCaption')}
            period={t('rewards.chart.period')}
            format={formatMoney}
            bars={cycles.map((c) => ({
              key: `cycle-${c.cycle}`,
              label: t('rewards.chart.cycle', { cycle: c.cycle }),
              amount: amountText(c.amount),
            }))}
          />
          <BarChart
            title={t('rewards.chart.referralTitle')}
            caption={t('rewards.chart.referralCaption')}
            period={t('rewards.chart.period')}
            format={formatMoney}
            bars={months.map((m) => ({ key: m.month, label: m.month, amount: amountText(m.amount) }))}
          />
        </div>
      )}
    </Card>
  );
};
