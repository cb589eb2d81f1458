import { adminTexts } from '@app/contract';
import { useState } from 'react';
import { Pager } from '@/features/admin-dashboard/shared/pager';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { REWARD_CELL_HEADINGS, RewardCells } from '@/features/admin-rewards/components/reward-cells';
import { Table } from '@/features/admin-dashboard/shared/table';
import type { DataOf, endpoints } from '@app/contract';
import { formatMoney } from '@/lib/format/money';
import { filterRewardsByType, type RewardTypeFilter } from '../lib/filter-rewards-by-type';

type RewardsBlock = NonNullable<DataOf<typeof endpoints.adminUser>['rewards']>;

/** Admin 2, user detail, Rewards tab. The type filter works on the loaded page only. */
export const UserRewardsTab = ({
  block,
  page,
  onPage,
}: {
  block: RewardsBlock;
  page: number;
  onPage: (page: number) => void;
}) => {
  const [filter, setFilter] = useState<RewardTypeFilter>('ALL');
  const rows = filterRewardsByType(block.data, filter);
  const totalPages = Math.max(1, block.pagination.totalPages);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-3 gap-4">
        <StatCard label="Total Amount" value={formatMoney(block.statistics.totalRewardAmount)} />
        <StatCard label="Direct Rewards" value={block.statistics.directRewardsCount} />
        <StatCard label="Downline Rewards" value={block.statistics.downlineRewardsCount} />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        Type
        <select
          value={filter}
          onChange={(event) => setFilter(event.target.value as RewardTypeFilter)}
          className="h-9 rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100"
        >
          <option value="ALL">All Types</option>
          <option value="DIRECT">Direct</option>
          <option value="DOWNLINE">Downline</option>
        </select>
      </label>
      <Table
        head={REWARD_CELL_HEADINGS}
        empty={rows.length === 0 ? adminTexts.userDetail.noRewards : null}
      >
        {rows.map((reward) => (
          <tr key={reward._id} data-testid="reward-row">
            <RewardCells reward={reward} />
          </tr>
        ))}
      </Table>
      <Pager
        label={`Showing ${rows.length} of ${block.statistics.total} rewards · Page ${page} of ${totalPages}`}
        page={page}
        totalPages={totalPages}
        onPage={onPage}
      />
    </div>
  );
};
