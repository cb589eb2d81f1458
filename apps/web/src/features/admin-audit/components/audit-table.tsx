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
}) => (
  <Table
    head={['Time', 'Actor', 'Action', 'Target', '']}
    empty={entries && entries.length === 0 ? 'No audit entries found' : null}
  >
    {entries?.map((entry) => (
      <tr key={entry._id} data-testid="audit-row">
        <Td>{formatDateTime(entry.createdAt)}</Td>
        <Td>{entry.actor ? <AuditPerson person={entry.actor} /> : 'System'}</Td>
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
            Details
          </button>
        </Td>
      </tr>
    ))}
  </Table>
);
