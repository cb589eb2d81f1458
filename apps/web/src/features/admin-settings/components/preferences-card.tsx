import { MAX_LOGIN_ATTEMPTS_OPTIONS, SESSION_TIMEOUT_OPTIONS, type AdminSettings } from '@app/contract';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useSettingsSave } from '../api/save-settings';
import { SaveBar } from './save-bar';
import { Toggle } from './toggle';

type Prefs = Pick<
  AdminSettings,
  | 'emailNotifications'
  | 'withdrawalAlerts'
  | 'userRegistrationAlerts'
  | 'systemMaintenanceMode'
  | 'autoBackup'
  | 'auditLogs'
  | 'sessionTimeout'
  | 'maxLoginAttempts'
>;

const pick = (s: AdminSettings): Prefs => ({
  emailNotifications: s.emailNotifications,
  withdrawalAlerts: s.withdrawalAlerts,
  userRegistrationAlerts: s.userRegistrationAlerts,
  systemMaintenanceMode: s.systemMaintenanceMode,
  autoBackup: s.autoBackup,
  auditLogs: s.auditLogs,
  sessionTimeout: s.sessionTimeout,
  maxLoginAttempts: s.maxLoginAttempts,
});

type ToggleKey = {
  [K in keyof Prefs]: Prefs[K] extends boolean ? K : never;
}[keyof Prefs];
const NOTIFICATION_TOGGLES: [ToggleKey, string][] = [
  ['emailNotifications', 'Email Notifications'],
  ['withdrawalAlerts', 'Withdrawal Alerts'],
  ['userRegistrationAlerts', 'User Registration Alerts'],
];
const SYSTEM_TOGGLES: [ToggleKey, string][] = [
  ['systemMaintenanceMode', 'Maintenance Mode'],
  ['autoBackup', 'Auto Backup'],
  ['auditLogs', 'Audit Logs'],
];
const TIMEOUT_OPTIONS = SESSION_TIMEOUT_OPTIONS.map((m) => ({ value: m, label: `${m} minutes` }));
const ATTEMPTS_OPTIONS = MAX_LOGIN_ATTEMPTS_OPTIONS.map((n) => ({ value: n, label: `${n} attempts` }));

/** Notification and system settings, saved to the server (effective at once). */
export const PreferencesCard = ({ settings }: { settings: AdminSettings }) => {
  const [draft, setDraft] = useState<Prefs>(() => pick(settings));
  const { save, busy, feedback } = useSettingsSave();
  const set =
    <K extends keyof Prefs>(key: K) =>
    (value: Prefs[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const saved = pick(settings);
  const changed = Object.fromEntries(
    (Object.keys(draft) as (keyof Prefs)[]).filter((k) => draft[k] !== saved[k]).map((k) => [k, draft[k]]),
  ) as Partial<Prefs>;
  const dirty = Object.keys(changed).length > 0;
  return (
    <Card title="Notifications & System">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">Notifications</h3>
          {NOTIFICATION_TOGGLES.map(([key, label]) => (
            <Toggle key={key} label={label} checked={draft[key]} onChange={set(key)} />
          ))}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">System</h3>
          {SYSTEM_TOGGLES.map(([key, label]) => (
            <Toggle key={key} label={label} checked={draft[key]} onChange={set(key)} />
          ))}
          <Select
            label="Session Timeout"
            className="justify-between py-2 text-slate-200"
            value={draft.sessionTimeout}
            onChange={(v) => set('sessionTimeout')(Number(v) as Prefs['sessionTimeout'])}
            options={TIMEOUT_OPTIONS}
          />
          <Select
            label="Max Login Attempts"
            className="justify-between py-2 text-slate-200"
            value={draft.maxLoginAttempts}
            onChange={(v) => set('maxLoginAttempts')(Number(v) as Prefs['maxLoginAttempts'])}
            options={ATTEMPTS_OPTIONS}
          />
        </div>
      </div>
      <SaveBar
        feedback={feedback}
        label="Save Settings"
        disabled={!dirty}
        busy={busy}
        onSave={() => save(changed)}
      />
    </Card>
  );
};
