import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { cn } from '@/components/ui/cn';
import { PageSpinner } from '@/components/ui/spinner';
import { localKeys } from '@/config/storage-keys';
import { local } from '@/lib/storage';
import { MaintenanceGate } from '../maintenance-gate';
import { Navbar } from '../navbar/navbar';
import { Sidebar } from './sidebar';

/**
 * Signed-in member pages: the navigation bar as top bar, the sidebar on large screens; the page
 * gives way to the maintenance page while maintenance lasts.
 */
export const MemberLayout = () => {
  const [collapsed, setCollapsed] = useState(() => local.get(localKeys.sidebarCollapsed) === 'true');
  const toggle = () =>
    setCollapsed((value) => {
      local.set(localKeys.sidebarCollapsed, String(!value));
      return !value;
    });
  return (
    <div className="min-h-screen bg-slate-950">
      <Navbar />
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'min-h-screen pt-16 outline-none transition-[padding] duration-200',
          collapsed ? 'lg:pl-20' : 'lg:pl-64',
        )}
      >
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          <MaintenanceGate>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </MaintenanceGate>
        </div>
      </main>
    </div>
  );
};
