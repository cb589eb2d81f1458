import { endpoints, type AuditLogEntry } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { ListPager } from '@/features/admin-dashboard/shared/pager';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { formatDateTime } from '@/lib/format/date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuditDetailsModal } from '../components/audit-details-modal';
import { AuditPerson } from '../components/audit-person';

const TARGET_TYPES = ['user', 'withdrawal', 'settings', 'cycle', 'export'];
const fieldClass =
  'h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500';

/** Issue 7: the audit log, newest first, with filters and a before/after view per entry. */
export const AdminAuditPage = () => {
  useDocumentTitle('Audit Log');
  const [searchText, setSearchText] = useState('');
  const [actionText, setActionText] = useState('');
  const [targetType, setTargetType] = useState('');
  const search = useDebounced(searchText.trim(), 500);
  const action = useDebounced(actionText.trim(), 500);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  useEffect(() => setPage(1), [search, action, targetType]);
  const query = {
    page,
    search: search || undefined,
    action: action || undefined,
    targetType: targetType || undefined,
  };
  const log = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => fetchOrThrow(endpoints.auditLog, { query }),
    placeholderData: (previous) => previous,
  });
  const data = log.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">Audit Log</h1>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <label className="flex-1">
            <span className="sr-only">Search actor or target</span>
            <input
              type="search"
              className={`${fieldClass} w-full`}
              placeholder="Actor name, e-mail, user ID or target id"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </label>
          <label>
            <span className="sr-only">Action</span>
            <input
              className={fieldClass}
              placeholder="Action (e.g. settings.update)"
              value={actionText}
              onChange={(e) => setActionText(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Target
            <select className={fieldClass} value={targetType} onChange={(e) => setTargetType(e.target.value)}>
              <option value="">All</option>
              {TARGET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        </div>
        {log.isError ? <Alert className="mb-4">{log.error.message}</Alert> : null}
        <Table
          head={['Time', 'Actor', 'Action', 'Target', '']}
          empty={data && data.auditLogs.length === 0 ? 'No audit entries found' : null}
        >
          {data?.auditLogs.map((entry) => (
            <tr key={entry._id} data-testid="audit-row">
              <Td>{formatDateTime(entry.createdAt)}</Td>
              <Td>{entry.actor ? <AuditPerson person={entry.actor} /> : 'System'}</Td>
              <Td className="font-mono text-xs">{entry.action}</Td>
              <Td>
                {entry.target.type === 'user' && entry.target.user ? null : (
                  <span className="block">
                    {entry.target.type}{' '}
                    <span className="text-xs text-slate-400">{entry.target.id ?? ''}</span>
                  </span>
                )}
                {entry.target.user ? <AuditPerson person={entry.target.user} /> : null}
              </Td>
              <Td>
                <button
                  type="button"
                  className="text-emerald-300 hover:underline"
                  onClick={() => setOpen(entry)}
                >
                  Details
                </button>
              </Td>
            </tr>
          ))}
        </Table>
        {data ? <ListPager pagination={data.pagination} noun="entries" onPage={setPage} /> : null}
      </Card>
      {open ? <AuditDetailsModal entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
