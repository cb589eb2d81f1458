import type { ReactNode } from 'react';

/**
 * One figure with its label; `loading` shows a skeleton in place of the value. `counts` says what
 * the figure counts where a card of another screen looks alike but counts otherwise.
 */
export const StatCard = ({
  label,
  value,
  loading = false,
  counts,
}: {
  label: string;
  value: ReactNode;
  loading?: boolean;
  counts?: string;
}) => (
  <div className="rounded-2xl border border-slate-800 bg-slate-900/70 p-4" data-testid="stat-card">
    <p className="text-sm text-slate-400">{label}</p>
    {counts ? <p className="text-xs text-slate-400">{counts}</p> : null}
    {loading ? (
      <div
        className="mt-2 h-7 w-24 animate-pulse rounded bg-slate-800"
        aria-hidden="true"
        data-testid="skeleton"
      />
    ) : (
      <p className="mt-1 text-2xl font-semibold text-white">{value}</p>
    )}
  </div>
);
