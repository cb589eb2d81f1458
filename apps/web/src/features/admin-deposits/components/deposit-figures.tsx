import { useTranslation } from '@/lib/i18n/use-translation';
import type { DepositSummary } from '@app/contract';
import { StatCard } from '@/components/ui/stat-card';
import { formatExactDecimal } from '@/lib/format/number';

type Figures = Pick<
  DepositSummary,
  'received' | 'credited' | 'usedByPeriods' | 'refunded' | 'credit' | 'overpayment'
>;

/** Received on the chain vs credited vs used by periods, and what is left (exact USDT). */
export const DepositFigures = ({
  figures,
  loading = false,
}: {
  figures: Figures | undefined;
  loading?: boolean;
}) => {
  const { t } = useTranslation('admin');
  const usdt = (amount: string | undefined) =>
    amount === undefined ? '-' : `${formatExactDecimal(amount)} USDT`;
  return (
    <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
      <StatCard label={t('deposits.figures.received')} value={usdt(figures?.received)} loading={loading} />
      <StatCard label={t('deposits.figures.credited')} value={usdt(figures?.credited)} loading={loading} />
      <StatCard label={t('deposits.figures.used')} value={usdt(figures?.usedByPeriods)} loading={loading} />
      <StatCard label={t('deposits.figures.refunded')} value={usdt(figures?.refunded)} loading={loading} />
      <StatCard label={t('deposits.figures.credit')} value={usdt(figures?.credit)} loading={loading} />
      <StatCard
        label={t('deposits.figures.overpayment')}
        value={usdt(figures?.overpayment)}
        loading={loading}
      />
    </div>
  );
};
