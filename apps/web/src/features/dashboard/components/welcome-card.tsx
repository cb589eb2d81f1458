import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LogoutIcon } from '@/components/ui/icons/ui-icons';
import type { SessionUser } from '@/lib/session/session-context';

/** Welcome with the first name, user ID, e-mail, the Verified/Unverified badge and Sign Out. */
export const WelcomeCard = ({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) => {
  const { t } = useTranslation('member');
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t('dashboard.welcome', { name: user.firstName })}
          </h1>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-300">
            <div className="flex gap-1.5">
              <dt className="text-slate-400">{t('dashboard.userId')}</dt>
              <dd data-testid="dashboard-user-id" className="font-mono">
                {user.userId}
              </dd>
            </div>
            <div className="flex min-w-0 gap-1.5">
              <dt className="text-slate-400">{t('dashboard.email')}</dt>
              <dd className="truncate">{user.email}</dd>
            </div>
          </dl>
          <div className="pt-1">
            {user.isEmailVerified ? (
              <Badge tone="green">{t('dashboard.verified')}</Badge>
            ) : (
              <Badge tone="yellow">{t('dashboard.unverified')}</Badge>
            )}
          </div>
        </div>
        <Button variant="secondary" onClick={onSignOut} className="shrink-0">
          <LogoutIcon className="size-4" /> {t('dashboard.signOut')}
        </Button>
      </div>
    </Card>
  );
};
