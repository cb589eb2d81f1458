import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format/names';
import { shortWallet } from '@/lib/format/short-wallet';
import type { AdminDepositsPage } from '../api/get-admin-deposits';
import { depositTexts, isZero } from '../lib/deposit-texts';

type DepositAddressRow = AdminDepositsPage['addresses'][number];

const TransferCounts = ({ transfers }: { transfers: DepositAddressRow['transfers'] }) => (
  <span className="flex flex-wrap gap-1">
    <Badge tone="green">{transfers.credited} credited</Badge>
    {transfers.waiting ? <Badge tone="yellow">{transfers.waiting} waiting</Badge> : null}
    {transfers.setAside ? <Badge tone="red">{transfers.setAside} set aside</Badge> : null}
    {transfers.dropped ? <Badge>{transfers.dropped} dropped</Badge> : null}
  </span>
);

/** One row per member address: who, the address, the figures and the transfers' states. */
export const DepositsTable = ({ data }: { data: AdminDepositsPage | undefined }) => (
  <Table
    head={['Member', 'Address', 'Received', 'Credited', 'Used', 'Credit', 'Transfers', '']}
    empty={data && data.addresses.length === 0 ? depositTexts.empty : null}
  >
    {data?.addresses.map((a) => (
      <tr key={a._id} data-testid="deposit-row">
        <Td>
          <span className="block text-white">{fullName(a)}</span>
          <span className="block text-xs text-slate-400">
            {a.email} · {a.userId}
          </span>
        </Td>
        <Td className="font-mono text-xs">
          <span title={a.walletAddress}>{shortWallet(a.walletAddress)}</span>
        </Td>
        <Td>{a.received}</Td>
        <Td>{a.credited}</Td>
        <Td>{a.usedByPeriods}</Td>
        <Td>
          {a.credit}
          {isZero(a.overpayment) ? null : (
            <Badge tone="purple" className="ml-2">
              Overpayment
            </Badge>
          )}
        </Td>
        <Td>
          <TransferCounts transfers={a.transfers} />
        </Td>
        <Td>
          <Link to={paths.admin.deposit.href(a._id)} className="text-emerald-300 hover:underline">
            View
          </Link>
        </Td>
      </tr>
    ))}
  </Table>
);
