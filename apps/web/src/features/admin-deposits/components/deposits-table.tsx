import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format/names';
import { shortWallet } from '@/lib/format/short-wallet';
import type { AdminDepositsPage } from '../api/get-admin-deposits';
import { formatCount, formatExactDecimal } from '@/lib/format/number';
import { isZero } from '../lib/deposit-texts';

type DepositAddressRow = AdminDepositsPage['addresses'][number];

const TransferCounts = ({ transfers }: { transfers: DepositAddressRow['transfers'] }) => {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone="green">{t('deposits.counts.credited', { number: formatCount(transfers.credited) })}</Badge>
      {transfers.waiting ? (
        <Badge tone="yellow">
          {t('deposits.counts.waiting', { number: formatCount(transfers.waiting) })}
        </Badge>
      ) : null}
      {transfers.setAside ? (
        <Badge tone="red">{t('deposits.counts.setAside', { number: formatCount(transfers.setAside) })}</Badge>
      ) : null}
      {transfers.dropped ? (
        <Badge>{t('deposits.counts.dropped', { number: formatCount(transfers.dropped) })}</Badge>
      ) : null}
    </span>
  );
};

/** One row per member address: who, the address, the figures and the transfers' states. */
export const DepositsTable = ({ data }: { data: AdminDepositsPage | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[
        t('deposits.head.member'),
        t('deposits.head.address'),
        t('deposits.head.received'),
        t('deposits.figures.credited'),
        t('deposits.head.used'),
        t('deposits.figures.credit'),
        t('deposits.transfers.title'),
        '',
      ]}
      empty={data && data.addresses.length === 0 ? t('deposits.empty') : null}
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
          <Td>{formatExactDecimal(a.received)}</Td>
          <Td>{formatExactDecimal(a.credited)}</Td>
          <Td>{formatExactDecimal(a.usedByPeriods)}</Td>
          <Td>
            {formatExactDecimal(a.credit)}
            {isZero(a.overpayment) ? null : (
              <Badge tone="purple" className="ml-2">
                {t('deposits.figures.overpayment')}
              </Badge>
            )}
          </Td>
          <Td>
            <TransferCounts transfers={a.transfers} />
          </Td>
          <Td>
            <Link to={paths.admin.deposit.href(a._id)} className="text-emerald-300 hover:underline">
              {t('deposits.view')}
            </Link>
          </Td>
        </tr>
      ))}
    </Table>
  );
};
