import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminTexts,
  csvExports,
  SEARCH_DEBOUNCE_MS,
  statusLabel,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Pager } from '@/features/admin-dashboard/shared/pager';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { downloadCsv } from '@/features/admin-users/lib/csv-download';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { AdminWithdrawalsTable } from '../components/admin-withdrawals-table';
import { WithdrawalsStats } from '../components/withdrawals-stats';

/**
 * /admin/withdrawals (admin spec 2): stat cards, debounced search, status filter, table, pager,
 * and the CSV export of every withdrawal the filters match.
 */
export const AdminWithdrawalsPage = () => {
  useDocumentTitle('Withdrawals');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const settledSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { search: settledSearch || undefined, filters: status ? { status } : undefined };
  const { data, isPending, isError, error } = useAdminWithdrawals({
    page,
    limit: ADMIN_PAGE_SIZE,
    sort: ADMIN_DEFAULT_SORT,
    ...filters,
  });
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white">Withdrawal Requests</h1>
          <p className="mt-1 text-slate-300">Review Requests</p>
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadCsv(
              csvExports.adminWithdrawals.path,
              filters,
              csvExports.adminWithdrawals.fileName,
            ).then(setExportError)
          }
        >
          Export CSV
        </Button>
      </div>
      {exportError ? <Alert>{exportError}</Alert> : null}
      <WithdrawalsStats statistics={data?.statistics} loading={isPending} />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Input
            label="Search"
            type="search"
            placeholder="Name, e-mail, user ID, wallet address or transaction hash"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <div className="space-y-1.5">
            <label htmlFor="withdrawal-status-filter" className="block text-sm font-medium text-slate-200">
              Status
            </label>
            <select
              id="withdrawal-status-filter"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as WithdrawalStatus | '');
                setPage(1);
              }}
              className="block h-11 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100"
            >
              <option value="">All Status</option>
              {WITHDRAWAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {isError ? <Alert className="mb-4">{error.message}</Alert> : null}
        {isPending ? (
          <p className="py-6 text-center text-slate-400">Loading withdrawals...</p>
        ) : data ? (
          <AdminWithdrawalsTable withdrawals={data.withdrawals} />
        ) : null}
        <Pager
          label={adminTexts.withdrawals.page(page, totalPages)}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      </Card>
    </div>
  );
};
