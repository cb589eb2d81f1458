import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { TestApp } from '../support/create-test-app';
import type { TestUser } from '../support/users';

/** The code an authenticator app shows for `secret` at `at` (the same library as the server). */
export const totpAt = (secret: string, at: Date) =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Moves the test clock to 5 s into a 30-second step, so a test's codes do not cross a step. */
export function alignToStep(t: TestApp) {
  const intoStep = t.clock.now().getTime() % 30_000;
  t.clock.advance((35_000 - intoStep) % 30_000);
}

/** Turns TOTP on for `user` over HTTP; returns the secret and the recovery codes. */
export async function enrolTotp(t: TestApp, user: TestUser) {
  const setup = await t.post('/api/users/two-factor/totp/setup', { token: user.token, body: {} });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret: string = setup.body.data.secret;
  alignToStep(t);
  const confirm = await t.post('/api/users/two-factor/totp/confirm', {
    token: user.token,
    body: { code: totpAt(secret, t.clock.now()) },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  // The next code must come from a later step (the first one is used).
  t.clock.advance(30_000);
  return { secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

export async function passwordStep(t: TestApp, user: { email: string; password: string }) {
  const res = await t.post('/api/users/login', { body: { email: user.email, password: user.password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

export const secondStep = (t: TestApp, challengeToken: string, code: string) =>
  t.post('/api/users/login/two-factor', { body: { challengeToken, code } });
