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

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'LOCKED', label: 'Locked' },
  { value: 'DISABLED', label: 'Disabled' },
];

/** Admin 2, user reports, from the server's activity log (no sample data). */
export const AdminUserReportsPage = () => {
  useDocumentTitle('User Reports');
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
      <PageHeader title="User Reports" />
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <SearchInput
            label="Search users"
            className="flex-1"
            placeholder="Name, e-mail or user ID"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Select
            label="Status"
            value={status}
            onChange={(value) => setStatus(value as UserStatus | '')}
            options={STATUS_OPTIONS}
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
