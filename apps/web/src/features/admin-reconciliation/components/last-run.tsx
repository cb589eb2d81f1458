import type { ReconciliationReport } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';

const CHECKED: Record<string, string> = {
  confirmedPayouts: 'confirmed payouts',
  walletTransfers: 'payout wallet transfers',
  creditedDeposits: 'credited deposits',
  depositTransfers: 'deposit transfers',
};

/** What the last run compared, and whether it was clean. */
export const LastRun = ({ run }: { run: NonNullable<ReconciliationReport['lastRun']> }) => (
  <div className="space-y-2 text-sm text-slate-300" data-testid="reconciliation-last-run">
    <p>
      Last run {formatDateTime(run.startedAt)}
      {run.fromBlock && run.toBlock ? `, blocks ${run.fromBlock} to ${run.toBlock}` : ''}:{' '}
      {Object.entries(run.checked)
        .map(([what, n]) => `${n} ${CHECKED[what] ?? what}`)
        .join(', ') || 'nothing compared'}
      .
    </p>
    {run.error ? (
      <Alert>The run could not finish: {run.error}</Alert>
    ) : run.findings === 0 ? (
      <Alert tone="success">Clean: the ledger and the chain agree.</Alert>
    ) : null}
  </div>
);
