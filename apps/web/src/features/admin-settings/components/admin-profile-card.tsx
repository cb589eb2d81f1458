import { adminTexts } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/names';
import { useAdminProfile } from '../api/get-admin-profile';

/** Admin 2, settings: the Admin Profile, read only. */
export const AdminProfileCard = () => {
  const profile = useAdminProfile();
  const me = profile.data;
  return (
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
  );
};
