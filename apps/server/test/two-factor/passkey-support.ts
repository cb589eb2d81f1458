import { expect } from 'vitest';
import type { TestApp } from '../support/create-test-app';
import { softwarePasskey, type SoftwarePasskey } from '../support/software-passkey';

/** Registers a new software passkey on the account over HTTP (options, then the answer). */
export async function addPasskey(t: TestApp, user: { token: string }, name = 'Laptop') {
  const key = softwarePasskey();
  const options = await t.post('/api/users/passkeys/registration-options', { token: user.token, body: {} });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const res = await t.post('/api/users/passkeys', {
    token: user.token,
    body: { name, credential: key.register(options.body.data.options) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { key, passkey: res.body.data as { _id: string; name: string } };
}

/** Options for signing in with a passkey alone. */
export async function signInOptions(t: TestApp) {
  const res = await t.post('/api/users/login/passkey-options', { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.options as { challenge: string; allowCredentials?: unknown[] };
}

/** Signs in with `key` alone. */
export async function passkeySignIn(t: TestApp, key: SoftwarePasskey, opts: { userVerified?: boolean } = {}) {
  const options = await signInOptions(t);
  return t.post('/api/users/login/passkey', { body: { credential: key.assert(options, opts) } });
}
