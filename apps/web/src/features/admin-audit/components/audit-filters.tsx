import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';

export type AuditFilterValues = { searchText: string; actionText: string; targetType: string };

const TARGET_OPTIONS = [
  { value: '', label: 'All' },
  ...['user', 'withdrawal', 'adjustment', 'settings', 'cycle', 'export'].map((t) => ({ value: t, label: t })),
];

/** Search by actor or target, an action (exact or a prefix), and the target's type. */
export const AuditFilters = ({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}) => (
  <div className="mb-4 flex flex-wrap gap-3">
    <SearchInput
      label="Search actor or target"
      className="flex-1"
      placeholder="Actor name, e-mail, user ID or target id"
      value={values.searchText}
      onChange={(e) => onChange({ searchText: e.target.value })}
    />
    <label>
      <span className="sr-only">Action</span>
      <input
        className="h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500"
        placeholder="Action (e.g. settings.update)"
        value={values.actionText}
        onChange={(e) => onChange({ actionText: e.target.value })}
      />
    </label>
    <Select
      label="Target"
      value={values.targetType}
      onChange={(targetType) => onChange({ targetType })}
      options={TARGET_OPTIONS}
    />
  </div>
);
