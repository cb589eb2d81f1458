import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminFailureText,
  adminTexts,
  csvExports,
  endpoints,
  type AdminUser,
  type QueryOf,
  type UserStatus,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { adminErrorText, fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { Pager } from '@/features/admin-dashboard/shared/pager';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { callEndpoint } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName, initials } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusChangeDialogs } from '../components/status-change-dialogs';
import { downloadCsv } from '../lib/csv-download';
import { readSubscription } from '../lib/subscription';

const TOAST_MS = 5000;

/** Admin 2, users list. */
export const AdminUsersPage = () => {
  useDocumentTitle('Users');
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 500);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => setPage(1), [search]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const query: QueryOf<typeof endpoints.adminUsers> = {
    page,
    limit: ADMIN_PAGE_SIZE,
    sort: ADMIN_DEFAULT_SORT,
    search: search || undefined,
  };
  const users = useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => fetchOrThrow(endpoints.adminUsers, { query }),
    placeholderData: (previous) => previous,
  });

  const statusChange = useMutation({
    mutationFn: async ({ id, status }: { id: string; status: UserStatus }) => {
      const result = await callEndpoint(endpoints.updateUserStatus, { params: { id }, body: { status } });
      if (!result.success) {
        throw new Error(
          adminFailureText(result.code, {
            failed: adminTexts.statusUpdate.failed,
            exception: adminTexts.statusUpdate.error,
          }),
        );
      }
      return result.data;
    },
    onSuccess: (data) => {
      setEditing(null);
      setActionError(null);
      setToast(adminTexts.statusUpdate.success(data.status));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setEditing(null);
      setActionError(error.message);
    },
  });

  const data = users.data;
  const loadError = adminErrorText(users.error, {
    failed: adminTexts.users.fetchFailed,
    exception: adminTexts.users.fetchError,
  });
  const [exportError, setExportError] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">Users</h1>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadCsv(
              csvExports.adminUsers.path,
              { search: search || undefined },
              csvExports.adminUsers.fileName,
            ).then(setExportError)
          }
        >
          Export CSV
        </Button>
      </div>
      {toast ? (
        <Alert tone="success" className="fixed top-20 right-4 z-50 shadow-xl">
          {toast}
        </Alert>
      ) : null}
      {exportError ? <Alert>{exportError}</Alert> : null}
      {actionError ? <Alert>{actionError}</Alert> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total"
          counts="All accounts, admins included"
          loading={!data}
          value={data?.stats.totalUsers}
        />
        <StatCard label="Active" loading={!data} value={data?.stats.activeUsers} />
        <StatCard label="Onboarding Complete" loading={!data} value={data?.stats.onboardingCompleted} />
        <StatCard label="Email Verified" loading={!data} value={data?.stats.verifiedUsers} />
      </div>
      <Card>
        <label className="mb-4 block">
          <span className="sr-only">Search users</span>
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name, e-mail, user ID, referral code or UID"
            className="h-10 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500"
          />
        </label>
        {users.isError ? <Alert className="mb-4">{loadError}</Alert> : null}
        <Table
          head={[
            'User',
            'Status',
            'Exchange UID',
            'Subscription',
            'Rewards / Withdrawals',
            'Dates',
            'Actions',
          ]}
          empty={data && data.users.length === 0 ? adminTexts.users.empty : null}
        >
          {data?.users.map((user) => {
            const name = fullName(user);
            return (
              <tr key={user._id} data-testid="user-row">
                <Td>
                  <div className="flex items-center gap-2">
                    <span
                      className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-500/20 text-xs font-bold text-emerald-300"
                      aria-hidden="true"
                    >
                      {initials(user)}
                    </span>
                    <span>
                      <span className="block font-medium text-white">{name}</span>
                      <span className="block text-xs text-slate-400">{user.email}</span>
                      <span className="block text-xs text-slate-400">{user.userId}</span>
                    </span>
                  </div>
                </Td>
                <Td>
                  <AdminUserStatusBadge status={user.status} />
                  <span className="mt-1 block text-xs text-slate-400">
                    {user.isEmailVerified ? 'Verified' : 'Unverified'}
                  </span>
                </Td>
                <Td>{user.bingXUID || adminTexts.users.notLinked}</Td>
                <Td>
                  {readSubscription(user.subscriptionFee).paid ? (
                    <Badge tone="green">Sub Paid</Badge>
                  ) : (
                    <Badge tone="grey">Unpaid</Badge>
                  )}
                </Td>
                <Td>
                  <span className="block">{formatMoney(user.totalRewards)}</span>
                  <span className="block text-xs text-slate-400">{formatMoney(user.totalWithdrawals)}</span>
                </Td>
                <Td>
                  <span className="block">Joined {formatDateTime(user.createdAt)}</span>
                  <span className="block text-xs text-slate-400">
                    Referrer: {user.referredBy?.userId ?? '-'}
                  </span>
                  <span className="block text-xs text-slate-400">
                    Last login: {formatDateTime(user.lastLogin)}
                  </span>
                </Td>
                <Td>
                  <div className="flex flex-col gap-1">
                    <Link
                      to={paths.admin.user.href(user._id)}
                      className="text-emerald-300 hover:underline"
                      aria-label={`View details of ${name}`}
                    >
                      View details
                    </Link>
                    <button
                      type="button"
                      className="text-left text-sky-300 hover:underline"
                      onClick={() => setEditing(user)}
                      aria-label={`Edit status of ${name}`}
                    >
                      Edit status
                    </button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </Table>
        {data ? (
          <Pager
            label={adminTexts.users.showing(data.users.length, data.pagination.totalUsers)}
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
          />
        ) : null}
      </Card>
      {editing ? (
        <StatusChangeDialogs
          userName={fullName(editing)}
          current={editing.status}
          busy={statusChange.isPending}
          onCancel={() => setEditing(null)}
          onConfirm={(status) => statusChange.mutate({ id: editing._id, status })}
        />
      ) : null}
    </div>
  );
};
