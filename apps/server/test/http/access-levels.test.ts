import { type Access, defineEndpoint } from '@app/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEndpoint } from '../../src/http/register-endpoint';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';

// One test route per access level, so the rule is checked before any feature uses it.
const routeFor = (access: Access) =>
  defineEndpoint({
    method: 'POST',
    path: `/test/${access}`,
    access,
    summary: 't',
    tag: 't',
    body: z.object({ n: z.number() }),
    data: z.object({ caller: z.string().nullable() }),
  });

let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      for (const access of ['public', 'user', 'member', 'admin'] as const) {
        registerEndpoint(app, routeFor(access), ({ auth }) => ({ caller: auth?.userId ?? null }));
      }
    },
  });
  member = await createMember(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const call = (access: string, token?: string, body: unknown = { n: 1 }) =>
  t.post(`/api/test/${access}`, { token, body });

describe('access levels', () => {
  it.each([
    ['public', 200, 200, 200],
    ['user', 401, 200, 200],
    ['member', 401, 200, 403],
    ['admin', 401, 403, 200],
  ] as const)('%s: anonymous %i, member %i, admin %i', async (access, anonymous, asMember, asAdmin) => {
    expect((await call(access)).status).toBe(anonymous);
    expect((await call(access, member.token)).status).toBe(asMember);
    expect((await call(access, admin.token)).status).toBe(asAdmin);
  });

  it('names the caller to the handler', async () => {
    expect((await call('user', member.token)).body.data.caller).toBe(member.id);
    expect((await call('public')).body.data.caller).toBeNull();
  });

  it('refuses before reading the input: an anonymous bad body is 401, not 400', async () => {
    expect((await call('user', undefined, { n: 'x' })).status).toBe(401);
    expect((await call('admin', member.token, { n: 'x' })).body.message).toBe('FORBIDDEN');
  });
});
