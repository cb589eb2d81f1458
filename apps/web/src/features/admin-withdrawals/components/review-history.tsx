import { useTranslation } from '@/lib/i18n/use-translation';
import type { Withdrawal } from '@app/contract';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { Table, Td } from '@/components/ui/table';
import { shortenAddress, shortenHash } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { formatLocalAmount } from '@/lib/format/money';

/** The member's earlier withdrawals, newest first. */
export const ReviewHistory = ({ withdrawals }: { withdrawals: Withdrawal[] }) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('review.history.title')}>
      <Table
        head={[
          t('common.amount'),
          t('userDetail.withdrawals.wallet'),
          t('common.status'),
          t('userDetail.withdrawals.requested'),
          t('userDetail.withdrawals.processed'),
          t('withdrawals.transaction'),
        ]}
        empty={withdrawals.length === 0 ? t('review.history.empty') : null}
      >
        {withdrawals.map((w) => (
          <tr key={w._id}>
            <Td className="tabular-nums">
              {formatLocalAmount(w.amount)} {w.asset}
            </Td>
            <Td className="font-mono text-xs">{shortenAddress(w.walletAddress)}</Td>
            <Td>
              <WithdrawalStatusBadge status={w.status} />
              {w.reason ? <p className="mt-1 text-xs text-red-300">{w.reason}</p> : null}
            </Td>
            <Td className="text-xs">{formatDateTime(w.requestedAt)}</Td>
            <Td className="text-xs">{formatDateTime(w.processedAt)}</Td>
            <Td className="font-mono text-xs">{w.transactionHash ? shortenHash(w.transactionHash) : '-'}</Td>
          </tr>
        ))}
      </Table>
    </Card>
  );
};
