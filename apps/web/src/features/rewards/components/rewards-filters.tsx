import {
  LEVELS,
  REWARD_TYPE_LABELS,
  REWARD_TYPES,
  REWARDS_PAGE_SIZES,
  type RewardsSort,
  type RewardType,
} from '@app/contract';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

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

/** Type, level, sort and page size of the Rewards History tab. */
export const RewardsFilters = ({
  value,
  onChange,
}: {
  value: RewardsFilterState;
  onChange: (next: Partial<RewardsFilterState>) => void;
}) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const typeOptions = [
    { value: '', label: t('rewards.filters.allTypes') },
    ...REWARD_TYPES.map((type) => ({ value: type, label: translate(REWARD_TYPE_LABELS[type]) })),
  ];
  const levelOptions = [
    { value: '', label: t('rewards.filters.allLevels') },
    ...LEVELS.map((l) => ({ value: l, label: t('rewards.filters.levelN', { level: l }) })),
  ];
  const sortOptions = (Object.keys(SORT_LABELS) as RewardsSort[]).map((value) => ({
    value,
    label: t(`rewards.filters.${value}`),
  }));
  const sizeOptions = REWARDS_PAGE_SIZES.map((size) => ({
    value: size,
    label: t('rewards.filters.perPage', { size }),
  }));
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Select
        label={t('rewards.filters.type')}
        layout="stacked"
        value={value.type}
        onChange={(v) => onChange({ type: v as RewardType | '' })}
        options={typeOptions}
      />
      <Select
        label={t('rewards.filters.level')}
        layout="stacked"
        value={String(value.level)}
        onChange={(v) => onChange({ level: v === '' ? '' : Number(v) })}
        options={levelOptions}
      />
      <Select
        label={t('rewards.filters.sort')}
        layout="stacked"
        value={value.sort}
        onChange={(v) => onChange({ sort: v as RewardsSort })}
        options={sortOptions}
      />
      <Select
        label={t('rewards.filters.pageSize')}
        layout="stacked"
        value={String(value.limit)}
        onChange={(v) => onChange({ limit: Number(v) })}
        options={sizeOptions}
      />
    </div>
  );
};
