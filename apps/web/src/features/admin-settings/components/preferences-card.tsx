import { MAX_LOGIN_ATTEMPTS_OPTIONS, SESSION_TIMEOUT_OPTIONS, type AdminSettings } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSettingsSave } from '../lib/use-settings-save';
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

const selectClass = 'h-9 rounded-lg border border-slate-700 bg-slate-900 px-2 text-slate-100';

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
          <Toggle
            label="Email Notifications"
            checked={draft.emailNotifications}
            onChange={set('emailNotifications')}
          />
          <Toggle
            label="Withdrawal Alerts"
            checked={draft.withdrawalAlerts}
            onChange={set('withdrawalAlerts')}
          />
          <Toggle
            label="User Registration Alerts"
            checked={draft.userRegistrationAlerts}
            onChange={set('userRegistrationAlerts')}
          />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">System</h3>
          <Toggle
            label="Maintenance Mode"
            checked={draft.systemMaintenanceMode}
            onChange={set('systemMaintenanceMode')}
          />
          <Toggle label="Auto Backup" checked={draft.autoBackup} onChange={set('autoBackup')} />
          <Toggle label="Audit Logs" checked={draft.auditLogs} onChange={set('auditLogs')} />
          <label className="flex items-center justify-between gap-4 py-2 text-sm text-slate-200">
            Session Timeout
            <select
              className={selectClass}
              value={draft.sessionTimeout}
              onChange={(e) => set('sessionTimeout')(Number(e.target.value) as Prefs['sessionTimeout'])}
            >
              {SESSION_TIMEOUT_OPTIONS.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center justify-between gap-4 py-2 text-sm text-slate-200">
            Max Login Attempts
            <select
              className={selectClass}
              value={draft.maxLoginAttempts}
              onChange={(e) => set('maxLoginAttempts')(Number(e.target.value) as Prefs['maxLoginAttempts'])}
            >
              {MAX_LOGIN_ATTEMPTS_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} attempts
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {feedback ? (
        <Alert tone={feedback.tone} className="mt-4">
          {feedback.text}
        </Alert>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button disabled={!dirty} isLoading={busy} onClick={() => save(changed)}>
          Save Settings
        </Button>
      </div>
    </Card>
  );
};
