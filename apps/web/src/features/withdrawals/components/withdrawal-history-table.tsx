import { memberTexts, type Withdrawal } from '@app/contract';
import { Spinner } from '@/components/ui/spinner';
import { shortenAddress, shortenHash } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { useWithdrawals } from '../api/get-withdrawals';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer';
import { WithdrawalStatus } from './withdrawal-status-icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass = 'font-mono text-emerald-300 underline-offset-2 hover:underline';

const Row = ({ withdrawal: w }: { withdrawal: Withdrawal }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <tr data-testid="withdrawal-row">
      <td className="py-3 pr-4 font-semibold text-white tabular-nums">{formatAmount(w.amount)}</td>
      <td className="py-3 pr-4">
        <a
          href={explorerAddressUrl(w.walletAddress)}
          {...external}
          className={linkClass}
          title={w.walletAddress}
        >
          {shortenAddress(w.walletAddress)}
        </a>
      </td>
      <td className="py-3 pr-4 text-slate-300">{w.asset}</td>
      <td className="py-3 pr-4">
        <WithdrawalStatus status={w.status} />
        {w.payoutStatus ? (
          <p className="mt-1 text-xs text-slate-300" data-testid="payout-status">
            {t('withdrawal.history.payout', {
              status: t(`withdrawal.history.payoutStatus.${w.payoutStatus}`),
            })}
          </p>
        ) : null}
        {w.reason ? <p className="mt-1 text-xs text-red-300">{w.reason}</p> : null}
      </td>
      <td className="py-3 pr-4 text-slate-300">
        <p>{formatDateTime(w.requestedAt)}</p>
        {w.processedAt ? (
          <p className="text-xs text-slate-400">
            {t('withdrawal.history.processed', { date: formatDateTime(w.processedAt) })}
          </p>
        ) : null}
      </td>
      <td className="py-3">
        {w.transactionHash ? (
          <a
            href={explorerTxUrl(w.transactionHash)}
            {...external}
            className={linkClass}
            title={w.transactionHash}
          >
            {shortenHash(w.transactionHash)}
          </a>
        ) : (
          <span className="text-slate-400">{translate(memberTexts.rewards.pendingTransaction)}</span>
        )}
      </td>
    </tr>
  );
};

/** The Withdrawal History tab of /rewards (member spec 2): the member's last 50 withdrawals. */
export const WithdrawalHistoryTable = () => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const { data, isPending } = useWithdrawals();
  if (isPending)
    return <Spinner label={t('withdrawal.history.loading')} className="flex justify-center py-10" />;
  const withdrawals = data?.withdrawals ?? [];
  if (withdrawals.length === 0) {
    return <p className="py-10 text-center text-slate-400">{translate(memberTexts.rewards.noWithdrawals)}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-slate-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {(['amount', 'walletAddress', 'asset', 'status', 'requested', 'transaction'] as const).map(
              (key) => (
                <th key={key} scope="col" className="py-3 pr-4">
                  {t(`withdrawal.history.${key}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800/70">
          {withdrawals.map((withdrawal) => (
            <Row key={withdrawal._id} withdrawal={withdrawal} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
