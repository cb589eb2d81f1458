import type { Language } from '@app/contract';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../src/features/users/users.tables';
import { insertUser } from '../../src/features/accounts/create-user';
import { hashPassword } from '../../src/features/accounts/password';
import { createSession } from '../../src/features/accounts/sessions';
import { placeUnderReferrer } from '../../src/features/network/place-under-referrer';
import type { TestApp } from './create-test-app';
import { giveTestFactor } from './second-factor';
import { markCompliant, recordPaidPeriod } from './member-facts';

export const TEST_PASSWORD = 'Str0ng!Passw0rd';
let cachedHash: Promise<string> | undefined;
let counter = 0;

export interface TestUserOptions {
  admin?: boolean;
  verified?: boolean;
  status?: UserRow['status'];
  email?: string;
  password?: string;
  referrer?: { id: string };
  /** A paid subscription (until next year) and a linked exchange UID: member pages open. */
  onboarded?: boolean;
  /**
   * A recent exchange check found the member compliant, so rewards are credited rather than
   * locked (default: when onboarded).
   */
  compliant?: boolean;
  /**
   * The paid subscription is recorded as a period too (support/member-facts.ts), as reward cycles
   * judge members by their periods. Off by default: tests of the crediting itself start from a
   * member without periods.
   */
  withPaidPeriod?: boolean;
  /** The account's language (issue 17; `en` by default): its e-mails follow it. */
  language?: Language;
  /**
   * Admins get a confirmed TOTP factor (TEST_TOTP_SECRET, support/second-factor.ts) and a session
   * that proved it now, as admins must have one (issue 14); `false` makes an admin without one,
   * whose session is enrolment-only.
   */
  secondFactor?: boolean;
}

export interface TestUser extends UserRow {
  password: string;
  /** A live session's Bearer token. */
  token: string;
}

/** An account made directly through the services (no e-mail round trip), with a session token. */
export async function createTestUser(t: TestApp, options: TestUserOptions = {}): Promise<TestUser> {
  const n = ++counter;
  const password = options.password ?? TEST_PASSWORD;
  const passwordHash =
    password === TEST_PASSWORD
      ? await (cachedHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const now = t.clock.now();
  const onboarded = options.onboarded ?? !options.admin;
  const user = await t.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      firstName: options.admin ? 'Ada' : 'Member',
      lastName: `Tester${n}`,
      email: options.email ?? `user${n}.${process.pid}.${Date.now()}@example.com`,
      passwordHash,
      isAdmin: options.admin ?? false,
      isEmailVerified: options.verified ?? true,
      status: options.status ?? 'ACTIVE',
      referredById: options.referrer?.id ?? null,
      language: options.language ?? 'en',
      bingxUid: onboarded ? `${10_000_000 + n}${process.pid}` : null,
      subscriptionPaidAt: onboarded ? now : null,
      subscriptionExpiresAt: onboarded ? new Date(now.getTime() + 365 * 86_400_000) : null,
    });
    if (options.referrer) await placeUnderReferrer(tx, row.id, options.referrer.id);
    if (options.withPaidPeriod) await recordPaidPeriod(tx, row);
    if (options.compliant ?? onboarded) await markCompliant(tx, [row.id], now);
    return row;
  });
  const withFactor = options.secondFactor ?? options.admin === true;
  if (withFactor) await giveTestFactor(t, user.id);
  // A session is only handed out to ACTIVE accounts; others get one made before their state changed.
  const { token } = await createSession(t.deps(), user, {}, withFactor ? { secondFactorAt: now } : {});
  return { ...user, password, token };
}

export const createMember = (t: TestApp, options: Omit<TestUserOptions, 'admin'> = {}) =>
  createTestUser(t, options);
export const createAdmin = (t: TestApp, options: Omit<TestUserOptions, 'admin'> = {}) =>
  createTestUser(t, { ...options, admin: true });

/** Changes an account directly (status, flags) as an admin action or a test setup would. */
export async function updateUser(t: TestApp, id: string, changes: Partial<UserRow>) {
  await t.db.update(users).set(changes).where(eq(users.id, id));
}
