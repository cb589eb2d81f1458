import { useTranslation } from '@/lib/i18n/use-translation';
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
const NOTIFICATION_TOGGLES: ToggleKey[] = [
  'emailNotifications',
  'withdrawalAlerts',
  'userRegistrationAlerts',
];
const SYSTEM_TOGGLES: ToggleKey[] = ['systemMaintenanceMode', 'autoBackup', 'auditLogs'];

/** Notification and system settings, saved to the server (effective at once). */
export const PreferencesCard = ({ settings }: { settings: AdminSettings }) => {
  const { t } = useTranslation('admin');
  const timeoutOptions = SESSION_TIMEOUT_OPTIONS.map((m) => ({
    value: m,
    label: t('settings.preferences.minutes', { number: m }),
  }));
  const attemptsOptions = MAX_LOGIN_ATTEMPTS_OPTIONS.map((n) => ({
    value: n,
    label: t('settings.preferences.attempts', { number: n }),
  }));
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
    <Card title={t('settings.preferences.title')}>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">
            {t('settings.preferences.notifications')}
          </h3>
          {NOTIFICATION_TOGGLES.map((key) => (
            <Toggle
              key={key}
              label={t(`settings.preferences.toggles.${key}`)}
              checked={draft[key]}
              onChange={set(key)}
            />
          ))}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-300">{t('settings.preferences.system')}</h3>
          {SYSTEM_TOGGLES.map((key) => (
            <Toggle
              key={key}
              label={t(`settings.preferences.toggles.${key}`)}
              checked={draft[key]}
              onChange={set(key)}
            />
          ))}
          <Select
            label={t('settings.preferences.sessionTimeout')}
            className="justify-between py-2 text-slate-200"
            value={draft.sessionTimeout}
            onChange={(v) => set('sessionTimeout')(Number(v) as Prefs['sessionTimeout'])}
            options={timeoutOptions}
          />
          <Select
            label={t('settings.preferences.maxAttempts')}
            className="justify-between py-2 text-slate-200"
            value={draft.maxLoginAttempts}
            onChange={(v) => set('maxLoginAttempts')(Number(v) as Prefs['maxLoginAttempts'])}
            options={attemptsOptions}
          />
        </div>
      </div>
      <SaveBar
        feedback={feedback}
        label={t('settings.preferences.save')}
        disabled={!dirty}
        busy={busy}
        onSave={() => save(changed)}
      />
    </Card>
  );
};
