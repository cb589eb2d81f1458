import { LOGIN_LOCKOUT_MINUTES } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { users } from './accounts.schema';

export const LOGIN_LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;

/** TOO_MANY_LOGIN_ATTEMPTS, with Retry-After in seconds until the lockout ends. */
export const tooManyAttempts = (lockedUntil: Date, now: Date) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
    headers: {
      'retry-after': String(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000))),
    },
  });

export const isLockedOut = (user: { lockedUntil: Date | null }, now: Date) =>
  user.lockedUntil !== null && user.lockedUntil > now;

/**
 * Counts a failed sign-in in one statement (parallel failures all count). The one that reaches
 * `maxAttempts` in a row locks sign-in for 15 minutes and starts the count again; returns the
 * end of that lockout, or null.
 */
export async function recordFailedLogin(
  db: DbOrTx,
  input: { userId: string; maxAttempts: number; now: Date },
): Promise<Date | null> {
  const until = new Date(input.now.getTime() + LOGIN_LOCKOUT_MS);
  const reached = sql`${users.failedLoginCount} + 1 >= ${input.maxAttempts}`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`CASE WHEN ${reached} THEN 0 ELSE ${users.failedLoginCount} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reached} THEN ${until}::timestamptz ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, input.userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil.getTime() === until.getTime() ? until : null;
}
