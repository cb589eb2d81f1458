import { LEVELS } from '@app/contract';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/use-translation';

const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: level, label: String(level) }));

/** Search box and the 'View Levels' select (1 to 15). */
export const TreeToolbar = ({
  search,
  onSearch,
  maxLevels,
  onMaxLevels,
}: {
  search: string;
  onSearch: (term: string) => void;
  maxLevels: number;
  onMaxLevels: (levels: number) => void;
}) => {
  const { t } = useTranslation('member');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <input
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('tree.searchPlaceholder')}
        aria-label={t('tree.search')}
        className="h-11 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500 focus:outline-2 focus:outline-emerald-400 sm:max-w-sm"
      />
      <Select
        label={t('tree.viewLevels')}
        value={maxLevels}
        onChange={(value) => onMaxLevels(Number(value))}
        options={LEVEL_OPTIONS}
      />
    </div>
  );
};
