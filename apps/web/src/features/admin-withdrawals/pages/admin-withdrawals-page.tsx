import { useTranslation } from '@/lib/i18n/use-translation';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminTexts,
  SEARCH_DEBOUNCE_MS,
  statusLabel,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@app/contract';
import { useState } from 'react';
import { AdminFailureAlert } from '@/components/ui/admin-failure-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { useCsvExport } from '@/lib/csv-download';
import { formatCount } from '@/lib/format/number';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { AdminWithdrawalsTable } from '../components/admin-withdrawals-table';
import { WithdrawalsStats } from '../components/withdrawals-stats';
import { csvExports } from '@/lib/api-routes';

/**
 * /admin/withdrawals (admin spec 2): stat cards, debounced search, status filter, table, pager,
 * and the CSV export of every withdrawal the filters match.
 */
export const AdminWithdrawalsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('withdrawals.documentTitle'));
  const statusOptions = [
    { value: '', label: t('common.allStatus') },
    ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
  ];
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { search: settledSearch || undefined, filters: status ? { status } : undefined };
  const { data, isPending, error } = useAdminWithdrawals({
    page,
    limit: ADMIN_PAGE_SIZE,
    sort: ADMIN_DEFAULT_SORT,
    ...filters,
  });
  const csv = useCsvExport(csvExports.adminWithdrawals, filters);
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('withdrawals.title')}
        subtitle={t('withdrawals.subtitle')}
        actions={
          <Button variant="secondary" onClick={csv.start}>
            {t('common.exportCsv')}
          </Button>
        }
      />
      {csv.error ? <Alert>{csv.error}</Alert> : null}
      <WithdrawalsStats statistics={data?.statistics} loading={isPending} />
      <Card>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Input
            label={t('common.search')}
            type="search"
            placeholder={t('withdrawals.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label={t('common.status')}
            layout="stacked"
            value={status}
            onChange={(value) => {
              setStatus(value as WithdrawalStatus | '');
              setPage(1);
            }}
            options={statusOptions}
          />
        </div>
        <AdminFailureAlert
          error={error}
          texts={{ failed: adminTexts.withdrawals.fetchFailed, exception: adminTexts.withdrawals.fetchError }}
          className="mb-4"
        />
        {isPending ? (
          <p className="py-6 text-center text-slate-400">{t('withdrawals.loading')}</p>
        ) : data ? (
          <AdminWithdrawalsTable withdrawals={data.withdrawals} />
        ) : null}
        <Pager
          label={t('texts.withdrawals.page', {
            page: formatCount(page),
            totalPages: formatCount(totalPages),
          })}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      </Card>
    </div>
  );
};
