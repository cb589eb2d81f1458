import { BarChart } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { useNetworkGrowth } from '../api/get-network-growth';
import { useTranslation } from '@/lib/i18n/use-translation';
import { intlLocales, type Language } from '@/lib/i18n/languages';

const MONTHS = 12;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-05' -> 'May 26' (English); other languages name the month their way ('may 26'). */
const monthLabel = (language: Language) => (month: string) => {
  const index = Number(month.slice(5, 7)) - 1;
  const name =
    language === 'en' || !(index >= 0 && index < 12)
      ? MONTH_NAMES[index]
      : new Intl.DateTimeFormat(intlLocales[language], { month: 'short', timeZone: 'UTC' }).format(
          Date.UTC(2000, index, 1),
        );
  return `${name ?? month} ${month.slice(2, 4)}`;
};
const people = (amount: string) => amount;

/** Network growth: members who joined the network (levels 1-15) in each of the last 12 months. */
export const NetworkGrowthChart = () => {
  const growth = useNetworkGrowth(MONTHS);
  const { t, language } = useTranslation('member');
  const months = growth.data?.months ?? [];
  const total = months.at(-1)?.total ?? 0;
  return (
    <Card title={t('tree.growth')}>
      {growth.isPending ? (
        <p className="text-sm text-slate-400">{t('tree.growthChart.loading')}</p>
      ) : growth.isError ? (
        <p className="text-sm text-slate-400">{growth.error.message}</p>
      ) : (
        <BarChart
          title={t('tree.growthChart.title')}
          label={t('tree.growthChart.label', { total, months: MONTHS })}
          caption={t('tree.growthChart.caption')}
          period={t('tree.growthChart.period')}
          format={people}
          tickLabel={monthLabel(language)}
          bars={months.map((m) => ({ key: m.month, label: m.month, amount: String(m.joined) }))}
        />
      )}
    </Card>
  );
};
