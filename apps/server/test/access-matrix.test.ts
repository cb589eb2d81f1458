import { afterAll, describe, expect, it } from 'vitest';
import { accessMatrix, type Expected, type MatrixUser, type MatrixUsers } from './access-matrix';
import { createTestApp } from './support/create-test-app';
import { createAdmin, createMember, type TestUser } from './support/users';

// Built before the tests are collected: one test per route of the real route table.
const t = await createTestApp();
afterAll(() => t.close());

const routes = t.app.endpointRegistry.map((r) => `${r.method} ${r.url}`);
const adminRoutes = new Set(
  t.app.endpointRegistry.filter((r) => r.access === 'admin').map((r) => `${r.method} ${r.url}`),
);
const raw = new Set(t.app.endpointRegistry.filter((r) => r.raw).map((r) => `${r.method} ${r.url}`));

const matches = (status: number, expected: Expected) =>
  typeof expected === 'number' ? status === expected : String(status)[0] === expected[0];

const asMatrixUser = (u: TestUser): MatrixUser => ({
  id: u.id,
  userId: u.userId,
  email: u.email,
  password: u.password,
  referralCode: u.referralCode,
  token: u.token,
});

describe('access matrix', () => {
  it('has an entry for every route of the API', () => {
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !(route in accessMatrix));
    expect(missing, `add these routes to test/access-matrix.ts`).toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const stale = Object.keys(accessMatrix).filter((key) => !routes.includes(key));
    expect(stale, 'remove these entries from test/access-matrix.ts').toEqual([]);
  });

  it.each(routes.filter((route) => route in accessMatrix))('%s', async (route) => {
    const entry = accessMatrix[route]!;
    const [method, pattern] = route.split(' ') as [string, string];
    const admin = await createAdmin(t);
    const users: MatrixUsers = {
      admin: asMatrixUser(admin),
      member: asMatrixUser(await createMember(t, { referrer: admin })),
      otherMember: asMatrixUser(await createMember(t, { referrer: admin })),
    };
    const request = entry.request?.(users) ?? {};
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = request.params?.[name];
      if (value === undefined) throw new Error(`${route}: the entry's request gives no value for :${name}`);
      return encodeURIComponent(value);
    });

    // An admin who has not set up a second factor (issue 14): every admin route refuses them.
    const withoutFactor = await createAdmin(t, { secondFactor: false });
    const withoutFactorExpected = adminRoutes.has(route) ? 403 : entry.adminWithoutFactor;
    const callers = [
      ['anonymous', undefined],
      ...(withoutFactorExpected === undefined
        ? []
        : ([['adminWithoutFactor', withoutFactor.token]] as const)),
      ['otherMember', users.otherMember.token],
      ['admin', users.admin.token],
      ['member', users.member.token],
    ] as const;
    const outcome: string[] = [];
    for (const [name, token] of callers) {
      const res = await t.call(method as 'GET', url, {
        token,
        query: request.query ?? {},
        ...(request.body === undefined ? (method === 'GET' ? {} : { body: {} }) : { body: request.body }),
      });
      const expected = name === 'adminWithoutFactor' ? withoutFactorExpected! : entry[name];
      if (!matches(res.status, expected))
        outcome.push(`${name}: expected ${expected}, got ${res.status} ${res.body?.message ?? ''}`);
      if (
        name === 'adminWithoutFactor' &&
        adminRoutes.has(route) &&
        res.body?.message !== 'TWO_FACTOR_REQUIRED'
      )
        outcome.push(`adminWithoutFactor: ${res.status} ${res.body?.message}, expected TWO_FACTOR_REQUIRED`);
      // No token at all is asked to sign in; "session expired" is for tokens that open none.
      if (name === 'anonymous' && res.status === 401 && res.body?.message !== 'AUTHENTICATION_REQUIRED')
        outcome.push(`anonymous: 401 ${res.body?.message}, expected AUTHENTICATION_REQUIRED`);
      // Downloads (raw routes) answer a file on success; every other answer is the envelope.
      if (raw.has(route) && res.status === 200) {
        expect(res.headers['content-type'], `${name} gets the file`).toMatch(/^text\/csv/);
        continue;
      }
      expect(res.body, `${name} gets the envelope`).toMatchObject({
        success: expect.any(Boolean),
        message: expect.any(String),
      });
    }
    expect(outcome).toEqual([]);
  });
});
