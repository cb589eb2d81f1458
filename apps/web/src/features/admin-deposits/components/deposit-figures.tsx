import type { DepositSummary } from '@app/contract';
import { StatCard } from '@/components/ui/stat-card';

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
  const usdt = (amount: string | undefined) => (amount === undefined ? '-' : `${amount} USDT`);
  return (
    <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Received on chain" value={usdt(figures?.received)} loading={loading} />
      <StatCard label="Credited" value={usdt(figures?.credited)} loading={loading} />
      <StatCard label="Used by periods" value={usdt(figures?.usedByPeriods)} loading={loading} />
      <StatCard label="Refunded" value={usdt(figures?.refunded)} loading={loading} />
      <StatCard label="Credit" value={usdt(figures?.credit)} loading={loading} />
      <StatCard label="Overpayment" value={usdt(figures?.overpayment)} loading={loading} />
    </div>
  );
};
