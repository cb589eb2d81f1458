import {
  adminTexts,
  WITHDRAWAL_STATUSES,
  type DataOf,
  type endpoints,
  type WithdrawalStatus,
} from '@app/contract';
import { PayoutStatusBadge } from '@/components/ui/payout-status-badge';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { shortWallet } from '@/lib/format/short-wallet';

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: s })),
];

type WithdrawalsBlock = NonNullable<DataOf<typeof endpoints.adminUser>['withdrawals']>;

/** Admin 2, user detail, Withdrawals tab; the status filter asks the server. */
export const UserWithdrawalsTab = ({
  block,
  page,
  onPage,
  status,
  onStatus,
}: {
  block: WithdrawalsBlock;
  page: number;
  onPage: (page: number) => void;
  status: WithdrawalStatus | undefined;
  onStatus: (status: WithdrawalStatus | undefined) => void;
}) => {
  const totalPages = Math.max(1, block.pagination.totalPages);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Requested" value={formatMoney(block.statistics.totalRequestedAmount)} />
        <StatCard label="Approved" value={formatMoney(block.statistics.totalApprovedAmount)} />
        <StatCard label="Pending" value={formatMoney(block.statistics.totalPendingAmount)} />
        <StatCard label="Total Count" value={block.statistics.total} />
      </div>
      <Select
        label="Status"
        value={status ?? ''}
        onChange={(value) => onStatus((value || undefined) as WithdrawalStatus | undefined)}
        options={STATUS_OPTIONS}
      />
      <Table
        head={['Amount', 'Asset', 'Wallet', 'Status', 'Requested', 'Processed']}
        empty={block.data.length === 0 ? adminTexts.userDetail.noWithdrawals : null}
      >
        {block.data.map((w) => (
          <tr key={w._id}>
            <Td>{formatMoney(w.amount)}</Td>
            <Td>{w.asset}</Td>
            <Td>
              <span className="font-mono text-xs" title={w.walletAddress}>
                {shortWallet(w.walletAddress)}
              </span>
            </Td>
            <Td>
              <WithdrawalStatusBadge status={w.status} />
              {w.payoutStatus ? (
                <span className="ml-1">
                  <PayoutStatusBadge status={w.payoutStatus} />
                </span>
              ) : null}
              {w.reason ? <span className="mt-1 block text-xs text-red-300">{w.reason}</span> : null}
            </Td>
            <Td>{formatDateTime(w.requestedAt)}</Td>
            <Td>{w.processedAt ? formatDateTime(w.processedAt) : '-'}</Td>
          </tr>
        ))}
      </Table>
      <Pager
        label={`Showing ${block.data.length} of ${block.statistics.total} withdrawals · Page ${page} of ${totalPages}`}
        page={page}
        totalPages={totalPages}
        onPage={onPage}
      />
    </div>
  );
};
