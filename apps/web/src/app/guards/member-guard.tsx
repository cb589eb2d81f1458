import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { SessionWait } from './session-wait';
import { decideMemberAccess } from './guard-decisions';

/** Location state of a redirect to /signin: where the visitor was going. */
export type SigninRedirectState = { from: ReturnType<typeof useLocation> };

export const MemberGuard = () => {
  const session = useSession();
  const location = useLocation();
  switch (decideMemberAccess(session)) {
    case 'wait':
      return <SessionWait session={session} />;
    case 'signin':
      return (
        <Navigate to={paths.signin.path} replace state={{ from: location } satisfies SigninRedirectState} />
      );
    case 'admin-dashboard':
      return <Navigate to={paths.admin.dashboard.path} replace />;
    case 'onboarding':
      return <Navigate to={paths.onboarding.path} replace />;
    case 'render':
      return <Outlet />;
  }
};
