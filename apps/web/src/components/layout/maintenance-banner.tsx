import { errorText } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { useMaintenance } from '@/lib/maintenance/use-maintenance';

/**
 * Public pages (landing, sign-in...): while the platform is under maintenance (admin settings,
 * Maintenance Mode) a banner under the navigation bar says so with the catalogue's text; it leaves
 * by itself when it ends.
 */
export const MaintenanceBanner = () => {
  const maintenance = useMaintenance();
  if (!maintenance) return null;
  return (
    <Alert
      tone="warning"
      shape="banner"
      data-testid="maintenance-banner"
      className="fixed inset-x-0 top-16 z-40"
    >
      {errorText('MAINTENANCE_MODE')}
    </Alert>
  );
};
