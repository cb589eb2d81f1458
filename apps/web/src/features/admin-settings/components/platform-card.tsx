import { useTranslation } from '@/lib/i18n/use-translation';
import { LEVELS, type AdminSettings } from '@app/contract';
import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { directTotalOk, downlineTotalOk, rateTotal } from '../lib/rate-total';
import { useSettingsSave } from '../api/save-settings';
import { SaveBar } from './save-bar';

/** Rate fields per level 1..15 as text (exact decimals), '' where the level earns nothing. */
const toFields = (rates: AdminSettings['directRewardRates']) =>
  LEVELS.map((level) => {
    const rate = rates.find((r) => r.level === level);
    return rate ? String(rate.percent) : '';
  });

const toRates = (fields: string[]) =>
  fields.flatMap((percent, i) => (percent.trim() === '' ? [] : [{ level: i + 1, percent: percent.trim() }]));

const inputClass = 'h-9 w-full rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100';

/** A labelled text input of this card (amounts stay text: exact decimals). */
const TextField = ({
  label,
  value,
  onChange,
  inputMode,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'decimal' | 'numeric';
  className?: string;
  children?: ReactNode;
}) => (
  <label className={cn('text-sm text-slate-300', className)}>
    {label}
    <input
      className={inputClass}
      inputMode={inputMode}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
    {children}
  </label>
);

const RateColumn = ({
  title,
  fields,
  onChange,
  ok,
  rule,
}: {
  title: string;
  fields: string[];
  onChange: (f: string[]) => void;
  ok: boolean;
  rule: string;
}) => {
  const { t } = useTranslation('admin');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-300">{title}</legend>
      <div className="grid grid-cols-3 gap-2">
        {fields.map((value, i) => (
          <label key={i} className="text-xs text-slate-400">
            {t('settings.platform.levelPercent', { level: i + 1 })}
            <input
              className={inputClass}
              inputMode="decimal"
              value={value}
              onChange={(e) => onChange(fields.map((f, j) => (j === i ? e.target.value : f)))}
            />
          </label>
        ))}
      </div>
      <p className={ok ? 'mt-2 text-sm text-emerald-300' : 'mt-2 text-sm text-red-300'} aria-live="polite">
        {t('settings.platform.total', { total: rateTotal(fields) ?? '—', rule })}
      </p>
    </fieldset>
  );
};

/**
 * Subscription fee, period and periods paid ahead, how long a compliance check counts, and both
 * reward schedules, with the 15 % rule shown live.
 */
export const PlatformCard = ({ settings }: { settings: AdminSettings }) => {
  const { t } = useTranslation('admin');
  const [fee, setFee] = useState(String(settings.subscriptionFee));
  const [period, setPeriod] = useState(String(settings.subscriptionPeriodDays));
  const [periodsAhead, setPeriodsAhead] = useState(String(settings.subscriptionMaxPeriodsAhead));
  const [checkAge, setCheckAge] = useState(String(settings.complianceCheckMaxAgeHours));
  const [direct, setDirect] = useState(() => toFields(settings.directRewardRates));
  const [downline, setDownline] = useState(() => toFields(settings.downlineRewardRates));
  const { save, busy, feedback } = useSettingsSave();
  const valid = directTotalOk(direct) && downlineTotalOk(downline);
  return (
    <Card title={t('settings.platform.title')}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('settings.platform.fee')} inputMode="decimal" value={fee} onChange={setFee} />
        <TextField
          label={t('settings.platform.period')}
          inputMode="numeric"
          value={period}
          onChange={setPeriod}
        />
        <TextField
          label={t('settings.platform.periodsAhead')}
          inputMode="numeric"
          value={periodsAhead}
          onChange={setPeriodsAhead}
        >
          <span className="mt-1 block text-xs text-slate-400">{t('settings.platform.periodsAheadHelp')}</span>
        </TextField>
        <TextField
          label={t('settings.platform.checkAge')}
          inputMode="numeric"
          value={checkAge}
          onChange={setCheckAge}
        >
          <span className="mt-1 block text-xs text-slate-400">{t('settings.platform.checkAgeHelp')}</span>
        </TextField>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RateColumn
          title={t('settings.platform.directRates')}
          fields={direct}
          onChange={setDirect}
          ok={directTotalOk(direct)}
          rule={t('settings.platform.directRule')}
        />
        <RateColumn
          title={t('settings.platform.downlineRates')}
          fields={downline}
          onChange={setDownline}
          ok={downlineTotalOk(downline)}
          rule={t('settings.platform.downlineRule')}
        />
      </div>
      <SaveBar
        feedback={feedback}
        label={t('settings.platform.save')}
        disabled={!valid}
        busy={busy}
        onSave={() =>
          save({
            subscriptionFee: fee.trim(),
            subscriptionPeriodDays: Number(period),
            complianceCheckMaxAgeHours: Number(checkAge),
            subscriptionMaxPeriodsAhead: Number(periodsAhead),
            directRewardRates: toRates(direct),
            downlineRewardRates: toRates(downline),
          })
        }
      />
    </Card>
  );
};
