import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { decideAuthPageAccess } from './guard-decisions';
import type { SigninRedirectState } from './member-guard';

/** Where a member guard's redirect to /signin said the visitor was going, if anywhere. */
export const rememberedOrigin = (state: unknown): string | null => {
  const from = (state as Partial<SigninRedirectState> | null)?.from;
  const path = from?.pathname;
  // Only a path of this site: '//host' would be another site.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  return `${path}${from?.search ?? ''}${from?.hash ?? ''}`;
};

/**
 * /signin and /register: a known signed-in user is sent on (replace) to their dashboard; a member
 * who was sent to sign in from a member page goes back there (spec 4, login).
 */
export const AuthPageGuard = () => {
  const session = useSession();
  const location = useLocation();
  switch (decideAuthPageAccess(session)) {
    case 'admin-dashboard':
      return <Navigate to={paths.admin.dashboard.path} replace />;
    case 'dashboard':
      return <Navigate to={rememberedOrigin(location.state) ?? paths.dashboard.path} replace />;
    case 'render':
      return <Outlet />;
  }
};
