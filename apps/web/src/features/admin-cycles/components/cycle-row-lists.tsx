import { useTranslation } from '@/lib/i18n/use-translation';
import type { AlreadyPaidRow } from '@app/contract';
import { Table, Td } from '@/components/ui/table';

/** The rows a cycle leaves out, by line: already paid for some of its days, rejected, unknown UIDs. */
export const CycleRowLists = ({
  alreadyPaidRows,
  rejectedRows,
  unknownUids,
}: {
  alreadyPaidRows: AlreadyPaidRow[];
  rejectedRows: { line: number; reason: string }[];
  unknownUids: { line: number; uid: string }[];
}) => {
  const { t } = useTranslation('admin');
  return (
    <>
      {alreadyPaidRows.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-200">{t('cycles.rows.alreadyPaid')}</h3>
          <Table head={[t('cycles.rows.line'), 'UID', t('cycles.rows.paidBy'), t('cycles.rows.days')]}>
            {alreadyPaidRows.map((row) => (
              <tr key={`p${row.line}-${row.cycle}`}>
                <Td>{row.line}</Td>
                <Td className="font-mono">{row.uid}</Td>
                <Td>{t('cycles.rows.cycleN', { cycle: row.cycle })}</Td>
                <Td>{row.from === row.to ? row.from : t('cycles.range', { from: row.from, to: row.to })}</Td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
      {rejectedRows.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-200">{t('cycles.rejectedRows')}</h3>
          <Table head={[t('cycles.rows.line'), t('common.reason')]}>
            {rejectedRows.map((row) => (
              <tr key={`r${row.line}`}>
                <Td>{row.line}</Td>
                <Td className="text-red-300">{row.reason}</Td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
      {unknownUids.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-200">{t('cycles.unknownUids')}</h3>
          <Table head={[t('cycles.rows.line'), 'UID']}>
            {unknownUids.map((row) => (
              <tr key={`u${row.line}`}>
                <Td>{row.line}</Td>
                <Td className="font-mono">{row.uid}</Td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
    </>
  );
};
