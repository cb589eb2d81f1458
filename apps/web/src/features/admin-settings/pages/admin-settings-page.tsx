import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { PageSpinner } from '@/components/ui/spinner';
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
  useDocumentTitle('Admin Settings');
  const settings = useSettings();
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-bold text-white">Admin Settings</h1>
        <Badge tone="red">ADMIN ACCESS</Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminProfileCard />
        <SecurityCard />
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
    </div>
  );
};
