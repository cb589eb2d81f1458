import { endpoints, errorText } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
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
    <div
      role="alert"
      data-testid="maintenance-banner"
      className="border-b border-amber-500/40 bg-amber-500/15 px-4 py-3 text-center text-sm text-amber-100"
    >
      {errorText('MAINTENANCE_MODE')}
    </div>
  );
};
