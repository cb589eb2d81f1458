import { perUserLimit } from '../../http/per-user-limit';
import type { EndpointOptions } from '../../http/register-endpoint';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';

const HOUR = 3_600_000;

/**
 * Adding addresses (each new confirmation link) is limited per account (counted in PostgreSQL,
 * every instance shares it; adds through a refused withdrawal count too) and, on the adding call,
 * per client address (the route option, scaled by RATE_LIMIT_SCALE). 429 RATE_LIMITED with Retry-After.
 */
const ADD = { perAccount: 10, perAddress: 30, windowMs: HOUR } as const;

export const takeAddAllowance = (db: Db, userId: string) =>
  perUserLimit(db, { name: 'wallet-address-add', max: ADD.perAccount, windowMs: ADD.windowMs })(userId);

export const addAddressLimit = (config: Pick<Config, 'rateLimitScale'>): EndpointOptions => ({
  rateLimit: {
    max: Math.max(1, Math.round(ADD.perAddress * config.rateLimitScale)),
    timeWindow: ADD.windowMs,
  },
});

/** The confirmation call is public: limited per client address only (a token is 256 random bits). */
export const confirmLimit = (config: Pick<Config, 'rateLimitScale'>): EndpointOptions => ({
  rateLimit: { max: Math.max(1, Math.round(30 * config.rateLimitScale)), timeWindow: 15 * 60_000 },
});
