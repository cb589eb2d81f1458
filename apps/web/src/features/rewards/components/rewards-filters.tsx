import {
  LEVELS,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
  REWARDS_PAGE_SIZES,
  type RewardsSort,
  type RewardType,
} from '@app/contract';
import { Select } from '@/components/ui/select';

export interface RewardsFilterState {
  type: RewardType | '';
  level: number | '';
  sort: RewardsSort;
  limit: number;
}

export const SORT_LABELS: Record<RewardsSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest: 'Highest Amount',
  lowest: 'Lowest Amount',
};

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...REWARD_TYPES.map((type) => ({ value: type, label: REWARD_TYPE_LABELS[type] })),
];
const LEVEL_OPTIONS = [
  { value: '', label: 'All Levels' },
  ...LEVELS.map((l) => ({ value: l, label: `Level ${l}` })),
];
const SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));
const SIZE_OPTIONS = REWARDS_PAGE_SIZES.map((size) => ({ value: size, label: `${size} per page` }));

/** Type, level, sort and page size of the Rewards History tab. */
export const RewardsFilters = ({
  value,
  onChange,
}: {
  value: RewardsFilterState;
  onChange: (next: Partial<RewardsFilterState>) => void;
}) => (
  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
    <Select
      label="Type"
      layout="stacked"
      value={value.type}
      onChange={(v) => onChange({ type: v as RewardType | '' })}
      options={TYPE_OPTIONS}
    />
    <Select
      label="Level"
      layout="stacked"
      value={String(value.level)}
      onChange={(v) => onChange({ level: v === '' ? '' : Number(v) })}
      options={LEVEL_OPTIONS}
    />
    <Select
      label="Sort"
      layout="stacked"
      value={value.sort}
      onChange={(v) => onChange({ sort: v as RewardsSort })}
      options={SORT_OPTIONS}
    />
    <Select
      label="Page size"
      layout="stacked"
      value={String(value.limit)}
      onChange={(v) => onChange({ limit: Number(v) })}
      options={SIZE_OPTIONS}
    />
  </div>
);
