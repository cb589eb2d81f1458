import { DEPOSIT_LIST_FILTERS, endpoints, type DepositListFilter } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { ListPager } from '@/features/admin-dashboard/shared/pager';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { shortWallet } from '@/features/admin-users/lib/short-wallet';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DepositFigures } from '../components/deposit-figures';
import { depositTexts, filterLabels, isZero } from '../lib/deposit-texts';

const fieldClass =
  'h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500';

/** Issue 12: every member's deposit address with received, credited, used, credit and overpayment. */
export const AdminDepositsPage = () => {
  useDocumentTitle(depositTexts.title);
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<DepositListFilter>('received');
  const search = useDebounced(searchText.trim(), 500);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [search, filter]);
  const query = { page, filter, search: search || undefined };
  const deposits = useQuery({
    queryKey: ['admin', 'deposits', query],
    queryFn: () => fetchOrThrow(endpoints.adminDeposits, { query }),
    placeholderData: (previous) => previous,
  });
  const data = deposits.data;
  const summary = data?.summary;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">{depositTexts.title}</h1>
        <p className="mt-2 text-slate-300">{depositTexts.intro}</p>
      </div>
      <DepositFigures figures={summary} loading={!summary} />
      <div className="grid gap-4 sm:grid-cols-4">
        <StatCard label="Addresses that received" value={summary?.addresses ?? '-'} loading={!summary} />
        <StatCard label="Set aside" value={summary?.transfers.setAside ?? '-'} loading={!summary} />
        <StatCard label="Waiting" value={summary?.transfers.waiting ?? '-'} loading={!summary} />
        <StatCard label="Members overpaid" value={summary?.overpaidMembers ?? '-'} loading={!summary} />
      </div>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <label className="flex-1">
            <span className="sr-only">{depositTexts.searchLabel}</span>
            <input
              type="search"
              className={`${fieldClass} w-full`}
              placeholder={depositTexts.searchPlaceholder}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Show
            <select
              className={fieldClass}
              value={filter}
              onChange={(e) => setFilter(e.target.value as DepositListFilter)}
            >
              {DEPOSIT_LIST_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {filterLabels[f]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {deposits.isError ? (
          <Alert className="mb-4">{deposits.error.message || depositTexts.loadFailed}</Alert>
        ) : null}
        <Table
          head={['Member', 'Address', 'Received', 'Credited', 'Used', 'Credit', 'Transfers', '']}
          empty={data && data.addresses.length === 0 ? depositTexts.empty : null}
        >
          {data?.addresses.map((a) => (
            <tr key={a._id} data-testid="deposit-row">
              <Td>
                <span className="block text-white">{fullName(a)}</span>
                <span className="block text-xs text-slate-400">
                  {a.email} · {a.userId}
                </span>
              </Td>
              <Td className="font-mono text-xs">
                <span title={a.walletAddress}>{shortWallet(a.walletAddress)}</span>
              </Td>
              <Td>{a.received}</Td>
              <Td>{a.credited}</Td>
              <Td>{a.usedByPeriods}</Td>
              <Td>
                {a.credit}
                {isZero(a.overpayment) ? null : (
                  <Badge tone="purple" className="ml-2">
                    Overpayment
                  </Badge>
                )}
              </Td>
              <Td>
                <span className="flex flex-wrap gap-1">
                  <Badge tone="green">{a.transfers.credited} credited</Badge>
                  {a.transfers.waiting ? <Badge tone="yellow">{a.transfers.waiting} waiting</Badge> : null}
                  {a.transfers.setAside ? <Badge tone="red">{a.transfers.setAside} set aside</Badge> : null}
                  {a.transfers.dropped ? <Badge>{a.transfers.dropped} dropped</Badge> : null}
                </span>
              </Td>
              <Td>
                <Link to={paths.admin.deposit.href(a._id)} className="text-emerald-300 hover:underline">
                  View
                </Link>
              </Td>
            </tr>
          ))}
        </Table>
        {data ? <ListPager pagination={data.pagination} noun="addresses" onPage={setPage} /> : null}
      </Card>
    </div>
  );
};
