import type { Language } from '@app/contract';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { adminSignInGuessingMail, enqueueMail } from '../../infra/mail';
import { recordSecurityEvent } from '../security-events';
import { readSetting } from '../settings';
import type { AccountsDeps } from './accounts-deps';
import { signInKnownSources, signInThrottles } from './accounts.tables';
import { signInSource } from './sign-in-source';

/**
 * Sign-in throttling that slows the attacker, not the owner (ADR 0009, issue 21):
 *
 * - `source` (an IPv4 address or an IPv6 /64): every failure from it, whatever the account.
 *   Its `SOURCE_FREE_FAILURES`-th failure (times RATE_LIMIT_SCALE) blocks the source for a minute,
 *   each further one for longer (2, 4, 8, then 15 minutes).
 * - `account`: the failures on one e-mail from sources the account does not know (an e-mail no
 *   account has is counted alike, so the answers tell nothing). The "max login attempts"-th
 *   failure blocks, then the same growing blocks. This is what a guesser anywhere meets; it never touches
 *   the owner's known sources.
 * - `pair` (account and one of its known sources): the owner's own typos where they signed in
 *   before; the same allowance and growing blocks, for that source only.
 *
 * A source becomes known to an account by a successful sign-in from it (the right password, and
 * the second factor when the account has one) or a password reset completed from it (the e-mail
 * proves the owner), and stays known for `KNOWN_SOURCE_DAYS` after its last success. An attempt
 * from a known source is judged by its pair alone, so no amount of failures elsewhere keeps
 * the owner out. Counters are forgotten `FAILURE_MEMORY_MS` after their last failure; a success
 * clears its pair. A blocked attempt is refused before the password is checked and not counted.
 */
export const SOURCE_FREE_FAILURES = 10;
export const FIRST_BLOCK_MS = 60_000;
export const LONGEST_BLOCK_MS = 15 * 60_000;
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
export const KNOWN_SOURCE_DAYS = 90;

export type ThrottleScope = 'source' | 'account' | 'pair';

export interface SignInAttempt {
  /** The e-mail typed (the account's, for change-password). */
  email: string;
  /** The account, when one has this e-mail. */
  user: { id: string; email: string; firstName: string; isAdmin: boolean; language: Language } | null;
  ip: string | null;
  userAgent?: string | null | undefined;
}

interface Counter {
  scope: ThrottleScope;
  key: string;
  free: number;
}

export type ThrottleDeps = Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'>;

/** The block that follows `failures` failures of a counter blocked from its `free`-th failure on. */
export function blockAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LONGEST_BLOCK_MS, FIRST_BLOCK_MS * 2 ** Math.min(failures - free, 20));
}

/** TOO_MANY_LOGIN_ATTEMPTS, with Retry-After in seconds until the block ends. */
export const tooManyAttempts = (blockedUntil: Date, now: Date) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
    headers: { 'retry-after': String(retryAfterSeconds(blockedUntil, now)) },
  });

const retryAfterSeconds = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** The counters this attempt is judged by. */
async function countersFor(deps: ThrottleDeps, attempt: SignInAttempt, now: Date): Promise<Counter[]> {
  const email = attempt.email.toLowerCase();
  const source = signInSource(attempt.ip);
  const maxAttempts = await readSetting(deps.db, 'maxLoginAttempts');
  if (source && attempt.user && (await isKnownSource(deps.db, attempt.user.id, source, now))) {
    return [{ scope: 'pair', key: `pair:${email}|${source}`, free: maxAttempts }];
  }
  const sourceFree = Math.max(1, Math.round(SOURCE_FREE_FAILURES * deps.config.rateLimitScale));
  return [
    ...(source ? [{ scope: 'source' as const, key: `source:${source}`, free: sourceFree }] : []),
    { scope: 'account', key: `account:${email}`, free: maxAttempts },
  ];
}

async function isKnownSource(db: DbOrTx, userId: string, source: string, now: Date) {
  const since = new Date(now.getTime() - KNOWN_SOURCE_DAYS * 86_400_000);
  const [row] = await db
    .select({ source: signInKnownSources.source })
    .from(signInKnownSources)
    .where(
      and(
        eq(signInKnownSources.userId, userId),
        eq(signInKnownSources.source, source),
        gt(signInKnownSources.lastSuccessAt, since),
      ),
    );
  return row !== undefined;
}

/**
 * Refuses the attempt (TOO_MANY_LOGIN_ATTEMPTS with Retry-After, a `login.blocked` event) while
 * one of its counters is blocked; else returns the counters a failure must be counted on. Call it
 * before the password is checked: sign-in, change-password, and a second factor's check.
 */
