import { Card } from '@/components/ui/card';
import { Table, Td } from '@/components/ui/table';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { shortWallet } from '@/lib/format/short-wallet';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { depositTexts } from '../lib/deposit-texts';

/** Refunds an admin recorded for this address. */
export const DepositRefundsCard = ({ data }: { data: DepositAddressPage | undefined }) => (
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
);

/** The subscription periods the member's payments paid. */
export const DepositPeriodsCard = ({ data }: { data: DepositAddressPage | undefined }) => (
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
);
