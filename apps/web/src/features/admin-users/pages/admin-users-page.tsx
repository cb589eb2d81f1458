import { useTranslation } from '@/lib/i18n/use-translation';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminTexts,
  SEARCH_DEBOUNCE_MS,
  type AdminUser,
} from '@app/contract';
import { useEffect, useState } from 'react';
import { AdminFailureAlert } from '@/components/ui/admin-failure-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import { useCsvExport } from '@/lib/csv-download';
import { formatCount } from '@/lib/format/number';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUsers } from '../api/get-admin-users';
import { StatusChange } from '../components/status-change';
import { UsersStatCards } from '../components/users-stat-cards';
import { UsersTable } from '../components/users-table';
import { useOwnAccountId } from '../hooks/use-own-account-id';
import { csvExports } from '@/lib/api-routes';

/** Admin 2, users list. */
export const AdminUsersPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const ownId = useOwnAccountId();
  useEffect(() => setPage(1), [search]);

  const filters = { search: search || undefined };
  const users = useAdminUsers({ page, limit: ADMIN_PAGE_SIZE, sort: ADMIN_DEFAULT_SORT, ...filters });
  const csv = useCsvExport(csvExports.adminUsers, filters);
  const data = users.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('users.title')}
        actions={
          <Button variant="secondary" onClick={csv.start}>
            {t('common.exportCsv')}
          </Button>
        }
      />
      <Toast message={toast} onDone={() => setToast(null)} />
      {csv.error ? <Alert>{csv.error}</Alert> : null}
      {actionError ? <Alert>{actionError}</Alert> : null}
      <UsersStatCards stats={data?.stats} />
      <Card>
        <SearchInput
          label={t('users.searchLabel')}
          className="mb-4"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('users.searchPlaceholder')}
        />
        <AdminFailureAlert
          error={users.error}
          texts={{ failed: adminTexts.users.fetchFailed, exception: adminTexts.users.fetchError }}
          className="mb-4"
        />
        <UsersTable users={data?.users} ownId={ownId} onEditStatus={setEditing} />
        {data ? (
          <Pager
            label={t('texts.users.showing', {
              shown: formatCount(data.users.length),
              total: formatCount(data.pagination.totalUsers),
            })}
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
          />
        ) : null}
      </Card>
      {editing ? (
        <StatusChange
          user={editing}
          onClose={() => setEditing(null)}
          onDone={(outcome) => {
            setActionError('error' in outcome ? outcome.error : null);
            if ('toast' in outcome) setToast(outcome.toast);
          }}
        />
      ) : null}
    </div>
  );
};
