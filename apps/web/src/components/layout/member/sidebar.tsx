import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons/ui-icons';
import { lowerLinks, mainLinks, type SidebarLink } from './sidebar-links';

const SidebarItem = ({
  link,
  collapsed,
  current,
}: {
  link: SidebarLink;
  collapsed: boolean;
  current: boolean;
}) => {
  const { t } = useTranslation('member');
  const label = t(`layout.links.${link.key}`);
  const description =
    link.description && link.key !== 'dashboard' && link.key !== 'referrals' && link.key !== 'support'
      ? t(`layout.links.${link.key}Description`)
      : null;
  return (
    <li>
      <Link
        to={link.to}
        aria-current={current ? 'page' : undefined}
        title={collapsed ? label : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
          collapsed && 'justify-center px-0',
          current
            ? 'bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-500/30'
            : 'text-slate-300 hover:bg-slate-800 hover:text-white',
        )}
      >
        <link.icon className="size-5 shrink-0" />
        <span className={cn('min-w-0', collapsed && 'sr-only')}>
          <span className="block truncate text-sm font-medium">{label}</span>
          {description ? <span className="block truncate text-xs text-slate-400">{description}</span> : null}
        </span>
      </Link>
    </li>
  );
};

/** Large screens only: the member sidebar, w-64 open and w-20 collapsed, current route highlighted. */
export const Sidebar = ({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) => {
  const { t } = useTranslation('member');
  const { pathname } = useLocation();
  const renderLinks = (links: SidebarLink[]) =>
    links.map((link) => (
      <SidebarItem
        key={link.to}
        link={link}
        collapsed={collapsed}
        current={link.current.includes(pathname)}
      />
    ));
  return (
    <aside
      aria-label={t('layout.sections')}
      data-collapsed={collapsed}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-40 hidden flex-col border-r border-slate-800 bg-slate-950 transition-[width] duration-200 lg:flex',
        collapsed ? 'w-20' : 'w-64',
      )}
    >
      <nav aria-label={t('layout.nav')} className="flex flex-1 flex-col justify-between overflow-y-auto p-3">
        <ul className="space-y-1">{renderLinks(mainLinks)}</ul>
        <ul className="space-y-1 border-t border-slate-800 pt-3">{renderLinks(lowerLinks)}</ul>
      </nav>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('layout.expand') : t('layout.collapseSidebar')}
        className="m-3 flex items-center justify-center gap-2 rounded-xl border border-slate-800 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
      >
        <ChevronLeftIcon className={cn('size-4 transition-transform', collapsed && 'rotate-180')} />
        {collapsed ? null : <span>{t('layout.collapse')}</span>}
      </button>
    </aside>
  );
};
