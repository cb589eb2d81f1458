import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminSettings } from '@app/contract';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { useSettingsSave } from '../api/save-settings';
import { SaveBar } from './save-bar';

const inputClass = 'h-9 w-full rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100';

const FIELDS = [
  'secondApprovalAbove',
  'payoutWalletMaxPerWithdrawal',
  'payoutWalletMaxPerDay',
  'payoutWalletMinUsdt',
  'payoutWalletMinBnb',
] as const;
type Key = (typeof FIELDS)[number];

/**
 * Payouts (issue 15): the four-eyes amount (an approval above it needs a second admin), the payout
 * wallet's limits (above them a payout goes to manual payout) and its funds alerts. Saved and
 * audited like every setting.
 */
export const PayoutsCard = ({ settings }: { settings: AdminSettings }) => {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((key) => [key, String(settings[key])])) as Record<Key, string>,
  );
  const { save, busy, feedback } = useSettingsSave();
  return (
    <Card title={t('settings.payouts.title')}>
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((key) => (
          <label key={key} className="text-sm text-slate-300">
            {t(`settings.payouts.fields.${key}`)}
            <input
              className={inputClass}
              inputMode="decimal"
              name={key}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      <SaveBar
        feedback={feedback}
        label={t('settings.payouts.save')}
        disabled={false}
        busy={busy}
        onSave={() => save(Object.fromEntries(FIELDS.map((key) => [key, values[key].trim()])))}
      />
    </Card>
  );
};
