import { adminTexts, endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { PayoutsCard } from '../components/payouts-card';
import { PlatformCard } from '../components/platform-card';
import { PreferencesCard } from '../components/preferences-card';
import { SystemOverview } from '../components/system-overview';

const guidelines = [
  'Use a long, unique password for the admin account.',
  'Change the password at once if you suspect it was seen.',
  'Never share admin credentials; every admin has their own account.',
  'Sign out when you leave the device.',
];

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 py-1.5 text-sm">
    <dt className="text-slate-400">{label}</dt>
    <dd className="text-right text-white">{children}</dd>
  </div>
);

/** Admin 2, settings: profile, security, stored settings, live system overview. */
export const AdminSettingsPage = () => {
  useDocumentTitle('Admin Settings');
  const profile = useQuery({ queryKey: ['admin', 'me'], queryFn: () => fetchOrThrow(endpoints.getProfile) });
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => fetchOrThrow(endpoints.getSettings),
  });
  const me = profile.data?.user;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-bold text-white">Admin Settings</h1>
        <Badge tone="red">ADMIN ACCESS</Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Admin Profile">
          {me ? (
            <dl className="divide-y divide-slate-800">
              <Row label="Full Name">{fullName(me)}</Row>
              <Row label="Email">{me.email}</Row>
              <Row label="User ID">{me.userId}</Row>
              <Row label="Account Status">
                {me.status} <Badge tone="purple">ADMINISTRATOR</Badge>
              </Row>
              <Row label="Last Login">
                {me.lastLogin ? formatDateTime(me.lastLogin) : adminTexts.settings.lastLoginUnknown}
              </Row>
            </dl>
          ) : profile.isError ? (
            <Alert>{profile.error.message}</Alert>
          ) : null}
        </Card>
        <Card title="Security">
          <ChangePasswordForm
            submitLabel="Save Changes"
            busyLabel={adminTexts.passwordChange.changing}
            cancelFirst
          />
          <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-200">Security guidelines</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
            {guidelines.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </Card>
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
