import { useTranslation } from '@/lib/i18n/use-translation';
import { Card } from '@/components/ui/card';
import { Table, Td } from '@/components/ui/table';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { shortWallet } from '@/lib/format/short-wallet';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { formatExactDecimal } from '@/lib/format/number';

/** Refunds an admin recorded for this address. */
export const DepositRefundsCard = ({ data }: { data: DepositAddressPage | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('deposits.refunds.title')}>
      <Table
        head={[
          t('deposits.refunds.recorded'),
          t('common.amount'),
          t('withdrawals.transaction'),
          t('deposits.refunds.by'),
        ]}
        empty={data && data.refunds.length === 0 ? t('deposits.noRefunds') : null}
      >
        {data?.refunds.map((r) => (
          <tr key={r._id} data-testid="refund-row">
            <Td>{formatDateTime(r.createdAt)}</Td>
            <Td>{formatExactDecimal(r.amount)} USDT</Td>
            <Td className="font-mono text-xs">
              <span title={r.txHash}>{shortWallet(r.txHash)}</span>
            </Td>
            <Td>{r.recordedBy ? `${r.recordedBy.name} (${r.recordedBy.userId})` : '-'}</Td>
          </tr>
        ))}
      </Table>
    </Card>
  );
};

/** The subscription periods the member's payments paid. */
export const DepositPeriodsCard = ({ data }: { data: DepositAddressPage | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('deposits.periods.title')}>
      <Table
        head={[
          t('deposits.periods.period'),
          t('deposits.periods.starts'),
          t('deposits.periods.ends'),
          t('deposits.periods.paid'),
          t('deposits.periods.fee'),
        ]}
        empty={data && data.periods.length === 0 ? t('deposits.noPeriods') : null}
      >
        {data?.periods.map((p) => (
          <tr key={p.periodNumber}>
            <Td>{p.periodNumber}</Td>
            <Td>{formatDate(p.startsAt)}</Td>
            <Td>{formatDate(p.endsAt)}</Td>
            <Td>{formatDateTime(p.paidAt)}</Td>
            <Td>{formatExactDecimal(p.amount)} USDT</Td>
          </tr>
        ))}
      </Table>
    </Card>
  );
};
