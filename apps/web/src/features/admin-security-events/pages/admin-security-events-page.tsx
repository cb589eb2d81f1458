import { useTranslation } from '@/lib/i18n/use-translation';
import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { useCsvExport } from '@/lib/csv-download';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type SecurityEventsQuery, useSecurityEvents } from '../api/get-security-events';
import { SecurityEventFilters, type SecurityEventFilterValues } from '../components/security-event-filters';
import { SecurityEventsTable } from '../components/security-events-table';
import { csvExports } from '@/lib/api-routes';

const EMPTY: SecurityEventFilterValues = { type: '', account: '', ip: '', from: '', to: '' };

/** Issue 21: failed sign-ins, throttling, password changes, wrong codes and refused calls. */
export const AdminSecurityEventsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('securityEvents.title'));
  const [values, setValues] = useState<SecurityEventFilterValues>(EMPTY);
  const account = useDebounced(values.account.trim(), SEARCH_DEBOUNCE_MS);
  const ip = useDebounced(values.ip.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const filters = {
    type: (values.type || undefined) as SecurityEventsQuery['type'],
    account: account || undefined,
    ip: ip || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
  useEffect(() => setPage(1), [values.type, account, ip, values.from, values.to]);
  const events = useSecurityEvents({ page, ...filters });
  const csv = useCsvExport(csvExports.adminSecurityEvents, filters);
  const data = events.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('securityEvents.title')}
        actions={
          <Button variant="secondary" onClick={csv.start}>
            {t('common.exportCsv')}
          </Button>
        }
      />
      {csv.error ? <Alert>{csv.error}</Alert> : null}
      <Card>
        <SecurityEventFilters values={values} onChange={(next) => setValues((v) => ({ ...v, ...next }))} />
        {events.isError ? <Alert className="mb-4">{events.error.message}</Alert> : null}
        <SecurityEventsTable events={data?.securityEvents} />
        {data ? <ListPager pagination={data.pagination} noun="events" onPage={setPage} /> : null}
      </Card>
    </div>
  );
};
