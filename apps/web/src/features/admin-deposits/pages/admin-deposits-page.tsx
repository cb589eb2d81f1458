import { DEPOSIT_LIST_FILTERS, type DepositListFilter } from '@app/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminDeposits } from '../api/get-admin-deposits';
import { DepositFigures } from '../components/deposit-figures';
import { DepositsTable } from '../components/deposits-table';
import { depositTexts, filterLabels } from '../lib/deposit-texts';

const filterOptions = DEPOSIT_LIST_FILTERS.map((f) => ({ value: f, label: filterLabels[f] }));

/** Issue 12: every member's deposit address with received, credited, used, credit and overpayment. */
export const AdminDepositsPage = () => {
  useDocumentTitle(depositTexts.title);
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
      <PageHeader title={depositTexts.title} subtitle={depositTexts.intro} />
      <DepositFigures figures={summary} loading={!summary} />
      <div className="grid gap-4 sm:grid-cols-4">
        <StatCard label="Addresses that received" value={summary?.addresses ?? '-'} loading={!summary} />
        <StatCard label="Set aside" value={summary?.transfers.setAside ?? '-'} loading={!summary} />
        <StatCard label="Waiting" value={summary?.transfers.waiting ?? '-'} loading={!summary} />
        <StatCard label="Members overpaid" value={summary?.overpaidMembers ?? '-'} loading={!summary} />
      </div>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <SearchInput
            className="flex-1"
            label={depositTexts.searchLabel}
            placeholder={depositTexts.searchPlaceholder}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Select
            label="Show"
            options={filterOptions}
            value={filter}
            onChange={(value) => setFilter(value as DepositListFilter)}
          />
        </div>
        {deposits.isError ? (
          <Alert className="mb-4">{deposits.error.message || depositTexts.loadFailed}</Alert>
        ) : null}
        <DepositsTable data={data} />
        {data ? <ListPager pagination={data.pagination} noun="addresses" onPage={setPage} /> : null}
      </Card>
    </div>
  );
};
