import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { MaintenanceBanner } from './maintenance-banner';
import { Navbar } from './navbar/navbar';

/**
 * Public pages: the navigation bar over the page; pages set their own top spacing. While the
 * platform is under maintenance a banner says so (onboarding shows the maintenance page instead).
 */
export const PublicLayout = () => {
  const onboarding = useMatch(paths.onboarding.path);
  return (
    <>
      <Navbar />
      {onboarding ? null : <MaintenanceBanner />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
};
