import { TOTP_PERIOD_SECONDS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { expect } from 'vitest';
import { seedTotpFactor } from '../../src/features/two-factor';
import { totpFactors } from '../../src/features/two-factor/two-factor.tables';
import type { TestApp } from './create-test-app';

/**
 * The TOTP secret of every admin the tests make (support/users.ts): admins must have a second
 * factor (issue 14), and the tests compute its codes with the server's own library.
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Gives an account a confirmed TOTP factor with TEST_TOTP_SECRET (as enrolment would). */
export const giveTestFactor = (t: TestApp, userId: string) =>
  seedTotpFactor(t.db, t.app.ctx.jwtKey, { userId, secret: TEST_TOTP_SECRET, now: t.clock.now() });

/** The same, for an account made another way (create-admin, the first start), by e-mail. */
export const giveTestFactorByEmail = async (t: TestApp, email: string) =>
  giveTestFactor(t, await idOf(t, email));

/**
 * A code of TEST_TOTP_SECRET the server accepts now: from the first step after the account's
 * last accepted one, within one step of the test clock (not the step before when it is about to
 * expire); the clock moves on a step when all of those are used.
 */
export async function nextTestCode(t: TestApp, userId: string): Promise<string> {
  const [factor] = await t.db
    .select({ lastUsedStep: totpFactors.lastUsedStep })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  const stepOf = () => Math.floor(t.clock.now().getTime() / 1000 / TOTP_PERIOD_SECONDS);
  let next = Math.max(stepOf() - 1, (factor?.lastUsedStep ?? -Infinity) + 1);
  // The test clock runs with real time: a code of the step before stops being accepted when the
  // current step ends, so near that end (the request still to be made) take the current step's.
  const msLeftInStep = TOTP_PERIOD_SECONDS * 1000 - (t.clock.now().getTime() % (TOTP_PERIOD_SECONDS * 1000));
  if (next < stepOf() && msLeftInStep < 3000) next = stepOf();
  while (next > stepOf() + 1) t.clock.advance(TOTP_PERIOD_SECONDS * 1000);
  return generateSync({ secret: TEST_TOTP_SECRET, epoch: next * TOTP_PERIOD_SECONDS });
}

/**
 * Signs an account in through the real calls: the password, then (for an account with the test
 * factor) the second step. Returns the login answer's data (token and user).
 */
export async function signIn(
  t: TestApp,
  user: { id?: string; email: string; password: string },
  options: { remoteAddress?: string } = {},
) {
  const first = await t.post('/api/users/login', {
    body: { email: user.email, password: user.password },
    ...options,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  if (!first.body.data.requiresTwoFactor) return first.body.data;
  const userId = user.id ?? (await idOf(t, user.email));
  const second = await t.post('/api/users/login/two-factor', {
    body: { challengeToken: first.body.data.challengeToken, code: await nextTestCode(t, userId) },
    ...options,
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return second.body.data;
}

/** A fresh second-factor check for the session (admin step-up), with the test factor's code. */
export async function stepUp(t: TestApp, user: { id: string; token: string }) {
  const res = await t.post('/api/users/two-factor/step-up', {
    token: user.token,
    body: { code: await nextTestCode(t, user.id) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function idOf(t: TestApp, email: string): Promise<string> {
  const { usersRepository } = await import('../../src/features/users');
  const row = await usersRepository.findByEmail(t.db, email);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}
