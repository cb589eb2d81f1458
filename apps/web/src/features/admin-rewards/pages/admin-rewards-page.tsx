import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminTexts,
  csvExports,
  endpoints,
  LEVELS,
  type AdminReward,
  type RewardType,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { adminErrorText, fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { ListPager } from '@/features/admin-dashboard/shared/pager';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { useDebounced } from '@/features/admin-dashboard/shared/use-debounced';
import { downloadCsv } from '@/features/admin-users/lib/csv-download';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RewardDetailsModal } from '../components/reward-details-modal';
import { REWARD_CELL_HEADINGS, RewardCells } from '../components/reward-cells';

const selectClass = 'h-10 rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100';

/** Admin 2, rewards list. */
export const AdminRewardsPage = () => {
  useDocumentTitle('Reward Distribution');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 500);
  const [type, setType] = useState<RewardType | ''>('');
  const [level, setLevel] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReward | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  useEffect(() => setPage(1), [search, type, level]);

  const filters = {
    search: search || undefined,
    type: type || undefined,
    level: level ? Number(level) : undefined,
  };
  const rewards = useQuery({
    queryKey: ['admin', 'rewards', filters, page],
    queryFn: () =>
      fetchOrThrow(endpoints.adminRewards, {
        query: { ...filters, page, limit: ADMIN_PAGE_SIZE, sort: ADMIN_DEFAULT_SORT },
      }),
    placeholderData: (previous) => previous,
  });
  const data = rewards.data;
  const errorText = adminErrorText(rewards.error, {
    failed: adminTexts.rewards.fetchFailed,
    exception: adminTexts.rewards.fetchError,
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">Reward Distribution</h1>
        <div className="flex gap-2">
          <Link to={paths.admin.cycles.href()} className={buttonClasses({ variant: 'outline' })}>
            Distribution cycles
          </Link>
          <Button
            variant="secondary"
            onClick={() =>
              void downloadCsv(csvExports.adminRewards.path, filters, csvExports.adminRewards.fileName).then(
                setExportError,
              )
            }
          >
            Export CSV
          </Button>
        </div>
      </div>
      {exportError ? <Alert>{exportError}</Alert> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Distributed"
          loading={!data}
          value={formatMoney(data?.statistics.totalRewardsDistributed)}
        />
        <StatCard label="Total Rewards" loading={!data} value={data?.statistics.total} />
        <StatCard
          label="Direct Rewards"
          loading={!data}
          value={formatMoney(data?.statistics.totalDirectRewards)}
        />
        <StatCard
          label="Downline Rewards"
          loading={!data}
          value={formatMoney(data?.statistics.totalDownlineRewards)}
        />
      </div>
      <Card>
        <div className="mb-4 flex flex-wrap gap-3">
          <label className="flex-1">
            <span className="sr-only">Search rewards</span>
            <input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Search by recipient or downline user"
              className="h-10 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500"
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Type
            <select
              className={selectClass}
              value={type}
              onChange={(e) => setType(e.target.value as RewardType | '')}
            >
              <option value="">All</option>
              <option value="DIRECT">Direct</option>
              <option value="DOWNLINE">Downline</option>
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Level
            <select className={selectClass} value={level} onChange={(e) => setLevel(e.target.value)}>
              <option value="">All</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </select>
          </label>
        </div>
        {rewards.isError ? <Alert className="mb-4">{errorText}</Alert> : null}
        <Table
          head={['Recipient', ...REWARD_CELL_HEADINGS, 'Actions']}
          empty={data && data.rewards.length === 0 ? adminTexts.rewards.empty : null}
        >
          {data?.rewards.map((reward) => (
            <tr key={reward._id} data-testid="admin-reward-row">
              <Td>
                <span className="block text-white">{fullName(reward.rewardUser)}</span>
                <span className="block text-xs text-slate-400">{reward.rewardUser.userId}</span>
              </Td>
              <RewardCells reward={reward} />
              <Td>
                <button
                  type="button"
                  className="text-emerald-300 hover:underline"
                  onClick={() => setOpen(reward)}
                >
                  View details
                </button>
              </Td>
            </tr>
          ))}
        </Table>
        {data ? <ListPager pagination={data.pagination} noun="rewards" onPage={setPage} /> : null}
      </Card>
      {open ? <RewardDetailsModal reward={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
