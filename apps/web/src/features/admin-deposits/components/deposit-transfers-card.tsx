import { Card } from '@/components/ui/card';
import { ListPager } from '@/components/ui/pager';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { shortWallet } from '@/lib/format/short-wallet';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { depositTexts } from '../lib/deposit-texts';
import { TransferStateBadge } from './transfer-state-badge';

type Transfer = DepositAddressPage['transfers'][number];

/** What became of a transfer: credited or dropped when, or why it is set aside and when it is tried again. */
const TransferOutcome = ({ t }: { t: Transfer }) => (
  <>
    {t.state === 'CREDITED' && t.creditedAt ? `Credited ${formatDateTime(t.creditedAt)}` : null}
    {t.state === 'DROPPED' && t.droppedAt ? `Dropped ${formatDateTime(t.droppedAt)}` : null}
    {t.state === 'SET_ASIDE' ? (
      <span className="block text-red-300">
        {t.error} ({t.attempts} {t.attempts === 1 ? 'attempt' : 'attempts'}; next{' '}
        {formatDateTime(t.nextAttemptAt)}). {depositTexts.setAsideNote}
      </span>
    ) : null}
  </>
);

/** The address's transfers with their state, a page at a time. */
export const DepositTransfersCard = ({
  data,
  onPage,
}: {
  data: DepositAddressPage | undefined;
  onPage: (page: number) => void;
}) => (
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
            <TransferOutcome t={t} />
          </Td>
        </tr>
      ))}
    </Table>
    {data ? <ListPager pagination={data.pagination} noun="transfers" onPage={onPage} /> : null}
  </Card>
);
