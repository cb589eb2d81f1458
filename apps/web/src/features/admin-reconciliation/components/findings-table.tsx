import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReconciliationReport } from '@app/contract';
import { Link } from 'react-router';
import { Table, Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer';
import { shortenAddress, shortenHash } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const link = 'font-mono text-emerald-300 underline-offset-2 hover:underline';

/** The open mismatches, each linked to the explorer and, where there is one, its withdrawal. */
export const FindingsTable = ({ findings }: { findings: ReconciliationReport['findings'] }) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[
        t('reconciliation.head.mismatch'),
        t('reconciliation.head.details'),
        t('withdrawals.transaction'),
        t('deposits.head.address'),
        t('reconciliation.head.withdrawal'),
        t('reconciliation.head.firstSeen'),
      ]}
      empty={findings.length === 0 ? t('reconciliation.empty') : null}
    >
      {findings.map((f) => (
        <tr key={f.key} data-testid="reconciliation-finding">
          <Td className="text-sm text-white">{f.description}</Td>
          <Td className="text-xs text-slate-300">{f.detail}</Td>
          <Td className="text-xs">
            {f.txHash ? (
              <a href={explorerTxUrl(f.txHash)} {...external} className={link} title={f.txHash}>
                {shortenHash(f.txHash)}
              </a>
            ) : (
              '-'
            )}
          </Td>
          <Td className="text-xs">
            {f.address ? (
              <a href={explorerAddressUrl(f.address)} {...external} className={link} title={f.address}>
                {shortenAddress(f.address)}
              </a>
            ) : (
              '-'
            )}
          </Td>
          <Td className="text-xs">
            {f.withdrawalId ? (
              <Link to={paths.admin.withdrawal.href(f.withdrawalId)} className={link}>
                {t('withdrawals.review')}
              </Link>
            ) : (
              '-'
            )}
          </Td>
          <Td className="whitespace-nowrap text-xs">{formatDateTime(f.firstSeenAt)}</Td>
        </tr>
      ))}
    </Table>
  );
};
