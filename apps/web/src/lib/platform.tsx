import {
  DEFAULT_APP_NAME,
  DEFAULT_SUBSCRIPTION_FEE,
  DEFAULT_SUBSCRIPTION_PERIOD_DAYS,
  platformInfo,
  type DataOf,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

// The endpoint by its own name, not through `endpoints`: every page's first script loads this file,
// and the `endpoints` map would bring every call's schemas with it (the landing page's budget).
export type PlatformInfo = DataOf<typeof platformInfo>;

/**
 * GET /api/platform: the product's name (the server's APP_NAME) and the subscription's fee and
 * period (admin settings), served at run time so no build bakes them in. Read once at start
 * (main.tsx) and kept; until it answers, the defaults stand in.
 */
export const platformQuery = queryOptions({
  queryKey: ['platform'],
  queryFn: async (): Promise<PlatformInfo> => {
    const result = await callEndpoint(platformInfo);
    if (!result.success) throw new Error(result.message);
    return result.data;
  },
  staleTime: 5 * 60_000,
});

const DEFAULTS: PlatformInfo = {
  appName: DEFAULT_APP_NAME,
  subscription: { fee: Number(DEFAULT_SUBSCRIPTION_FEE), periodDays: DEFAULT_SUBSCRIPTION_PERIOD_DAYS },
};

export const usePlatform = (): PlatformInfo => useQuery(platformQuery).data ?? DEFAULTS;

export const useAppName = () => usePlatform().appName;

/** The product's name, where a text shows it. */
export const AppName = () => <>{useAppName()}</>;
