import { endpoints, errorText } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { callEndpoint } from '@/lib/api-client';

const CHECK_MS = 30_000;

/**
 * Admin settings, Maintenance Mode: while it is on the server answers members 503
 * MAINTENANCE_MODE. The banner asks the profile (a call every member may make) on mount, on
 * every page change and every 30 s, and shows the catalogue's text while that is the answer.
 */
export const MaintenanceBanner = () => {
  const { pathname } = useLocation();
  const check = useQuery({
    queryKey: ['maintenance-check'],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.getProfile);
      return !result.success && result.code === 'MAINTENANCE_MODE';
    },
    refetchInterval: CHECK_MS,
    refetchOnWindowFocus: true,
  });
  const { refetch } = check;
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  if (!check.data) return null;
  return (
    <Alert tone="warning" shape="banner" data-testid="maintenance-banner">
      {errorText('MAINTENANCE_MODE')}
    </Alert>
  );
};
