import { useTranslation } from '@/lib/i18n/use-translation';
import type { AuditLogEntry } from '@app/contract';
import { Modal } from '@/components/ui/modal';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { diffFields } from '../lib/diff-fields';

/** An audit entry with its before/after difference, field by field. */
export const AuditDetailsModal = ({ entry, onClose }: { entry: AuditLogEntry; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const changes = diffFields(entry.before, entry.after);
  return (
    <Modal title={t('audit.details.title', { action: entry.action })} onClose={onClose} closeButton>
      <p className="mb-4 text-sm text-slate-300">
        {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('audit.system')} ·{' '}
        {formatDateTime(entry.createdAt)}
        {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
      </p>
      <p className="mb-4 text-sm text-slate-300">
        {t('audit.details.target', { type: entry.target.type, id: entry.target.id ?? '' })}
      </p>
      <Table
        head={[t('audit.details.field'), t('audit.details.before'), t('audit.details.after')]}
        empty={changes.length === 0 ? t('audit.details.noChanges') : null}
      >
        {changes.map((c) => (
          <tr key={c.field}>
            <Td>{c.field}</Td>
            <Td className="font-mono text-xs break-all text-red-300">{c.before}</Td>
            <Td className="font-mono text-xs break-all text-emerald-300">{c.after}</Td>
          </tr>
        ))}
      </Table>
    </Modal>
  );
};
