import { adminTexts, type DataOf, type endpoints } from '@app/contract';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Table } from '@/components/ui/table';
import { REWARD_CELL_HEADINGS, RewardCells } from '@/features/admin-rewards';
import { formatMoney } from '@/lib/format/money';
import { filterRewardsByType, type RewardTypeFilter } from '../lib/filter-rewards-by-type';

const TYPE_OPTIONS = [
  { value: 'ALL', label: 'All Types' },
  { value: 'DIRECT', label: 'Direct' },
  { value: 'DOWNLINE', label: 'Downline' },
];

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
      <Select
        label="Type"
        value={filter}
        onChange={(value) => setFilter(value as RewardTypeFilter)}
        options={TYPE_OPTIONS}
      />
      <Table head={REWARD_CELL_HEADINGS} empty={rows.length === 0 ? adminTexts.userDetail.noRewards : null}>
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
