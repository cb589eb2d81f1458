import { useTranslation } from '@/lib/i18n/use-translation';
import { DEPOSIT_LIST_FILTERS, type DepositListFilter } from '@app/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/lib/format/number';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminDeposits } from '../api/get-admin-deposits';
import { DepositFigures } from '../components/deposit-figures';
import { DepositsTable } from '../components/deposits-table';

/** Issue 12: every member's deposit address with received, credited, used, credit and overpayment. */
export const AdminDepositsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('deposits.title'));
  const filterOptions = DEPOSIT_LIST_FILTERS.map((f) => ({ value: f, label: t(`deposits.filters.${f}`) }));
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<DepositListFilter>('received');
  const search = useDebounced(searchText.trim(), 500);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, filter]);
  const deposits = useAdminDeposits({ page, filter, search: search || undefined });
  const data = deposits.data;
  const summary = data?.summary;
  return (
    <div className="space-y-6">
      <PageHeader title={t('deposits.title')} subtitle={t('deposits.intro')} />
      <DepositFigures figures={summary} loading={!summary} />
      <div className="grid gap-4 sm:grid-cols-4">
        <StatCard
          label={t('deposits.cards.addresses')}
          value={summary ? formatCount(summary.addresses) : '-'}
          loading={!summary}
        />
        <StatCard
          label={t('deposits.cards.setAside')}
          value={summary ? formatCount(summary.transfers.setAside) : '-'}
          loading={!summary}
        />
        <StatCard
          label={t('deposits.cards.waiting')}
          value={summary ? formatCount(summary.transfers.waiting) : '-'}
          loading={!summary}
        />
        <StatCard
          label={t('deposits.cards.overpaid')}
          value={summary ? formatCount(summary.overpaidMembers) : '-'}
          loading={!summary}
        />
      </div>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <SearchInput
            className="flex-1"
            label={t('deposits.searchLabel')}
            placeholder={t('deposits.searchPlaceholder')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Select
            label={t('deposits.show')}
            options={filterOptions}
            value={filter}
            onChange={(value) => setFilter(value as DepositListFilter)}
          />
        </div>
        {deposits.isError ? (
          <Alert className="mb-4">{deposits.error.message || t('deposits.loadFailed')}</Alert>
        ) : null}
        <DepositsTable data={data} />
        {data ? <ListPager pagination={data.pagination} noun="addresses" onPage={setPage} /> : null}
      </Card>
    </div>
  );
};
