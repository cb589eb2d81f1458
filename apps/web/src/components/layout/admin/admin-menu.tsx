import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn';
import { adminLinks, isAdminLinkCurrent } from './admin-links';

/** The admin side menu; the layout decides where it shows (always on large screens, toggled on small). */
export const AdminMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('layout.nav')} className="p-3">
      <ul className="space-y-1">
        {adminLinks.map((link) => {
          const current = isAdminLinkCurrent(link, pathname);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                  current
                    ? 'bg-amber-400/15 text-amber-200 ring-1 ring-amber-400/30'
                    : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                )}
              >
                <link.icon className="size-5 shrink-0" />
                {t(`layout.links.${link.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