export async function checkSignInThrottle(
  deps: ThrottleDeps,
  attempt: SignInAttempt,
  call: string,
): Promise<Counter[]> {
  const now = deps.now();
  const counters = await countersFor(deps, attempt, now);
  const blocked = await deps.db
    .select({ key: signInThrottles.key, blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(
      and(
        inArray(
          signInThrottles.key,
          counters.map((c) => c.key),
        ),
        gt(signInThrottles.blockedUntil, now),
      ),
    );
  if (blocked.length === 0) return counters;
  const until = new Date(Math.max(...blocked.map((b) => b.blockedUntil!.getTime())));
  await recordSecurityEvent(deps.db, {
    type: 'login.blocked',
    userId: attempt.user?.id ?? null,
    email: attempt.email,
    ip: attempt.ip,
    userAgent: attempt.userAgent ?? null,
    details: {
      call,
      scopes: counters.filter((c) => blocked.some((b) => b.key === c.key)).map((c) => c.scope),
      retryAfterSeconds: retryAfterSeconds(until, now),
    },
    at: now,
  });
  throw tooManyAttempts(until, now);
}

/**
 * Counts a failure (wrong password, wrong current password, wrong second factor) on the counters
 * `checkSignInThrottle` returned, each in one statement (parallel failures all count). A counter
 * past its allowance is blocked (a `login.throttled` event); the first block of an admin
 * account's `account` counter in an episode e-mails that admin. Returns the end of a block this
 * failure began, or null.
 */
export async function recordSignInFailure(
  deps: ThrottleDeps,
  attempt: SignInAttempt,
  counters: Counter[],
  call: string,
  now: Date = deps.now(),
): Promise<Date | null> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  let blockedUntil: Date | null = null;
  for (const counter of counters) {
    const stale = sql`${signInThrottles.lastFailureAt} <= ${forgetBefore.toISOString()}::timestamptz`;
    const [row] = await deps.db
      .insert(signInThrottles)
      .values({ key: counter.key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInThrottles.failures} + 1 END`,
          alertedAt: sql`CASE WHEN ${stale} THEN NULL ELSE ${signInThrottles.alertedAt} END`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: signInThrottles.failures });
    const block = blockAfter(row?.failures ?? 1, counter.free);
    if (block === 0) continue;
    const until = new Date(now.getTime() + block);
    await deps.db
      .update(signInThrottles)
      .set({
        blockedUntil: sql`greatest(${signInThrottles.blockedUntil}, ${until.toISOString()}::timestamptz)`,
      })
      .where(eq(signInThrottles.key, counter.key));
    if (!blockedUntil || until > blockedUntil) blockedUntil = until;
    const alerted = counter.scope === 'account' && (await alertAdmin(deps, attempt, counter, now));
    await recordSecurityEvent(deps.db, {
      type: 'login.throttled',
      userId: attempt.user?.id ?? null,
      email: attempt.email,
      ip: attempt.ip,
      userAgent: attempt.userAgent ?? null,
      details: {
        call,
        scope: counter.scope,
        failures: row?.failures ?? 1,
        retryAfterSeconds: retryAfterSeconds(until, now),
        ...(alerted ? { adminAlerted: true } : {}),
      },
      at: now,
    });
  }
  return blockedUntil;
}

/** E-mails an admin whose account is being guessed, once per episode (claimed in one statement). */
async function alertAdmin(deps: ThrottleDeps, attempt: SignInAttempt, counter: Counter, now: Date) {
  const admin = attempt.user;
  if (!admin?.isAdmin) return false;
  return deps.db
    .transaction(async (tx) => {
      const claimed = await tx
        .update(signInThrottles)
        .set({ alertedAt: now })
        .where(and(eq(signInThrottles.key, counter.key), isNull(signInThrottles.alertedAt)))
        .returning({ key: signInThrottles.key });
      if (claimed.length === 0) return false;
      await enqueueMail(
        tx,
        {
          to: admin.email,
          kind: 'admin-sign-in-guessing',
          ...adminSignInGuessingMail({
            appUrl: deps.config.appUrl,
            firstName: admin.firstName,
            at: now,
            source: signInSource(attempt.ip),
            language: admin.language,
          }),
        },
        now,
      );
      return true;
    })
    .then((sent) => {
      if (sent) deps.mail.wake();
      return sent;
    });
}

/**
 * A success (the whole sign-in, second factor included; or a completed password reset): the
 * source becomes (or stays) known to the account and its pair counter starts again.
 */
export async function recordSignInSuccess(
  db: DbOrTx,
  input: { userId: string; email: string; ip: string | null; now: Date },
): Promise<void> {
  const source = signInSource(input.ip);
  if (!source) return;
  await db
    .insert(signInKnownSources)
    .values({ userId: input.userId, source, lastSuccessAt: input.now })
    .onConflictDoUpdate({
      target: [signInKnownSources.userId, signInKnownSources.source],
      set: { lastSuccessAt: input.now },
    });
  await db
    .delete(signInThrottles)
    .where(eq(signInThrottles.key, `pair:${input.email.toLowerCase()}|${source}`));
}

/** An admin set the account ACTIVE again: its account and pair counters start again. */
export async function clearSignInThrottle(db: DbOrTx, email: string): Promise<void> {
  const lower = email.toLowerCase();
  await db
    .delete(signInThrottles)
    .where(
      or(
        eq(signInThrottles.key, `account:${lower}`),
        sql`${signInThrottles.key} LIKE ${`pair:${lower.replace(/[\\%_]/g, '\\$&')}|%`}`,
      ),
    );
}

/** Deletes counters untouched for a day with no block running (the rate-limit cleanup job). */
export async function deleteStaleSignInThrottles(db: DbOrTx, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
  const deleted = await db
    .delete(signInThrottles)
    .where(
      and(
        lte(signInThrottles.lastFailureAt, forgetBefore),
        or(isNull(signInThrottles.blockedUntil), lte(signInThrottles.blockedUntil, now)),
      ),
    )
    .returning({ key: signInThrottles.key });
  return deleted.length;
}

/** A deleted account's known sources are personal data: erased with it. */
export async function eraseKnownSources(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(signInKnownSources).where(eq(signInKnownSources.userId, userId));
}
