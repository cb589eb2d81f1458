import { useTranslation } from '@/lib/i18n/use-translation';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

export type AuditFilterValues = { searchText: string; actionText: string; targetType: string };

const TARGET_TYPES = ['user', 'withdrawal', 'adjustment', 'settings', 'cycle', 'export'];

/** Search by actor or target, an action (exact or a prefix), and the target's type. */
export const AuditFilters = ({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const targetOptions = [
    { value: '', label: t('rewards.all') },
    ...TARGET_TYPES.map((type) => ({ value: type, label: type })),
  ];
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchInput
        label={t('audit.filters.searchLabel')}
        className="flex-1"
        placeholder={t('audit.filters.searchPlaceholder')}
        value={values.searchText}
        onChange={(e) => onChange({ searchText: e.target.value })}
      />
      <label>
        <span className="sr-only">{t('audit.action')}</span>
        <input
          className="h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500"
          placeholder={t('audit.filters.actionPlaceholder')}
          value={values.actionText}
          onChange={(e) => onChange({ actionText: e.target.value })}
        />
      </label>
      <Select
        label={t('audit.target')}
        value={values.targetType}
        onChange={(targetType) => onChange({ targetType })}
        options={targetOptions}
      />
    </div>
  );
};
