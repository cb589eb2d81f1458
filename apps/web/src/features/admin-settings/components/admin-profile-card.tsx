import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/names';
import { useAdminProfile } from '../api/get-admin-profile';

/** Admin 2, settings: the Admin Profile, read only. */
export const AdminProfileCard = () => {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile();
  const me = profile.data;
  return (
    <Card title={t('settings.profile.title')}>
      {me ? (
        <dl className="divide-y divide-slate-800">
          <Row label={t('userDetail.overview.fullName')}>{fullName(me)}</Row>
          <Row label={t('userDetail.overview.email')}>{me.email}</Row>
          <Row label={t('userDetail.overview.userId')}>{me.userId}</Row>
          <Row label={t('userReports.accountStatus')}>
            {me.status} <Badge tone="purple">{t('settings.profile.administrator')}</Badge>
          </Row>
          <Row label={t('userReports.lastLogin')}>
            {me.lastLogin ? formatDateTime(me.lastLogin) : t('texts.settings.lastLoginUnknown')}
          </Row>
        </dl>
      ) : profile.isError ? (
        <Alert>{profile.error.message}</Alert>
      ) : null}
    </Card>
  );
};
