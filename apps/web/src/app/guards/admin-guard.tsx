import { adminTexts } from '@app/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { StepUpHost } from '@/features/two-factor';
import { useSession } from '@/lib/session/session-context';
import { clearAdminData } from '@/lib/storage';
import { SessionWait } from './session-wait';
import { decideAdminAccess } from './guard-decisions';

/** A signed-in non-admin: stored admin session data and preferences go, then /dashboard. */
const NotAdminRedirect = () => {
  useEffect(clearAdminData, []);
  return <Navigate to={paths.dashboard.path} replace />;
};

export const AdminGuard = () => {
  const session = useSession();
  const { pathname } = useLocation();
  switch (decideAdminAccess(session, pathname)) {
    case 'wait':
      return <SessionWait session={session} text={adminTexts.guard.verifying} />;
    case 'signin':
      return <Navigate to={paths.signin.path} replace />;
    case 'not-admin':
      return <NotAdminRedirect />;
    case 'change-password':
      return <Navigate to={paths.admin.settings.path} replace />;
    case 'two-factor':
      return <Navigate to={paths.admin.twoFactor.path} replace />;
    case 'render':
      return (
        <>
          <Outlet />
          <StepUpHost />
        </>
      );
  }
};
