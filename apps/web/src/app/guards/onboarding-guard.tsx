import { Navigate, Outlet } from 'react-router';
import { MaintenanceGate } from '@/components/layout/maintenance-gate';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { SessionWait } from './session-wait';
import { decideOnboardingAccess } from './guard-decisions';

export const OnboardingGuard = () => {
  const session = useSession();
  switch (decideOnboardingAccess(session)) {
    case 'wait':
      return <SessionWait session={session} />;
    case 'signin':
      return <Navigate to={paths.signin.path} replace />;
    case 'dashboard':
      return <Navigate to={paths.dashboard.path} replace />;
    case 'render':
      return (
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      );
  }
};
