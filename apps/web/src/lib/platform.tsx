import {
  DEFAULT_APP_NAME,
  DEFAULT_SUBSCRIPTION_FEE,
  DEFAULT_SUBSCRIPTION_PERIOD_DAYS,
  type DataOf,
  type platformInfo,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { site } from '@/config/site';

export type PlatformInfo = DataOf<typeof platformInfo>;

/**
 * The call's path, held to the contract's at compile time. Every page's first script loads this
 * file: the endpoint object itself would build its zod schemas, and zod with them, on the landing
 * page (its budget, e2e/landing.spec.ts). A plain fetch, like the health check's.
 */
const PLATFORM_PATH = '/platform' satisfies (typeof platformInfo)['path'];

/** The answer's data, or an error: the envelope's `success` says which. */
export const platformFromAnswer = (body: unknown): PlatformInfo => {
  const envelope = body as { success?: unknown; data?: PlatformInfo; message?: unknown } | null;
  if (envelope?.success !== true || typeof envelope.data?.appName !== 'string')
    throw new Error(typeof envelope?.message === 'string' ? envelope.message : 'unreadable answer');
  return envelope.data;
};

/**
 * GET /api/platform: the product's name (the server's APP_NAME) and the subscription's fee and
 * period (admin settings), served at run time so no build bakes them in. Read once at start
 * (main.tsx) and kept; until it answers, the defaults stand in.
 */
export const platformQuery = queryOptions({
  queryKey: ['platform'],
  queryFn: async ({ signal }): Promise<PlatformInfo> => {
    const response = await fetch(`${site.apiUrl}${PLATFORM_PATH}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    return platformFromAnswer(await response.json());
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
