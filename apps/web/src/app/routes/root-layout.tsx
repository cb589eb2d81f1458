import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ScrollManager } from './scroll-manager';

/** Every page: a skip link, scroll handling, and a spinner while a lazily loaded area arrives. */
export const RootLayout = () => (
  <>
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
    <ScrollManager />
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  </>
);
