import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, LogoutIcon } from '@/components/ui/icons/ui-icons';
import { DashboardIcon, UserIcon } from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/lib/session/session-context';
import { fullName, initials } from '@/lib/format/names';
import { useDismiss } from './use-dismiss';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-slate-800 hover:text-white';

/** Desktop user menu (spec 2): full name and email, Dashboard, Profile Settings, Sign Out; closes on an outside click. */
export const UserMenu = ({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const name = fullName(user) || user.email;

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-100 ring-1 ring-slate-700 hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-emerald-500 text-xs font-bold text-slate-950"
        >
          {initials(user)}
        </span>
        <span className="max-w-40 truncate">{name}</span>
        <span className="sr-only">{t('nav.accountMenu')}</span>
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-72 rounded-xl border border-slate-700 bg-slate-900 p-2 shadow-2xl shadow-black/40"
      >
        <div className="border-b border-slate-800 px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-white">{name}</p>
          <p className="truncate text-sm text-slate-400">{user.email}</p>
        </div>
        <ul className="pt-2">
          <li>
            <Link
              to={user.isAdmin ? paths.admin.dashboard.href() : paths.dashboard.href()}
              onClick={close}
              className={itemClasses}
            >
              <DashboardIcon className="size-4" /> {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <Link to={paths.profile.href()} onClick={close} className={itemClasses}>
              <UserIcon className="size-4" /> {t('nav.profileSettings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                onSignOut();
              }}
              className={cn(itemClasses, 'text-red-300 hover:text-red-200')}
            >
              <LogoutIcon className="size-4" /> {t('nav.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
};
