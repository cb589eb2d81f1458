import { endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { ListPager } from '@/features/admin-dashboard/shared/pager';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { isUserId } from '@/features/admin-users/lib/is-user-id';
import { shortWallet } from '@/features/admin-users/lib/short-wallet';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DepositFigures } from '../components/deposit-figures';
import { RefundForm } from '../components/refund-form';
import { TransferStateBadge } from '../components/transfer-state-badge';
import { depositTexts, isZero } from '../lib/deposit-texts';

/** Issue 12: one member's deposit address, its paid periods and its transfers with their state. */
export const AdminDepositDetailPage = () => {
  const { id } = useParams();
  useDocumentTitle(depositTexts.detailTitle);
  const valid = isUserId(id);
  const [page, setPage] = useState(1);
  const detail = useQuery({
    queryKey: ['admin', 'deposits', id, page],
    queryFn: () => fetchOrThrow(endpoints.adminDepositAddress, { params: { id: id ?? '' }, query: { page } }),
    enabled: valid,
    placeholderData: (previous) => previous,
  });
  const data = detail.data;
  const address = data?.address;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={paths.admin.deposits.href()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {depositTexts.back}
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-white">
            {address ? fullName(address) : depositTexts.detailTitle}
          </h1>
          {address ? (
            <p className="text-sm text-slate-400">
              {address.email} · {address.userId} ·{' '}
              <Link to={paths.admin.user.href(address._id)} className="text-emerald-300 underline">
                User details
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      {!valid ? <Alert>{depositTexts.loadFailed}</Alert> : null}
      {detail.isError ? <Alert>{detail.error.message || depositTexts.loadFailed}</Alert> : null}
      {address ? (
        <p className="font-mono text-sm break-all text-slate-300" data-testid="deposit-address">
          {address.walletAddress}
        </p>
      ) : null}
      <DepositFigures figures={address} loading={valid && !address && !detail.isError} />
      {address && !isZero(address.overpayment) ? (
        <div data-testid="overpayment">
          <Alert tone="info">
            <p className="font-semibold">{depositTexts.overpaymentTitle}</p>
            <p>{depositTexts.overpayment(address.overpayment, formatDateTime(address.creditRecheckAt))}</p>
            <p className="mt-1">{depositTexts.refundHowTo}</p>
          </Alert>
        </div>
      ) : null}
      {address && !isZero(address.credit) ? (
        <Card title="Refund credit">
          <RefundForm key={address.credit} userId={address._id} credit={address.credit} />
        </Card>
      ) : null}

      <Card title="Transfers">
        <Table
          head={['Block', 'Transaction', 'From', 'Amount', 'State', 'Seen', '']}
          empty={data && data.transfers.length === 0 ? depositTexts.noTransfers : null}
        >
          {data?.transfers.map((t) => (
            <tr key={t._id} data-testid="transfer-row">
              <Td>{t.blockNumber}</Td>
              <Td className="font-mono text-xs">
                <span title={`${t.txHash} (log ${t.logIndex})`}>{shortWallet(t.txHash)}</span>
              </Td>
              <Td className="font-mono text-xs">
                <span title={t.fromAddress}>{shortWallet(t.fromAddress)}</span>
              </Td>
              <Td>{t.amount} USDT</Td>
              <Td>
                <TransferStateBadge state={t.state} />
              </Td>
              <Td>{formatDateTime(t.seenAt)}</Td>
              <Td className="max-w-sm text-xs text-slate-300">
                {t.state === 'CREDITED' && t.creditedAt ? `Credited ${formatDateTime(t.creditedAt)}` : null}
                {t.state === 'DROPPED' && t.droppedAt ? `Dropped ${formatDateTime(t.droppedAt)}` : null}
                {t.state === 'SET_ASIDE' ? (
                  <span className="block text-red-300">
                    {t.error} ({t.attempts} {t.attempts === 1 ? 'attempt' : 'attempts'}; next{' '}
                    {formatDateTime(t.nextAttemptAt)}). {depositTexts.setAsideNote}
                  </span>
                ) : null}
              </Td>
            </tr>
          ))}
        </Table>
        {data ? <ListPager pagination={data.pagination} noun="transfers" onPage={setPage} /> : null}
      </Card>

      <Card title="Refunds">
        <Table
          head={['Recorded', 'Amount', 'Transaction', 'By']}
          empty={data && data.refunds.length === 0 ? depositTexts.noRefunds : null}
        >
          {data?.refunds.map((r) => (
            <tr key={r._id} data-testid="refund-row">
              <Td>{formatDateTime(r.createdAt)}</Td>
              <Td>{r.amount} USDT</Td>
              <Td className="font-mono text-xs">
                <span title={r.txHash}>{shortWallet(r.txHash)}</span>
              </Td>
              <Td>{r.recordedBy ? `${r.recordedBy.name} (${r.recordedBy.userId})` : '-'}</Td>
            </tr>
          ))}
        </Table>
      </Card>

      <Card title="Paid periods">
        <Table
          head={['Period', 'Starts', 'Ends', 'Paid', 'Fee']}
          empty={data && data.periods.length === 0 ? depositTexts.noPeriods : null}
        >
          {data?.periods.map((p) => (
            <tr key={p.periodNumber}>
              <Td>{p.periodNumber}</Td>
              <Td>{formatDate(p.startsAt)}</Td>
              <Td>{formatDate(p.endsAt)}</Td>
              <Td>{formatDateTime(p.paidAt)}</Td>
              <Td>{p.amount} USDT</Td>
            </tr>
          ))}
        </Table>
      </Card>
    </div>
  );
};
