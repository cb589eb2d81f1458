import { useTranslation } from '@/lib/i18n/use-translation';
import { SECURITY_EVENT_TYPES } from '@app/contract';
import { Select } from '@/components/ui/select';

export type SecurityEventFilterValues = {
  type: string;
  account: string;
  ip: string;
  from: string;
  to: string;
};

const inputClass =
  'h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500';

/** Type, account (e-mail or user ID), address (exact or a prefix ending in . or :) and days. */
export const SecurityEventFilters = ({
  values,
  onChange,
}: {
  values: SecurityEventFilterValues;
  onChange: (next: Partial<SecurityEventFilterValues>) => void;
}) => {
  const { t } = useTranslation('admin');
  const typeOptions = [
    { value: '', label: t('securityEvents.allTypes') },
    ...SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: type })),
  ];
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <Select
        label={t('common.type')}
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={typeOptions}
      />
      <label className="text-sm text-slate-300">
        <span className="sr-only">{t('securityEvents.account')}</span>
        <input
          className={inputClass}
          placeholder={t('securityEvents.accountPlaceholder')}
          value={values.account}
          onChange={(e) => onChange({ account: e.target.value })}
        />
      </label>
      <label className="text-sm text-slate-300">
        <span className="sr-only">{t('securityEvents.ip')}</span>
        <input
          className={inputClass}
          placeholder={t('securityEvents.ipPlaceholder')}
          value={values.ip}
          onChange={(e) => onChange({ ip: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        {t('securityEvents.from')}
        <input
          type="date"
          className={inputClass}
          value={values.from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        {t('securityEvents.to')}
        <input
          type="date"
          className={inputClass}
          value={values.to}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </label>
    </div>
  );
};
