import { useTranslation } from '@/lib/i18n/use-translation';
import { SEARCH_DEBOUNCE_MS, type UserStatus } from '@app/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserReports } from '../api/get-user-reports';
import { UserReportModal } from '../components/user-report-modal';
import { UserReportsTable } from '../components/user-reports-table';

/** Admin 2, user reports, from the server's activity log (no sample data). */
export const AdminUserReportsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('userReports.title'));
  const statusOptions = [
    { value: '', label: t('rewards.all') },
    { value: 'ACTIVE', label: t('userReports.statuses.active') },
    { value: 'LOCKED', label: t('userReports.statuses.locked') },
    { value: 'DISABLED', label: t('userReports.statuses.disabled') },
  ];
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setPage(1), [search, status]);
  const reports = useUserReports({ page, search: search || undefined, status: status || undefined });
  const data = reports.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('userReports.title')} />
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <SearchInput
            label={t('users.searchLabel')}
            className="flex-1"
            placeholder={t('userReports.searchPlaceholder')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Select
            label={t('common.status')}
            value={status}
            onChange={(value) => setStatus(value as UserStatus | '')}
            options={statusOptions}
          />
        </div>
        {reports.isError ? <Alert className="mb-4">{reports.error.message}</Alert> : null}
        <UserReportsTable users={data?.users} onOpen={setOpen} />
        {data ? <ListPager pagination={data.pagination} noun="users" onPage={setPage} /> : null}
      </Card>
      {open ? <UserReportModal id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
