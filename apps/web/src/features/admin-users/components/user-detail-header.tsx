import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/**
 * Admin 2, user detail: the back button, then the user's full name over the user id once loaded
 * ('User Details' before that: every state keeps a page heading), and the actions at the right.
 */
export const UserDetailHeader = ({
  user,
  actions,
}: {
  user?: { name: string; userId: string };
  actions?: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <Link to={paths.admin.users.href()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('userDetail.back')}
        </Link>
        {user ? (
          <div>
            <h1 className="text-2xl font-bold text-white">{user.name}</h1>
            <p className="text-slate-400">{user.userId}</p>
          </div>
        ) : (
          <h1 className="text-2xl font-bold text-white">{t('userDetail.title')}</h1>
        )}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
};
