import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '../language-switch';
import type { Session } from '@/lib/session/session-context';
import { fullName } from '@/lib/format/names';
import { isCurrent, memberLinks, type NavItem, publicLinks } from './nav-links';

type MobileMenuProps = {
  id: string;
  open: boolean;
  session: Session;
  /** Member pages list the member links; other pages the public ones (spec 2). */
  showMemberLinks: boolean;
  pathname: string;
  onNavigate: () => void;
  onSignOut: () => void;
};

const linkClasses = 'block rounded-lg px-3 py-2.5 text-base font-medium';

export const MobileMenu = ({
  id,
  open,
  session,
  showMemberLinks,
  pathname,
  onNavigate,
  onSignOut,
}: MobileMenuProps) => {
  const { t } = useTranslation();
  const links = showMemberLinks ? memberLinks : publicLinks;
  return (
    <div
      id={id}
      hidden={!open}
      className="border-t border-slate-800 bg-slate-950 px-4 pt-3 pb-5 shadow-xl md:hidden"
    >
      <MobileMenuLinks links={links} pathname={pathname} onNavigate={onNavigate} />
      <div className="mt-4 border-t border-slate-800 pt-4">
        <LanguageSwitch className="mb-4 px-3" showLabel />
        {session.status === 'authenticated' ? (
          <div className="space-y-3">
            <div className="px-3">
              <p className="truncate font-semibold text-white">
                {fullName(session.user) || session.user.email}
              </p>
              <p className="truncate text-sm text-slate-400">{session.user.email}</p>
            </div>
            {showMemberLinks ? null : (
              <Link
                to={session.user.isAdmin ? paths.admin.dashboard.href() : paths.dashboard.href()}
                onClick={onNavigate}
                className={cn(linkClasses, 'text-slate-200 hover:bg-slate-800')}
              >
                {t('nav.dashboard')}
              </Link>
            )}
            <button
              type="button"
              onClick={onSignOut}
              className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
            >
              {t('nav.signOut')}
            </button>
          </div>
        ) : session.status === 'anonymous' ? (
          <div className="grid grid-cols-2 gap-3">
            <Link
              to={paths.signin.href()}
              onClick={onNavigate}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('nav.signIn')}
            </Link>
            <Link to={paths.register.href()} onClick={onNavigate} className={buttonClasses()}>
              {t('nav.signUp')}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
};

/** The page links, the current one marked. */
const MobileMenuLinks = ({
  links,
  pathname,
  onNavigate,
}: {
  links: NavItem[];
  pathname: string;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {links.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                linkClasses,
                current
                  ? 'bg-emerald-500/15 text-emerald-300'
                  : 'text-slate-200 hover:bg-slate-800 hover:text-white',
              )}
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
