import { useTranslation } from '@/lib/i18n/use-translation';
import type { AuditLogEntry } from '@app/contract';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { AuditPerson } from './audit-person';

/** The audit log's rows: time, actor, action, target and a Details action. */
export const AuditTable = ({
  entries,
  onOpen,
}: {
  entries: AuditLogEntry[] | undefined;
  onOpen: (entry: AuditLogEntry) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[t('audit.time'), t('audit.actor'), t('audit.action'), t('audit.target'), '']}
      empty={entries && entries.length === 0 ? t('audit.empty') : null}
    >
      {entries?.map((entry) => (
        <tr key={entry._id} data-testid="audit-row">
          <Td>{formatDateTime(entry.createdAt)}</Td>
          <Td>{entry.actor ? <AuditPerson person={entry.actor} /> : t('audit.system')}</Td>
          <Td className="font-mono text-xs">{entry.action}</Td>
          <Td>
            {entry.target.type === 'user' && entry.target.user ? null : (
              <span className="block">
                {entry.target.type} <span className="text-xs text-slate-400">{entry.target.id ?? ''}</span>
              </span>
            )}
            {entry.target.user ? <AuditPerson person={entry.target.user} /> : null}
          </Td>
          <Td>
            <button type="button" className="text-emerald-300 hover:underline" onClick={() => onOpen(entry)}>
              {t('audit.detailsButton')}
            </button>
          </Td>
        </tr>
      ))}
    </Table>
  );
};
