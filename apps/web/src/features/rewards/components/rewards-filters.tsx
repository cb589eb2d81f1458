import {
  LEVELS,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
  REWARDS_PAGE_SIZES,
  type RewardsSort,
  type RewardType,
} from '@app/contract';
import type { ReactNode } from 'react';

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

const Select = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) => (
  <label className="flex flex-col gap-1 text-sm text-slate-300">
    {label}
    <select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 focus:outline-2 focus:outline-emerald-400"
    >
      {children}
    </select>
  </label>
);

/** Type, level, sort and page size of the Rewards History tab. */
export const RewardsFilters = ({
  value,
  onChange,
}: {
  value: RewardsFilterState;
  onChange: (next: Partial<RewardsFilterState>) => void;
}) => (
  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
    <Select label="Type" value={value.type} onChange={(v) => onChange({ type: v as RewardType | '' })}>
      <option value="">All Types</option>
      {REWARD_TYPES.map((type) => (
        <option key={type} value={type}>
          {REWARD_TYPE_LABELS[type]}
        </option>
      ))}
    </Select>
    <Select
      label="Level"
      value={String(value.level)}
      onChange={(v) => onChange({ level: v === '' ? '' : Number(v) })}
    >
      <option value="">All Levels</option>
      {LEVELS.map((level) => (
        <option key={level} value={level}>
          Level {level}
        </option>
      ))}
    </Select>
    <Select label="Sort" value={value.sort} onChange={(v) => onChange({ sort: v as RewardsSort })}>
      {Object.entries(SORT_LABELS).map(([sort, label]) => (
        <option key={sort} value={sort}>
          {label}
        </option>
      ))}
    </Select>
    <Select label="Page size" value={String(value.limit)} onChange={(v) => onChange({ limit: Number(v) })}>
      {REWARDS_PAGE_SIZES.map((size) => (
        <option key={size} value={size}>
          {size} per page
        </option>
      ))}
    </Select>
  </div>
);
