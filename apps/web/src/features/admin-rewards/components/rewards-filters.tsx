import { LEVELS, type RewardType } from '@app/contract';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

export type RewardFilterValues = { searchText: string; type: RewardType | ''; level: string };

const TYPE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'DIRECT', label: 'Direct' },
  { value: 'DOWNLINE', label: 'Downline' },
];
const LEVEL_OPTIONS = [
  { value: '', label: 'All' },
  ...LEVELS.map((l) => ({ value: l, label: `Level ${l}` })),
];

/** Admin 2, rewards list: search box, type filter (All, Direct, Downline), level filter (All, 1 to 15). */
export const RewardsFilters = ({
  values,
  onChange,
}: {
  values: RewardFilterValues;
  onChange: (next: Partial<RewardFilterValues>) => void;
}) => (
  <div className="mb-4 flex flex-wrap gap-3">
    <SearchInput
      label="Search rewards"
      className="flex-1"
      value={values.searchText}
      onChange={(e) => onChange({ searchText: e.target.value })}
      placeholder="Search by recipient or downline user"
    />
    <Select
      label="Type"
      value={values.type}
      onChange={(type) => onChange({ type: type as RewardType | '' })}
      options={TYPE_OPTIONS}
    />
    <Select
      label="Level"
      value={values.level}
      onChange={(level) => onChange({ level })}
      options={LEVEL_OPTIONS}
    />
  </div>
);
