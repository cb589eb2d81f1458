import { randomBytes } from 'node:crypto';
import { failureSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/accounts/accounts.tables';
import { createSession } from '../../src/features/accounts/sessions';
import { accessMatrix, type MatrixUsers } from '../access-matrix';
import { createTestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser, updateUser } from '../support/users';

/**
 * Forged and stale Bearer tokens on every protected route of the route table: each answers
 * 401 UNAUTHORIZED in the envelope, while the genuine token of the same caller gets past the
 * sign-in check on the same call (so the 401 comes from the token, not from the input).
 */
const t = await createTestApp();
afterAll(() => t.close());

const protectedRoutes = t.app.endpointRegistry.filter((r) => r.access !== 'public');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  decodeJwt(token) as { sub: string; sid: string; iat: number; exp: number };
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** A payload changed after signing: the original header and signature kept. */
function alteredPayload(token: string, changes: Record<string, unknown>) {
  const [header, , signature] = token.split('.');
  return `${header}.${b64({ ...claimsOf(token), ...changes })}.${signature}`;
}

const signWith = (key: Uint8Array, claims: Record<string, unknown>, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

/** The kinds of caller a route lets in: admin routes an admin, every other protected one a member. */
type Kind = 'admin' | 'member';
const kindFor = (access: string): Kind => (access === 'admin' ? 'admin' : 'member');

let admin: TestUser;
let owners: Record<Kind, TestUser>;
let otherMember: TestUser;
/** Per kind, the tokens that must all be refused, by name. */
const refused: Record<Kind, [string, string][]> = { admin: [], member: [] };

beforeAll(async () => {
  admin = await createAdmin(t);
  owners = { admin: await createAdmin(t), member: await createMember(t, { referrer: admin }) };
  otherMember = await createMember(t, { referrer: admin });
  const realKey = t.app.ctx.jwtKey;

  for (const kind of ['admin', 'member'] as const) {
    const owner = owners[kind];
    const claims = claimsOf(owner.token);
    const forged: [string, string][] = [
      // Forged: the attacker has a live session's token but not the key.
      [
        'alg none',
        new UnsecuredJWT({ sid: claims.sid }).setSubject(claims.sub).setExpirationTime('1h').encode(),
      ],
      ['signed with another key', await signWith(randomBytes(32), claims)],
      ['HS512 with the real key', await signWith(realKey, claims, 'HS512')],
      ['payload: sub swapped', alteredPayload(owner.token, { sub: admin.id })],
      ['payload: isAdmin added', alteredPayload(owner.token, { isAdmin: true, admin: true, role: 'admin' })],
      ['payload: expiry extended', alteredPayload(owner.token, { exp: claims.exp + 86_400 })],
      // Well signed, but naming a session that is not the subject's.
      ['real key, sub of another user', await signWith(realKey, { ...claims, sub: otherMember.id })],
      ['real key, no session id', await signWith(realKey, { sub: claims.sub })],
      [
        'expired (real key, live session)',
        await signWith(realKey, { ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 }),
      ],
      ['garbage', 'not-a-jwt'],
      ['three empty parts', '..'],
      ['header only', `${owner.token.split('.')[0]}..`],
    ];
    refused[kind].push(...forged);
    refused[kind].push(...(await staleTokens(kind)));
  }
});

/**
 * Tokens that were good and no longer are. Each one is checked to work first, so the 401 later
 * comes from what happened to it.
 */
async function staleTokens(kind: Kind): Promise<[string, string][]> {
  const fresh = () => (kind === 'admin' ? createAdmin(t) : createMember(t, { referrer: admin }));
  const works = async (token: string) =>
    expect((await t.get('/api/users/profile', { token })).status).toBe(200);
  const stale: [string, string][] = [];

  const signedOut = await fresh();
  await works(signedOut.token);
  expect((await t.post('/api/users/logout', { token: signedOut.token })).status).toBe(200);
  stale.push(['session ended by Sign Out', signedOut.token]);

  // Sessions also end on a password change or reset elsewhere.
  const changer = await fresh();
  const ended = await createSession(t.deps(), changer);
  await works(ended.token);
  const change = await t.put('/api/users/change-password', {
    token: changer.token,
    body: { currentPassword: changer.password, newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
  });
  expect(change.status).toBe(200);
  stale.push(['ended session (password changed elsewhere)', ended.token]);

  const timedOut = await fresh();
  await works(timedOut.token);
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
    .where(eq(sessions.userId, timedOut.id));
  stale.push(['session timed out (token not yet expired)', timedOut.token]);

  const deleted = await fresh();
  await works(deleted.token);
  expect((await t.del(`/api/users/admin/${deleted.id}`, { token: admin.token })).status).toBe(200);
  stale.push(['user deleted by an admin', deleted.token]);

  // The account checks alone (the session row left live), for deleted, LOCKED and DISABLED.
  for (const [name, changes] of [
    ['user marked deleted, session live', { deletedAt: t.clock.now() }],
    ['user LOCKED, session live', { status: 'LOCKED' as const }],
    ['user DISABLED, session live', { status: 'DISABLED' as const }],
  ] as const) {
    const user = await fresh();
    await works(user.token);
    await updateUser(t, user.id, changes);
    stale.push([name, user.token]);
  }

  const locked = await fresh();
  await works(locked.token);
  const lock = await t.put(`/api/users/${locked.id}/status`, {
    token: admin.token,
    body: { status: 'LOCKED' },
  });
  expect(lock.status).toBe(200);
  stale.push(['user LOCKED by an admin', locked.token]);
  return stale;
}

describe('forged and stale tokens on every protected route', () => {
  it('covers every protected route, downloads included', () => {
    expect(protectedRoutes.length).toBeGreaterThan(35);
    expect(protectedRoutes.some((r) => r.raw)).toBe(true);
  });

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (name, route) => {
    const kind = kindFor(route.access);
    const users: MatrixUsers = { admin: owners.admin, member: owners.member, otherMember };
    const request = accessMatrix[name]?.request?.(users) ?? {};
    const url = route.url.replace(/:(\w+)/g, (_, param: string) =>
      encodeURIComponent(request.params?.[param] ?? owners.member.id),
    );
    const call = (token: string) =>
      t.call(route.method, url, {
        token,
        query: request.query ?? {},
        ...(request.body === undefined
          ? route.method === 'GET'
            ? {}
            : { body: {} }
          : { body: request.body }),
      });

    const wrong: string[] = [];
    for (const [variant, token] of refused[kind]) {
      const res = await call(token);
      const envelope = failureSchema.safeParse(res.body);
      if (res.status !== 401 || !envelope.success || envelope.data.message !== 'UNAUTHORIZED') {
        wrong.push(`${variant}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(wrong, `${refused[kind].length} bad tokens, each must answer 401 UNAUTHORIZED`).toEqual([]);

    // Last, as it may change things (a password, a status): a genuine token gets past sign-in.
    // A session of its own each time, as Sign Out ends the one it is called with.
    const genuine = await call((await createSession(t.deps(), owners[kind])).token);
    expect(genuine.status, `the genuine ${kind} token: ${genuine.text.slice(0, 200)}`).not.toBe(401);
  });
});
