import { LOGIN_LOCKOUT_MINUTES } from '@app/contract';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { unknownLoginAttempts } from './accounts.tables';
import { users } from '../users/users.tables';
import { readSetting } from '../settings';

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

/**
 * The same count for an e-mail no account has, in one statement: while its lockout runs nothing
 * is counted; the failure that reaches `maxAttempts` locks it for 15 minutes and starts the count
 * again. Returns the end of a lockout running after this failure, or null.
 */
export async function recordUnknownEmailFailure(
  db: DbOrTx,
  input: { email: string; maxAttempts: number; now: Date },
): Promise<Date | null> {
  const until = new Date(input.now.getTime() + LOGIN_LOCKOUT_MS);
  const now = sql`${input.now}::timestamptz`;
  const running = sql`${unknownLoginAttempts.lockedUntil} > ${now}`;
  const reached = sql`${unknownLoginAttempts.failedCount} + 1 >= ${input.maxAttempts}`;
  const [row] = await db
    .insert(unknownLoginAttempts)
    .values({
      email: input.email.toLowerCase(),
      failedCount: input.maxAttempts <= 1 ? 0 : 1,
      lockedUntil: input.maxAttempts <= 1 ? until : null,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: unknownLoginAttempts.email,
      set: {
        failedCount: sql`CASE WHEN ${running} THEN ${unknownLoginAttempts.failedCount} WHEN ${reached} THEN 0 ELSE ${unknownLoginAttempts.failedCount} + 1 END`,
        lockedUntil: sql`CASE WHEN ${running} THEN ${unknownLoginAttempts.lockedUntil} WHEN ${reached} THEN ${until}::timestamptz ELSE ${unknownLoginAttempts.lockedUntil} END`,
        updatedAt: input.now,
      },
    })
    .returning({ lockedUntil: unknownLoginAttempts.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > input.now ? row.lockedUntil : null;
}

/** Deletes the unknown e-mails' counts untouched for a day with no lockout running. */
export async function deleteStaleUnknownLoginAttempts(db: DbOrTx, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const deleted = await db
    .delete(unknownLoginAttempts)
    .where(
      and(
        lt(unknownLoginAttempts.updatedAt, dayAgo),
        or(isNull(unknownLoginAttempts.lockedUntil), lte(unknownLoginAttempts.lockedUntil, now)),
      ),
    )
    .returning({ email: unknownLoginAttempts.email });
  return deleted.length;
}

/**
 * A wrong second-factor code counts towards the account's sign-in failures like a wrong password
 * (the setting as it is now). The one function features/two-factor calls, so the lockout's rules
 * can change here alone. Returns the end of a lockout it started, or null.
 */
export async function countSecondFactorFailure(db: DbOrTx, userId: string, now: Date): Promise<Date | null> {
  const maxAttempts = await readSetting(db, 'maxLoginAttempts');
  return recordFailedLogin(db, { userId, maxAttempts, now });
}
