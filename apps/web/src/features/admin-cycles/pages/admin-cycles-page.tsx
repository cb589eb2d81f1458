import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { formatCount } from '@/lib/format/number';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminCycleKeys } from '../api/admin-cycle-keys';
import { useCycle, useCycles } from '../api/get-cycles';
import { CycleReport } from '../components/cycle-report';
import { CycleUploadForm } from '../components/cycle-upload-form';
import { CyclesTable } from '../components/cycles-table';

/** Issue 5: upload a cycle CSV, follow its progress, read its report; past cycles below. */
export const AdminCyclesPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('cycles.title'));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const cycle = useCycle(selected);
  const list = useCycles(page, cycle.data?.status);
  return (
    <div className="space-y-6">
      <PageHeader title={t('cycles.title')} />
      <CycleUploadForm
        onStarted={(started) => {
          queryClient.setQueryData(adminCycleKeys.cycle(started._id), started);
          setSelected(started._id);
          void queryClient.invalidateQueries({ queryKey: adminCycleKeys.lists() });
        }}
      />
      {cycle.isError ? <Alert>{cycle.error.message}</Alert> : null}
      {cycle.data ? <CycleReport cycle={cycle.data} /> : null}
      <Card title={t('cycles.past')}>
        {list.isError ? <Alert className="mb-4">{list.error.message}</Alert> : null}
        <CyclesTable cycles={list.data?.cycles} onView={setSelected} />
        {list.data ? (
          <Pager
            label={t('texts.withdrawals.page', {
              page: formatCount(list.data.pagination.currentPage),
              totalPages: formatCount(Math.max(1, list.data.pagination.totalPages)),
            })}
            page={list.data.pagination.currentPage}
            totalPages={list.data.pagination.totalPages}
            onPage={setPage}
          />
        ) : null}
      </Card>
    </div>
  );
};
