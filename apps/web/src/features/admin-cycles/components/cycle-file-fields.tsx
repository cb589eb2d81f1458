import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';

export type CycleFields = { file: File | null; name: string; periodStart: string; periodEnd: string };

/** The file (uid,amount), the first and last UTC day it pays, and an optional name. */
export const CycleFileFields = ({
  values,
  onChange,
}: {
  values: CycleFields;
  onChange: (next: Partial<CycleFields>) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor="cycle-csv" className="block text-sm font-medium text-slate-200">
          {t('cycles.fields.file')}
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
        label={t('cycles.fields.firstDay')}
        type="date"
        value={values.periodStart}
        onChange={(e) => onChange({ periodStart: e.target.value })}
      />
      <Input
        label={t('cycles.fields.lastDay')}
        type="date"
        value={values.periodEnd}
        onChange={(e) => onChange({ periodEnd: e.target.value })}
      />
      <Input
        label={t('cycles.fields.name')}
        placeholder="2025-05"
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
    </>
  );
};
