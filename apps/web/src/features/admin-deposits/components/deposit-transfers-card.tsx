import { useTranslation } from '@/lib/i18n/use-translation';
import { Card } from '@/components/ui/card';
import { ListPager } from '@/components/ui/pager';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { shortWallet } from '@/lib/format/short-wallet';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { formatExactDecimal } from '@/lib/format/number';
import { TransferStateBadge } from './transfer-state-badge';

type Transfer = DepositAddressPage['transfers'][number];

/** What became of a transfer: credited or dropped when, or why it is set aside and when it is tried again. */
const TransferOutcome = ({ transfer }: { transfer: Transfer }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      {transfer.state === 'CREDITED' && transfer.creditedAt
        ? t('deposits.transfers.creditedAt', { date: formatDateTime(transfer.creditedAt) })
        : null}
      {transfer.state === 'DROPPED' && transfer.droppedAt
        ? t('deposits.transfers.droppedAt', { date: formatDateTime(transfer.droppedAt) })
        : null}
      {transfer.state === 'SET_ASIDE' ? (
        <span className="block text-red-300">
          {t('deposits.transfers.setAside', {
            error: transfer.error,
            count: transfer.attempts,
            date: formatDateTime(transfer.nextAttemptAt),
          })}{' '}
          {t('deposits.setAsideNote')}
        </span>
      ) : null}
    </>
  );
};

/** The address's transfers with their state, a page at a time. */
export const DepositTransfersCard = ({
  data,
  onPage,
}: {
  data: DepositAddressPage | undefined;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('deposits.transfers.title')}>
      <Table
        head={[
          t('deposits.transfers.block'),
          t('withdrawals.transaction'),
          t('rewards.details.from'),
          t('common.amount'),
          t('deposits.transfers.state'),
          t('deposits.transfers.seen'),
          '',
        ]}
        empty={data && data.transfers.length === 0 ? t('deposits.noTransfers') : null}
      >
        {data?.transfers.map((transfer) => (
          <tr key={transfer._id} data-testid="transfer-row">
            <Td>{transfer.blockNumber}</Td>
            <Td className="font-mono text-xs">
              <span title={`${transfer.txHash} (log ${transfer.logIndex})`}>
                {shortWallet(transfer.txHash)}
              </span>
            </Td>
            <Td className="font-mono text-xs">
              <span title={transfer.fromAddress}>{shortWallet(transfer.fromAddress)}</span>
            </Td>
            <Td>{formatExactDecimal(transfer.amount)} USDT</Td>
            <Td>
              <TransferStateBadge state={transfer.state} />
            </Td>
            <Td>{formatDateTime(transfer.seenAt)}</Td>
            <Td className="max-w-sm text-xs text-slate-300">
              <TransferOutcome transfer={transfer} />
            </Td>
          </tr>
        ))}
      </Table>
      {data ? <ListPager pagination={data.pagination} noun="transfers" onPage={onPage} /> : null}
    </Card>
  );
};
