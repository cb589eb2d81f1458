import { useTranslation } from '@/lib/i18n/use-translation';
import { LEVELS, type RewardType } from '@app/contract';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

export type RewardFilterValues = { searchText: string; type: RewardType | ''; level: string };

/** Admin 2, rewards list: search box, type filter (All, Direct, Downline), level filter (All, 1 to 15). */
export const RewardsFilters = ({
  values,
  onChange,
}: {
  values: RewardFilterValues;
  onChange: (next: Partial<RewardFilterValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const typeOptions = [
    { value: '', label: t('rewards.all') },
    { value: 'DIRECT', label: t('userDetail.rewards.direct') },
    { value: 'DOWNLINE', label: t('userDetail.rewards.downline') },
  ];
  const levelOptions = [
    { value: '', label: t('rewards.all') },
    ...LEVELS.map((l) => ({ value: l, label: t('rewards.levelN', { level: l }) })),
  ];
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchInput
        label={t('rewards.searchLabel')}
        className="flex-1"
        value={values.searchText}
        onChange={(e) => onChange({ searchText: e.target.value })}
        placeholder={t('rewards.searchPlaceholder')}
      />
      <Select
        label={t('common.type')}
        value={values.type}
        onChange={(type) => onChange({ type: type as RewardType | '' })}
        options={typeOptions}
      />
      <Select
        label={t('rewards.level')}
        value={values.level}
        onChange={(level) => onChange({ level })}
        options={levelOptions}
      />
    </div>
  );
};
