import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Navbar } from './navbar/navbar';

/** Public pages: the navigation bar over the page; pages set their own top spacing. */
export const PublicLayout = () => (
  <>
    <Navbar />
    <main id="main" tabIndex={-1} className="outline-none">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  </>
);
