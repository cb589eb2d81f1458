import { useTranslation } from '@/lib/i18n/use-translation';
import { SEARCH_DEBOUNCE_MS, type AuditLogEntry } from '@app/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditLog } from '../api/get-audit-log';
import { AuditDetailsModal } from '../components/audit-details-modal';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** Issue 7: the audit log, newest first, with filters and a before/after view per entry. */
export const AdminAuditPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('audit.title'));
  const [values, setValues] = useState<AuditFilterValues>({ searchText: '', actionText: '', targetType: '' });
  const search = useDebounced(values.searchText.trim(), SEARCH_DEBOUNCE_MS);
  const action = useDebounced(values.actionText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  useEffect(() => setPage(1), [search, action, values.targetType]);
  const log = useAuditLog({
    page,
    search: search || undefined,
    action: action || undefined,
    targetType: values.targetType || undefined,
  });
  const data = log.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('audit.title')} />
      <Card>
        <AuditFilters values={values} onChange={(next) => setValues((v) => ({ ...v, ...next }))} />
        {log.isError ? <Alert className="mb-4">{log.error.message}</Alert> : null}
        <AuditTable entries={data?.auditLogs} onOpen={setOpen} />
        {data ? <ListPager pagination={data.pagination} noun="entries" onPage={setPage} /> : null}
      </Card>
      {open ? <AuditDetailsModal entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
