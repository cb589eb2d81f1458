import { LanguageSwitch } from '../language-switch';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Suspense, useId, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CloseIcon, LogoutIcon, MenuIcon } from '@/components/ui/icons/ui-icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { fullName } from '@/lib/format/names';
import { clearAdminData } from '@/lib/storage';
import { LogoMark } from '../logo';
import { AdminMenu } from './admin-menu';

/** Admin 2, admin layout: top bar with the admin's name and logout; side menu collapsing on small screens. */
export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const session = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const name = session.user ? fullName(session.user) || session.user.email : '';

  const logout = () => {
    clearAdminData();
    session.signOut();
    void navigate(paths.signin.href(), { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-950">
      <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-800 bg-slate-950/95 backdrop-blur">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="rounded-lg p-2 text-slate-200 hover:bg-slate-800 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
              onClick={() => setMenuOpen((value) => !value)}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
            <Link
              to={paths.admin.dashboard.href()}
              className="flex items-center gap-2 rounded-lg font-bold text-white"
            >
              <LogoMark />
              <span>
                {t('layout.admin')} <span className="text-amber-300">{t('layout.panel')}</span>
              </span>
            </Link>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitch className="hidden sm:flex" />
            <div className="min-w-0 text-right">
              <p className="max-w-36 truncate text-sm font-semibold text-white sm:max-w-64">{name}</p>
              <p className="hidden text-xs text-amber-200 sm:block">{t('layout.administrator')}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={logout}>
              <LogoutIcon className="size-4" /> {t('layout.logout')}
            </Button>
          </div>
        </div>
      </header>
      <aside
        id={menuId}
        aria-label={t('layout.sections')}
        data-open={menuOpen}
        className={
          'fixed top-16 bottom-0 left-0 z-40 w-64 overflow-y-auto border-r border-slate-800 bg-slate-950 ' +
          (menuOpen ? 'block' : 'hidden lg:block')
        }
      >
        <LanguageSwitch className="px-6 pt-4 sm:hidden" showLabel />
        <AdminMenu onNavigate={() => setMenuOpen(false)} />
      </aside>
      <main id="main" tabIndex={-1} className="min-h-screen pt-16 outline-none lg:pl-64">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
};
