import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { recheckMaintenance, useMaintenance } from '@/lib/maintenance/use-maintenance';
import { MaintenancePage } from './maintenance-page';

/**
 * A signed-in member's pages (member layout, onboarding): while maintenance lasts they give way to
 * the maintenance page; when it ends the member is back on the same page, its data fetched again.
 * The health check is asked on every page change too, so a page that calls nothing still knows.
 */
export const MaintenanceGate = ({ children }: { children: ReactNode }) => {
  const maintenance = useMaintenance();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const wasOn = useRef(false);

  useEffect(() => {
    void recheckMaintenance();
  }, [pathname]);

  useEffect(() => {
    if (maintenance) wasOn.current = true;
    else if (maintenance === false && wasOn.current) {
      wasOn.current = false;
      void queryClient.invalidateQueries();
    }
  }, [maintenance, queryClient]);

  return maintenance ? <MaintenancePage /> : <>{children}</>;
};
