import { Input } from '@/components/ui/input';

export type CycleFields = { file: File | null; name: string; periodStart: string; periodEnd: string };

/** The file (uid,amount), the first and last UTC day it pays, and an optional name. */
export const CycleFileFields = ({
  values,
  onChange,
}: {
  values: CycleFields;
  onChange: (next: Partial<CycleFields>) => void;
}) => (
  <>
    <div className="space-y-1.5">
      <label htmlFor="cycle-csv" className="block text-sm font-medium text-slate-200">
        CSV file (uid,amount)
      </label>
      <input
        id="cycle-csv"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => onChange({ file: e.target.files?.[0] ?? null })}
        className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-800 file:px-3 file:py-2 file:text-slate-100"
      />
    </div>
    <Input
      label="First day paid"
      type="date"
      value={values.periodStart}
      onChange={(e) => onChange({ periodStart: e.target.value })}
    />
    <Input
      label="Last day paid"
      type="date"
      value={values.periodEnd}
      onChange={(e) => onChange({ periodEnd: e.target.value })}
    />
    <Input
      label="Name (optional)"
      placeholder="2025-05"
      value={values.name}
      onChange={(e) => onChange({ name: e.target.value })}
    />
  </>
);
