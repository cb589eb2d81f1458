import { flushSync } from 'react-dom';
import { NAV_OPAQUE_AFTER_PX } from '@app/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons/ui-icons';
import { memberMenuPaths, paths } from '@/config/paths';
import { type Session, useSession } from '@/lib/session/session-context';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import { MobileMenu } from './mobile-menu';
import { publicLinks } from './nav-links';
import { useDismiss } from './use-dismiss';
import { useScrolledPast } from './use-scrolled-past';
import { UserMenu } from './user-menu';

/** Desktop: the user menu when signed in, Sign In and Sign Up when not (nothing while checking). */
const AccountActions = ({ session, onSignOut }: { session: Session; onSignOut: () => void }) => {
  const { t } = useTranslation();
  if (session.status === 'authenticated') return <UserMenu user={session.user} onSignOut={onSignOut} />;
  if (session.status !== 'anonymous') return null;
  return (
    <>
      <Link to={paths.signin.href()} className={buttonClasses({ variant: 'ghost' })}>
        {t('nav.signIn')}
      </Link>
      <Link to={paths.register.href()} className={buttonClasses()}>
        {t('nav.signUp')}
      </Link>
    </>
  );
};

/** The navigation bar of every public and member page (spec 2); opaque once scrolled past 20 px. */
export const Navbar = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opaque = useScrolledPast(NAV_OPAQUE_AFTER_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const mobileMenuId = useId();
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(headerRef, mobileOpen, closeMobile);

  // Leave the page first (committed at once by flushSync): logging out while a guarded page is
  // still shown would let its guard send us to /signin instead.
  const signOut = () => {
    setMobileOpen(false);
    flushSync(() => navigate(paths.home.href()));
    session.signOut();
  };

  return (
    <header
      ref={headerRef}
      data-opaque={opaque}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-colors duration-300',
        opaque
          ? 'border-b border-slate-800 bg-slate-950/95 shadow-lg shadow-black/30 backdrop-blur'
          : 'bg-transparent',
      )}
    >
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {publicLinks.map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/5 hover:text-white"
              >
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-3 md:flex">
          <LanguageSwitch />
          <AccountActions session={session} onSignOut={signOut} />
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-200 hover:bg-slate-800 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </nav>
      <MobileMenu
        id={mobileMenuId}
        open={mobileOpen}
        session={session}
        showMemberLinks={memberMenuPaths.includes(pathname)}
        pathname={pathname}
        onNavigate={closeMobile}
        onSignOut={signOut}
      />
    </header>
  );
};
