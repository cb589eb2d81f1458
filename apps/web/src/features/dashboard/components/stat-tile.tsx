import { formatMoney, type MoneyInput } from '@/lib/format/money';

/** One figure: label, amount ($ and two decimals, $0.00 while missing) and a caption. */
export const StatTile = ({
  label,
  value,
  caption,
  testId,
}: {
  label: string;
  value: MoneyInput;
  caption: string;
  testId: string;
}) => (
  <div className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
    <p className="text-sm text-slate-400">{label}</p>
    <p data-testid={testId} className="mt-1 text-2xl font-bold text-white tabular-nums">
      {formatMoney(value)}
    </p>
    <p className="mt-1 text-xs text-slate-400">{caption}</p>
  </div>
);
