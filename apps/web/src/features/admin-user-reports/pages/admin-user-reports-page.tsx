import { endpoints, type UserStatus } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { ListPager } from '@/features/admin-dashboard/shared/pager';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { UserReportModal } from '../components/user-report-modal';

const fieldClass =
  'h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500';

/** Admin 2, user reports, from the server's activity log (no sample data). */
export const AdminUserReportsPage = () => {
  useDocumentTitle('User Reports');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 500);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setPage(1), [search, status]);
  const query = { page, search: search || undefined, status: status || undefined };
  const reports = useQuery({
    queryKey: ['admin', 'user-reports', query],
    queryFn: () => fetchOrThrow(endpoints.userReports, { query }),
    placeholderData: (previous) => previous,
  });
  const data = reports.data;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">User Reports</h1>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <label className="flex-1">
            <span className="sr-only">Search users</span>
            <input
              type="search"
              className={`${fieldClass} w-full`}
              placeholder="Name, e-mail or user ID"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Status
            <select
              className={fieldClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as UserStatus | '')}
            >
              <option value="">All</option>
              <option value="ACTIVE">Active</option>
              <option value="LOCKED">Locked</option>
              <option value="DISABLED">Disabled</option>
            </select>
          </label>
        </div>
        {reports.isError ? <Alert className="mb-4">{reports.error.message}</Alert> : null}
        <Table
          head={['User', 'Status', 'Financial', 'Trading', 'Referrals', 'Activity', '']}
          empty={data && data.users.length === 0 ? 'No users found' : null}
        >
          {data?.users.map((u) => (
            <tr key={u._id} data-testid="report-row">
              <Td>
                <span className="block text-white">{fullName(u)}</span>
                <span className="block text-xs text-slate-400">{u.email}</span>
                <span className="block text-xs text-slate-400">{u.userId}</span>
              </Td>
              <Td>
                <AdminUserStatusBadge status={u.status} />
              </Td>
              <Td>
                <span className="block">Balance {formatMoney(u.financial.balance)}</span>
                <span className="block text-xs text-slate-400">
                  Earned {formatMoney(u.financial.totalEarned)}
                </span>
                <span className="block text-xs text-slate-400">
                  Withdrawn {formatMoney(u.financial.totalWithdrawn)}
                </span>
              </Td>
              <Td>
                <span className="block">{u.trading.bingXUID ?? 'Not linked'}</span>
                <span className="block text-xs text-slate-400">
                  {u.trading.subscriptionPaid ? 'Sub Paid' : 'Unpaid'}
                </span>
                <span className="block text-xs text-slate-400">{u.trading.compliance}</span>
              </Td>
              <Td>
                {u.referral.direct} direct / {u.referral.total} total
              </Td>
              <Td>
                <span className="block">{u.activity.activityCount} events</span>
                <span className="block text-xs text-slate-400">
                  Last login {formatDateTime(u.activity.lastLogin)}
                </span>
                <span className="block text-xs text-slate-400">
                  Last activity {formatDateTime(u.activity.lastActivity)}
                </span>
              </Td>
              <Td>
                <button
                  type="button"
                  className="text-emerald-300 hover:underline"
                  onClick={() => setOpen(u._id)}
                >
                  View Report
                </button>
              </Td>
            </tr>
          ))}
        </Table>
        {data ? <ListPager pagination={data.pagination} noun="users" onPage={setPage} /> : null}
      </Card>
      {open ? <UserReportModal id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
