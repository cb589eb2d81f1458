import { useTranslation } from '@/lib/i18n/use-translation';
import { errorCatalogue, PASSWORD_BANNER_MS } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { PasskeysCard } from '@/features/two-factor';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSettings } from '../api/get-settings';
import { AdminProfileCard } from '../components/admin-profile-card';
import { PayoutsCard } from '../components/payouts-card';
import { PlatformCard } from '../components/platform-card';
import { PreferencesCard } from '../components/preferences-card';
import { SecurityCard } from '../components/security-card';
import { SystemOverview } from '../components/system-overview';

/** Admin 2, settings: profile, security, stored settings, live system overview. */
export const AdminSettingsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const session = useSession();
  const mustChange = session.user?.mustChangePassword === true;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-bold text-white">{t('settings.title')}</h1>
        <Badge tone="red">{t('settings.adminAccess')}</Badge>
      </div>
      {mustChange ? (
        // The success banner shows for its time, then the page opens up with the fresh profile.
        <PasswordChangeFirst
          onChanged={() => window.setTimeout(() => void session.refreshUser(), PASSWORD_BANNER_MS)}
        />
      ) : (
        <SettingsContent />
      )}
    </div>
  );
};

/**
 * A generated first-admin password (issue 21): the server answers every other call with
 * PASSWORD_CHANGE_REQUIRED, so the page shows only the open change-password form until it is done.
 */
const PasswordChangeFirst = ({ onChanged }: { onChanged: () => void }) => (
  <>
    <Alert>{errorCatalogue.PASSWORD_CHANGE_REQUIRED.text}</Alert>
    <div className="grid gap-4 lg:grid-cols-2">
      <SecurityCard mustChange onChanged={onChanged} />
    </div>
  </>
);

const SettingsContent = () => {
  const settings = useSettings();
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminProfileCard />
        <SecurityCard />
        {/* An admin's passkeys: the way in without a password (issue 14). */}
        <PasskeysCard />
      </div>
      {settings.isError ? <Alert>{settings.error.message}</Alert> : null}
      {settings.isPending ? <PageSpinner /> : null}
      {settings.data ? (
        <>
          <PreferencesCard settings={settings.data} />
          <PlatformCard settings={settings.data} />
          <PayoutsCard settings={settings.data} />
        </>
      ) : null}
      <SystemOverview />
    </>
  );
};
