import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminWithdrawal } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { PayoutStatusBadge } from '@/components/ui/payout-status-badge';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { Table, Td } from '@/components/ui/table';
import { shortenAddress, shortenHash } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';

/** The withdrawals list of /admin/withdrawals (admin spec 2) with a Review button per row. */
export const AdminWithdrawalsTable = ({ withdrawals }: { withdrawals: AdminWithdrawal[] }) => {
  const { t } = useTranslation('admin');
  const head = [
    t('users.head.user'),
    t('common.amount'),
    t('userDetail.withdrawals.wallet'),
    t('withdrawals.transaction'),
    t('common.status'),
    t('userDetail.withdrawals.requested'),
    t('userDetail.withdrawals.processed'),
    t('users.head.actions'),
  ];
  return (
    <Table head={head} empty={withdrawals.length === 0 ? t('texts.withdrawals.empty') : null}>
      {withdrawals.map((w) => (
        <tr key={w._id} data-testid="admin-withdrawal-row">
          <Td>
            <p className="font-medium text-white">{fullName(w.user)}</p>
            <p className="text-xs text-slate-400">{w.user.email}</p>
            <p className="font-mono text-xs text-slate-500">{w.user.userId}</p>
          </Td>
          <Td className="whitespace-nowrap font-semibold text-white tabular-nums">
            {formatAmount(w.amount)} {w.asset}
          </Td>
          <Td className="font-mono text-xs">
            <span title={w.walletAddress}>{shortenAddress(w.walletAddress)}</span>
          </Td>
          <Td className="font-mono text-xs">
            {w.transactionHash ? (
              <span title={w.transactionHash}>{shortenHash(w.transactionHash)}</span>
            ) : (
              '-'
            )}
          </Td>
          <Td>
            <WithdrawalStatusBadge status={w.status} />
            {w.payoutStatus ? (
              <div className="mt-1">
                <PayoutStatusBadge status={w.payoutStatus} />
              </div>
            ) : null}
          </Td>
          <Td className="whitespace-nowrap text-xs">{formatDateTime(w.requestedAt)}</Td>
          <Td className="whitespace-nowrap text-xs">{formatDateTime(w.processedAt)}</Td>
          <Td>
            <Link
              to={paths.admin.withdrawal.href(w._id)}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
              aria-label={t('withdrawals.reviewOf', { name: fullName(w.user) })}
            >
              {t('withdrawals.review')}
            </Link>
          </Td>
        </tr>
      ))}
    </Table>
  );
};
