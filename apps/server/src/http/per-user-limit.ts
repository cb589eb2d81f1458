import { AppError } from './app-error';
import { hitRateLimit } from './rate-limit';
import type { Db } from '../infra/db/client';

/**
 * At most `max` calls per member in a window, counted in PostgreSQL like the per-address limits
 * of http/rate-limit.ts, so the limit holds across instances. Over it: 429 RATE_LIMITED with
 * Retry-After.
 */
export function perUserLimit(db: Db, options: { name: string; max: number; windowMs: number }) {
  return async function take(userId: string): Promise<void> {
    const hit = await hitRateLimit(db, `user ${options.name} ${userId}`, options.windowMs);
    if (hit.current > options.max) {
      const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
    }
  };
}
