import { SECURITY_EVENT_TYPES } from '@app/contract';
import { Select } from '@/components/ui/select';

export type SecurityEventFilterValues = {
  type: string;
  account: string;
  ip: string;
  from: string;
  to: string;
};

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...SECURITY_EVENT_TYPES.map((t) => ({ value: t, label: t })),
];
const inputClass =
  'h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500';

/** Type, account (e-mail or user ID), address (exact or a prefix ending in . or :) and days. */
export const SecurityEventFilters = ({
  values,
  onChange,
}: {
  values: SecurityEventFilterValues;
  onChange: (next: Partial<SecurityEventFilterValues>) => void;
}) => (
  <div className="mb-4 flex flex-wrap items-end gap-3">
    <Select label="Type" value={values.type} onChange={(type) => onChange({ type })} options={TYPE_OPTIONS} />
    <label className="text-sm text-slate-300">
      <span className="sr-only">Account</span>
      <input
        className={inputClass}
        placeholder="Account e-mail or user ID"
        value={values.account}
        onChange={(e) => onChange({ account: e.target.value })}
      />
    </label>
    <label className="text-sm text-slate-300">
      <span className="sr-only">IP address</span>
      <input
        className={inputClass}
        placeholder="IP address (or prefix)"
        value={values.ip}
        onChange={(e) => onChange({ ip: e.target.value })}
      />
    </label>
    <label className="flex items-center gap-2 text-sm text-slate-300">
      From
      <input
        type="date"
        className={inputClass}
        value={values.from}
        onChange={(e) => onChange({ from: e.target.value })}
      />
    </label>
    <label className="flex items-center gap-2 text-sm text-slate-300">
      To
      <input
        type="date"
        className={inputClass}
        value={values.to}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </label>
  </div>
);
