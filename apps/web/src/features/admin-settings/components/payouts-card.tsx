import type { AdminSettings } from '@app/contract';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { useSettingsSave } from '../api/save-settings';
import { SaveBar } from './save-bar';

const inputClass = 'h-9 w-full rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100';

const FIELDS = [
  ['secondApprovalAbove', 'Second approval above (USDT)'],
  ['payoutWalletMaxPerWithdrawal', 'Payout wallet: at most per withdrawal (USDT)'],
  ['payoutWalletMaxPerDay', 'Payout wallet: at most per 24 hours (USDT)'],
  ['payoutWalletMinUsdt', 'Alert when the wallet holds less USDT than'],
  ['payoutWalletMinBnb', 'Alert when the wallet holds less BNB (gas) than'],
] as const;
type Key = (typeof FIELDS)[number][0];

/**
 * Payouts (issue 15): the four-eyes amount (an approval above it needs a second admin), the payout
 * wallet's limits (above them a payout goes to manual payout) and its funds alerts. Saved and
 * audited like every setting.
 */
export const PayoutsCard = ({ settings }: { settings: AdminSettings }) => {
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map(([key]) => [key, String(settings[key])])) as Record<Key, string>,
  );
  const { save, busy, feedback } = useSettingsSave();
  return (
    <Card title="Payouts">
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <label key={key} className="text-sm text-slate-300">
            {label}
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
        label="Save Payout Settings"
        disabled={false}
        busy={busy}
        onSave={() => save(Object.fromEntries(FIELDS.map(([key]) => [key, values[key].trim()])))}
      />
    </Card>
  );
};
