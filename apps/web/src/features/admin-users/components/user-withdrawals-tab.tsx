import { useTranslation } from '@/lib/i18n/use-translation';
import { WITHDRAWAL_STATUSES, type DataOf, type endpoints, type WithdrawalStatus } from '@app/contract';
import { PayoutStatusBadge } from '@/components/ui/payout-status-badge';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { shortWallet } from '@/lib/format/short-wallet';

type WithdrawalsBlock = NonNullable<DataOf<typeof endpoints.adminUser>['withdrawals']>;

/** The member's withdrawal totals over every page. */
const WithdrawalTotals = ({ statistics }: { statistics: WithdrawalsBlock['statistics'] }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label={t('userDetail.withdrawals.totalRequested')}
        value={formatMoney(statistics.totalRequestedAmount)}
      />
      <StatCard
        label={t('userDetail.withdrawals.approved')}
        value={formatMoney(statistics.totalApprovedAmount)}
      />
      <StatCard
        label={t('userDetail.withdrawals.pending')}
        value={formatMoney(statistics.totalPendingAmount)}
      />
      <StatCard label={t('userDetail.withdrawals.totalCount')} value={formatCount(statistics.total)} />
    </div>
  );
};

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
  const { t } = useTranslation('admin');
  const totalPages = Math.max(1, block.pagination.totalPages);
  const statusOptions = [
    { value: '', label: t('common.allStatus') },
    ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: s })),
  ];
  return (
    <div className="space-y-4">
      <WithdrawalTotals statistics={block.statistics} />
      <Select
        label={t('common.status')}
        value={status ?? ''}
        onChange={(value) => onStatus((value || undefined) as WithdrawalStatus | undefined)}
        options={statusOptions}
      />
      <Table
        head={[
          t('common.amount'),
          t('userDetail.withdrawals.asset'),
          t('userDetail.withdrawals.wallet'),
          t('common.status'),
          t('userDetail.withdrawals.requested'),
          t('userDetail.withdrawals.processed'),
        ]}
        empty={block.data.length === 0 ? t('texts.userDetail.noWithdrawals') : null}
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
        label={t('userDetail.withdrawals.pager', {
          shown: formatCount(block.data.length),
          total: formatCount(block.statistics.total),
          page: formatCount(page),
          totalPages: formatCount(totalPages),
        })}
        page={page}
        totalPages={totalPages}
        onPage={onPage}
      />
    </div>
  );
};
