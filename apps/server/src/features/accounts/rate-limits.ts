import type { Config } from '../../config';
import type { EndpointOptions } from '../../http/register-endpoint';

const MINUTE = 60_000;

/**
 * Per-address limits of the public account calls (and change-password, which checks a password).
 * Counted per client address and route in PostgreSQL (shared by every instance); answered 429 RATE_LIMITED with
 * Retry-After. Per-account limits come on top (sign-in lockout, 3 e-mails per 15 minutes).
 */
const perAddress = {
  login: { max: 20, windowMs: MINUTE },
  register: { max: 10, windowMs: 15 * MINUTE },
  verifyEmail: { max: 20, windowMs: MINUTE },
  sendVerificationEmail: { max: 10, windowMs: 15 * MINUTE },
  resendVerificationEmail: { max: 10, windowMs: 15 * MINUTE },
  forgotPassword: { max: 10, windowMs: 15 * MINUTE },
  resetPassword: { max: 20, windowMs: 15 * MINUTE },
  changePassword: { max: 20, windowMs: 15 * MINUTE },
} as const;

export type LimitedAccountCall = keyof typeof perAddress;

/** The route option for one call, scaled by RATE_LIMIT_SCALE. */
export function addressLimit(
  config: Pick<Config, 'rateLimitScale'>,
  call: LimitedAccountCall,
): EndpointOptions {
  const { max, windowMs } = perAddress[call];
  return { rateLimit: { max: Math.max(1, Math.round(max * config.rateLimitScale)), timeWindow: windowMs } };
}

export const accountRateLimits = perAddress;
