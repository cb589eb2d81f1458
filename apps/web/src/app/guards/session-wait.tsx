import { errorText } from '@app/contract';
import { useEffect } from 'react';
import { MaintenancePage } from '@/components/layout/maintenance-page';
import { PageSpinner } from '@/components/ui/spinner';
import { useMaintenance } from '@/lib/maintenance/use-maintenance';
import { useSession, type SessionState } from '@/lib/session/session-context';

/**
 * A stored token whose check was answered MAINTENANCE_MODE: the maintenance page, not a spinner;
 * once the health check says the maintenance is over, the token is checked again at once, so the
 * member is back on the page they opened without signing in.
 */
const MaintenanceWait = () => {
  const maintenance = useMaintenance();
  const { refreshUser } = useSession();
  useEffect(() => {
    if (maintenance === false) void refreshUser();
  }, [maintenance, refreshUser]);
  return <MaintenancePage />;
};

/**
 * The spinner while a stored token is checked. When the check is waiting to be tried again
 * (a lost connection), it says why instead of spinning silently; maintenance has its own page.
 */
export const SessionWait = ({ session, text }: { session: SessionState; text?: string }) => {
  const waitingOn = session.status === 'loading' ? session.waitingOn : undefined;
  if (waitingOn === 'MAINTENANCE_MODE') return <MaintenanceWait />;
  return <PageSpinner text={waitingOn ? errorText(waitingOn) : text} />;
};
