import { endpoints, type ReconciliationReport } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { explorerAddressUrl, explorerTxUrl } from '@/features/withdrawals/lib/explorer';
import { shortenAddress, shortenHash } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { useDocumentTitle } from '@/lib/use-document-title';

const key = ['admin', 'reconciliation'] as const;
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const link = 'font-mono text-emerald-300 underline-offset-2 hover:underline';

const CHECKED: Record<string, string> = {
  confirmedPayouts: 'confirmed payouts',
  walletTransfers: 'payout wallet transfers',
  creditedDeposits: 'credited deposits',
  depositTransfers: 'deposit transfers',
};

const LastRun = ({ run }: { run: NonNullable<ReconciliationReport['lastRun']> }) => (
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

/**
 * /admin/reconciliation (issue 15): the ledger compared with the chain (a job every 10 minutes,
 * or now): the last run and the open mismatches, each linked to the explorer.
 */
export const AdminReconciliationPage = () => {
  useDocumentTitle('Reconciliation');
  const queryClient = useQueryClient();
  const report = useQuery({ queryKey: key, queryFn: () => fetchOrThrow(endpoints.reconciliation) });
  const run = useMutation({
    mutationFn: () => fetchOrThrow(endpoints.runReconciliation, { body: {} }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const data = report.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white">Reconciliation</h1>
          <p className="mt-1 text-slate-300">The ledger compared with the chain</p>
        </div>
        <Button onClick={() => run.mutate()} isLoading={run.isPending}>
          Run now
        </Button>
      </div>
      {report.isError ? <Alert>{report.error.message}</Alert> : null}
      {run.isError ? <Alert>{run.error.message}</Alert> : null}
      {report.isPending ? <PageSpinner text="Loading reconciliation..." /> : null}
      {data ? (
        <>
          <Card title="Last run">
            {data.lastRun ? <LastRun run={data.lastRun} /> : <p className="text-slate-400">Not run yet.</p>}
          </Card>
          <Card title="Open mismatches">
            <Table
              head={['Mismatch', 'Details', 'Transaction', 'Address', 'Withdrawal', 'First seen']}
              empty={data.findings.length === 0 ? 'No open mismatches' : null}
            >
              {data.findings.map((f) => (
                <tr key={f.key} data-testid="reconciliation-finding">
                  <Td className="text-sm text-white">{f.description}</Td>
                  <Td className="text-xs text-slate-300">{f.detail}</Td>
                  <Td className="text-xs">
                    {f.txHash ? (
                      <a href={explorerTxUrl(f.txHash)} {...external} className={link} title={f.txHash}>
                        {shortenHash(f.txHash)}
                      </a>
                    ) : (
                      '-'
                    )}
                  </Td>
                  <Td className="text-xs">
                    {f.address ? (
                      <a
                        href={explorerAddressUrl(f.address)}
                        {...external}
                        className={link}
                        title={f.address}
                      >
                        {shortenAddress(f.address)}
                      </a>
                    ) : (
                      '-'
                    )}
                  </Td>
                  <Td className="text-xs">
                    {f.withdrawalId ? (
                      <Link to={paths.admin.withdrawal.href(f.withdrawalId)} className={link}>
                        Review
                      </Link>
                    ) : (
                      '-'
                    )}
                  </Td>
                  <Td className="whitespace-nowrap text-xs">{formatDateTime(f.firstSeenAt)}</Td>
                </tr>
              ))}
            </Table>
          </Card>
        </>
      ) : null}
    </div>
  );
};
