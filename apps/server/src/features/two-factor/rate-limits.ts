import { perUserLimit } from '../../http/per-user-limit';
import type { EndpointOptions } from '../../http/register-endpoint';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';

const MINUTE = 60_000;

/**
 * Enrolment and verification are limited per client address (the route option, scaled by
 * RATE_LIMIT_SCALE) and per account (counted here in PostgreSQL, shared by every instance), on
 * top of the sign-in lockout that wrong codes count towards. 429 RATE_LIMITED with Retry-After.
 */
const limits = {
  setup: { perAddress: 10, perAccount: 5, windowMs: 15 * MINUTE },
  verify: { perAddress: 30, perAccount: 10, windowMs: 15 * MINUTE },
} as const;
export type TwoFactorCall = keyof typeof limits;

export function twoFactorAddressLimit(
  config: Pick<Config, 'rateLimitScale'>,
  call: TwoFactorCall,
): EndpointOptions {
  const { perAddress, windowMs } = limits[call];
  return {
    rateLimit: { max: Math.max(1, Math.round(perAddress * config.rateLimitScale)), timeWindow: windowMs },
  };
}

/** The per-account half: the shared per-member limiter (http/per-user-limit.ts). */
export function takeAccountLimit(db: Db, call: TwoFactorCall, userId: string): Promise<void> {
  const { perAccount, windowMs } = limits[call];
  return perUserLimit(db, { name: `two-factor-${call}`, max: perAccount, windowMs })(userId);
}
