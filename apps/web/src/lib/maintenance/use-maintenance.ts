import { endpoints } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { onMaintenanceAnswer } from './maintenance-events';

export const maintenanceKey = ['maintenance'] as const;

/** While maintenance lasts, /api/health is asked every 5 s, so members are back soon after it ends. */
export const MAINTENANCE_POLL_MS = 5_000;
/** Otherwise once a minute (and on every member page change, and at once on a 503 MAINTENANCE_MODE). */
export const HEALTH_POLL_MS = 60_000;

export const maintenancePollMs = (maintenance: boolean | undefined): number =>
  maintenance ? MAINTENANCE_POLL_MS : HEALTH_POLL_MS;

/** GET /api/health: public, always 200 while the instance is up, `maintenance: true|false`. */
const fetchMaintenance = async (): Promise<boolean> => {
  const result = await callEndpoint(endpoints.health);
  if (!result.success) throw new ApiError(result);
  return result.data.maintenance;
};

/**
 * Whether the platform is under maintenance (admin settings, Maintenance Mode), from the health
 * check; `undefined` until its first answer. A failed check keeps the last answer.
 */
export const useMaintenance = () => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: maintenanceKey,
    queryFn: fetchMaintenance,
    staleTime: MAINTENANCE_POLL_MS,
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => maintenancePollMs(q.state.data),
  });
  useEffect(
    () => onMaintenanceAnswer(() => queryClient.setQueryData<boolean>(maintenanceKey, true)),
    [queryClient],
  );
  return { maintenance: query.data, recheck: query.refetch };
};
