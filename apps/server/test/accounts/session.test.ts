import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../../src/features/accounts/sessions';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, updateUser } from '../support/users';
import { signIn } from '../support/second-factor';
import { statementsDuring } from '../support/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.get('/api/users/profile', { token });
const unauthorized = { success: false, message: 'UNAUTHORIZED', data: null, error: expect.any(String) };

describe('GET /api/users/profile', () => {
  it("answers exactly the spec's session user fields", async () => {
    const member = await createMember(t);
    const res = await profile(member.token);
    expect(res.status).toBe(200);
    const user = res.body.data.user;
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'userId',
        'firstName',
        'lastName',
        'email',
        'isEmailVerified',
        'isAdmin',
        'referralCode',
        'bingXUID',
        'status',
        'walletAddress',
        'subscriptionFee',
        'lastLogin',
      ].sort(),
    );
    expect(user).toMatchObject({
      _id: member.id,
      userId: member.userId,
      email: member.email,
      isAdmin: false,
      referralCode: member.referralCode,
      bingXUID: member.bingxUid,
      status: 'ACTIVE',
      subscriptionFee: { paid: true, timestamp: member.subscriptionPaidAt?.toISOString() },
    });
    expect(user.userId).toMatch(/^U[A-Z2-9]{7}$/);
    expect(user.referralCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(res.text).not.toMatch(/password|passwordHash|failedLogin/i);
  });

  it('shows an expired subscription as unpaid', async () => {
    const member = await createMember(t);
    await updateUser(t, member.id, { subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await profile(member.token)).body.data.user.subscriptionFee).toEqual({
      paid: false,
      timestamp: null,
    });
  });

  it('works for admins too', async () => {
    const admin = await createAdmin(t);
    expect((await profile(admin.token)).body.data.user.isAdmin).toBe(true);
  });

  it("reads the account in the session check's statement: one statement touches users (ADR 0025)", async () => {
    const member = await createMember(t);
    const first = await profile(member.token); // assigns the deposit address
    const { result: again, statements } = await statementsDuring(t.pool, () => profile(member.token));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const touchingUsers = statements.filter((text) => /"users"/.test(text));
    expect(touchingUsers).toHaveLength(1);
    expect(touchingUsers[0]).toMatch(/"sessions"/);
  });
});

describe('no token at all -> 401 AUTHENTICATION_REQUIRED (sign in, not "session expired")', () => {
  const signIn = {
    success: false,
    message: 'AUTHENTICATION_REQUIRED',
    data: null,
    error: 'Please sign in to continue.',
  };

  it('no authorization header', async () => {
    const res = await t.get('/api/users/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(signIn);
  });

  it('a header that carries no Bearer token', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer   ', '']) {
      const res = await t.get('/api/users/profile', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(res.body, header).toEqual(signIn);
    }
  });
});

describe('tokens that do not open a session -> 401 UNAUTHORIZED', () => {
  it('garbage tokens', async () => {
    for (const header of ['Bearer nonsense', 'Bearer a.b.c', 'bearer x']) {
      const res = await t.get('/api/users/profile', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(res.body, header).toEqual(unauthorized);
    }
  });

  it('a token signed with another secret (forged)', async () => {
    const member = await createMember(t);
    const [, payload] = member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-sufficient-length-000000'));
    expect((await profile(forged)).status).toBe(401);
  });

  it("a token with alg 'none'", async () => {
    const member = await createMember(t);
    const [, payload] = member.token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await profile(`${header}.${payload}.`)).status).toBe(401);
  });

  it('an expired token (session timeout passed)', async () => {
    const member = await createMember(t);
    expect((await profile(member.token)).status).toBe(200);
    t.clock.advanceMinutes(31);
    try {
      expect((await profile(member.token)).status).toBe(401);
    } finally {
      t.clock.advanceMinutes(-31);
    }
  });

  it('a revoked session, while the other sessions stay', async () => {
    const member = await createMember(t);
    const other = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
    });
    const otherToken = other.body.data.token;
    const otherSession = JSON.parse(Buffer.from(otherToken.split('.')[1], 'base64url').toString()).sid;
    await revokeSessions(t.deps(), member.id, { except: otherSession });
    expect((await profile(member.token)).status).toBe(401);
    expect((await profile(otherToken)).status).toBe(200);
    await revokeSessions(t.deps(), member.id);
    expect((await profile(otherToken)).status).toBe(401);
  });

  it('an account that became LOCKED or DISABLED, or was deleted', async () => {
    const locked = await createMember(t);
    const disabled = await createMember(t);
    const deleted = await createMember(t);
    await updateUser(t, locked.id, { status: 'LOCKED' });
    await updateUser(t, disabled.id, { status: 'DISABLED' });
    await updateUser(t, deleted.id, { deletedAt: new Date() });
    for (const user of [locked, disabled, deleted]) expect((await profile(user.token)).status).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it("ends the caller's session only: its token is refused, the other sessions stay", async () => {
    for (const user of [await createMember(t), await createAdmin(t)]) {
      const otherToken: string = (await signIn(t, user)).token;

      const res = await t.post('/api/users/logout', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Signed out.', data: null });
      expect((await profile(user.token)).body).toEqual(unauthorized);
      expect((await t.post('/api/users/logout', { token: user.token })).status).toBe(401);
      expect((await profile(otherToken)).status).toBe(200);
    }
  });
});
