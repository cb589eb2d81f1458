import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { signInThrottles } from '../../src/features/accounts/accounts.tables';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, updateUser } from '../support/users';
import { signIn } from '../support/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.post('/api/users/login', { body: { email, password } });
const readUser = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/users/login', () => {
  it('signs a verified member in: token, isEmailVerified and the session user', async () => {
    const member = await createMember(t);
    const res = await login(member.email, member.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null });
    expect(res.body.data).toEqual({
      token: expect.any(String),
      isEmailVerified: true,
      user: expect.objectContaining({ _id: member.id, email: member.email, isAdmin: false }),
    });
    const profile = await t.get('/api/users/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const member = await createMember(t, { email: `Mixed.Case.${Date.now()}@Example.com` });
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(member.email);
  });

  it('records the last login and starts the failure count of its source again (issue 21)', async () => {
    const member = await createMember(t);
    expect((await login(member.email, member.password)).status).toBe(200);
    await login(member.email, 'Wrong!Passw0rd');
    await login(member.email, 'Wrong!Passw0rd');
    const pairKey = `pair:${member.email.toLowerCase()}|127.0.0.1`;
    const counter = () => t.db.select().from(signInThrottles).where(eq(signInThrottles.key, pairKey));
    expect((await counter())[0]?.failures).toBe(2);
    await login(member.email, member.password);
    expect(await counter()).toHaveLength(0);
    expect((await readUser(member.id))?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const member = await createMember(t);
    const wrong = await login(member.email, 'Wrong!Passw0rd');
    const unknown = await login(`nobody.${Date.now()}@example.com`, 'Wrong!Passw0rd');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      success: false,
      message: 'INVALID_CREDENTIALS',
      data: null,
      error: 'Invalid email or password. Please try again.',
    });
  });

  it('spends comparable time on an unknown e-mail (a dummy hash is checked)', async () => {
    const member = await createMember(t);
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'Wrong!Passw0rd');
      return performance.now() - started;
    };
    await time('warm.up@example.com');
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 5; i++) {
      known += await time(member.email);
      unknown += await time(`ghost${i}@example.com`);
    }
    // Without the dummy check an unknown e-mail answers in well under a millisecond of hashing.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('gives an unverified account EMAIL_NOT_VERIFIED and no token', async () => {
    const member = await createMember(t, { verified: false });
    const res = await login(member.email, member.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('EMAIL_NOT_VERIFIED');
    expect(res.text).not.toMatch(/eyJ/); // no JWT anywhere in the answer
  });

  it('refuses LOCKED and DISABLED accounts with their codes, but only to the right password', async () => {
    const locked = await createMember(t);
    const disabled = await createMember(t);
    await updateUser(t, locked.id, { status: 'LOCKED' });
    await updateUser(t, disabled.id, { status: 'DISABLED' });
    expect((await login(locked.email, locked.password)).body.message).toBe('ACCOUNT_LOCKED');
    expect((await login(disabled.email, disabled.password)).body.message).toBe('ACCOUNT_DISABLED');
    expect((await login(locked.email, 'Wrong!Passw0rd')).body.message).toBe('INVALID_CREDENTIALS');
  });

  it('never signs in a deleted account', async () => {
    const member = await createMember(t);
    await updateUser(t, member.id, { deletedAt: new Date() });
    expect((await login(member.email, member.password)).body.message).toBe('INVALID_CREDENTIALS');
  });

  it('issues a token that lives as long as the session-timeout setting', async () => {
    const admin = await createAdmin(t);
    const first = { body: { data: await signIn(t, admin) } };
    const claims = decodeJwt(first.body.data.token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);

    await writeSetting(t.db, 'sessionTimeout', 15);
    const second = { body: { data: await signIn(t, admin) } };
    const shorter = decodeJwt(second.body.data.token);
    expect((shorter.exp ?? 0) - (shorter.iat ?? 0)).toBe(15 * 60);
    await writeSetting(t.db, 'sessionTimeout', 30);
  });

  it('ignores a stale Bearer token on a public call', async () => {
    const member = await createMember(t);
    const res = await t.post('/api/users/login', {
      token: 'not-a-valid-token',
      body: { email: member.email, password: member.password },
    });
    expect(res.status).toBe(200);
  });
});
