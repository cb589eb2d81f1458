import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-context';
import { decideOnboardingAccess } from './guard-decisions';

export const OnboardingGuard = () => {
  const session = useSession();
  switch (decideOnboardingAccess(session)) {
    case 'wait':
      return <PageSpinner />;
    case 'signin':
      return <Navigate to={paths.signin.path} replace />;
    case 'dashboard':
      return <Navigate to={paths.dashboard.path} replace />;
    case 'render':
      return <Outlet />;
  }
};
