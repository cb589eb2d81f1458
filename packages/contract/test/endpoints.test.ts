import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, envelopeSchema, type Endpoint } from '../src';

const all = Object.entries(endpoints) as [string, Endpoint][];

/** Every call of member section 7 and admin section 7, with the access it must have. */
const SPEC_CALLS: [string, string, Endpoint['access']][] = [
  ['POST', '/users/register', 'public'],
  ['POST', '/users/login', 'public'],
  ['GET', '/users/profile', 'user'],
  ['POST', '/users/send-verification-email', 'public'],
  ['POST', '/users/resend-verification-email', 'public'],
  ['POST', '/users/verify-email', 'public'],
  ['PUT', '/users/bingx-uid', 'member'],
  ['GET', '/users/refresh-subscription', 'member'],
  ['POST', '/users/forgot-password', 'public'],
  ['POST', '/users/reset-password', 'public'],
  ['PUT', '/users/change-password', 'user'],
  ['GET', '/users/referral-tree', 'member'],
  ['GET', '/users/referrals/history', 'member'],
  ['GET', '/rewards/stats/:userId', 'user'],
  ['GET', '/rewards/user', 'member'],
  ['POST', '/otp/withdrawal/request', 'member'],
  ['POST', '/otp/withdrawal/verify', 'member'],
  ['GET', '/otp/withdrawal/status', 'member'],
  ['POST', '/withdrawals', 'member'],
  ['GET', '/withdrawals', 'member'],
  ['GET', '/withdrawals/:id', 'member'],
  ['GET', '/users/admin/overall-stats', 'admin'],
  ['GET', '/users/admin/all', 'admin'],
  ['GET', '/users/admin/:id', 'admin'],
  ['PUT', '/users/:id/status', 'admin'],
  ['DELETE', '/users/admin/:id', 'admin'],
  ['GET', '/withdrawals/admin/all', 'admin'],
  ['GET', '/withdrawals/admin/:id', 'admin'],
  ['GET', '/withdrawals/admin/user/:userId', 'admin'],
  ['PUT', '/withdrawals/:id', 'admin'],
  ['GET', '/rewards/admin/all', 'admin'],
  ['GET', '/health', 'public'],
];

const isStrictObject = (schema: z.ZodType) => {
  const def = (
    schema as unknown as { _zod: { def: { type: string; catchall?: { _zod: { def: { type: string } } } } } }
  )._zod.def;
  return def.type === 'object' && def.catchall?._zod.def.type === 'never';
};

describe('endpoints', () => {
  it('lists every call of both specs with its method, path and access', () => {
    for (const [method, path, access] of SPEC_CALLS) {
      const found = all.filter(([, e]) => e.method === method && e.path === path);
      expect(
        found.map(([, e]) => e.access),
        `${method} ${path}`,
      ).toEqual([access]);
    }
  });

  it('has a unique method and path for every endpoint', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes paths in Fastify form, with params matching the params schema', () => {
    for (const [name, e] of all) {
      expect(e.path, name).toMatch(/^(\/(:?[a-zA-Z-]+))+$/);
      const inPath = [...e.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]).sort();
      const inSchema = e.params ? Object.keys((e.params as z.ZodObject).shape).sort() : [];
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it('describes every endpoint and gives admin paths admin access', () => {
    for (const [name, e] of all) {
      expect(e.summary.length, name).toBeGreaterThan(10);
      expect(e.tag, name).toMatch(/^[a-z]+$/);
      if (e.path.includes('/admin/')) expect(e.access, name).toBe('admin');
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body, name).toBeUndefined();
      if (e.method === 'POST' || e.method === 'PUT') expect(e.body, name).toBeDefined();
    }
  });

  it('refuses unknown fields in every body, query and params', () => {
    for (const [name, e] of all) {
      for (const schema of [e.body, e.query, e.params])
        if (schema) expect(isStrictObject(schema), name).toBe(true);
    }
  });

  it('converts every schema to JSON Schema for the API docs', () => {
    for (const [name, e] of all) {
      const options = { unrepresentable: 'any', cycles: 'ref' } as const;
      for (const schema of [e.body, e.query, e.params]) {
        if (schema) expect(() => z.toJSONSchema(schema, { ...options, io: 'input' }), name).not.toThrow();
      }
      expect(() => z.toJSONSchema(envelopeSchema(e.data), { ...options, io: 'output' }), name).not.toThrow();
    }
  });

  it('puts requiresVerification beside the envelope of register', () => {
    expect(Object.keys(endpoints.register.top ?? {})).toEqual(['requiresVerification']);
  });
});

describe('query values arrive as strings', () => {
  it('applies the spec defaults', () => {
    expect(endpoints.referralHistory.query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(endpoints.referralTree.query.parse({})).toEqual({ maxLevels: 15 });
    expect(endpoints.userRewards.query.parse({})).toEqual({ page: 1, limit: 10, sort: 'newest' });
    expect(endpoints.listWithdrawals.query.parse({})).toEqual({ page: 1, limit: 50 });
    expect(endpoints.adminUsers.query.parse({})).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
    expect(endpoints.adminWithdrawals.query.parse({})).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
    expect(endpoints.adminRewards.query.parse({})).toEqual({ page: 1, limit: 10, sort: '-createdAt' });
    expect(endpoints.adminUser.query.parse({})).toMatchObject({ withdrawalsLimit: 10, rewardsLimit: 10 });
  });

  it('coerces numbers and booleans', () => {
    expect(
      endpoints.userRewards.query.parse({
        page: '3',
        limit: '25',
        level: '15',
        type: 'DOWNLINE',
        sort: 'highest',
      }),
    ).toEqual({
      page: 3,
      limit: 25,
      level: 15,
      type: 'DOWNLINE',
      sort: 'highest',
    });
    const detail = endpoints.adminUser.query.parse({ includeRewards: 'true', includeWithdrawals: 'false' });
    expect([detail.includeRewards, detail.includeWithdrawals]).toEqual([true, false]);
  });

  it.each([
    ['page', '0'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['limit', '101'],
    ['level', '16'],
    ['level', '0'],
    ['sort', 'createdAt'],
    ['type', 'BONUS'],
  ])('refuses %s=%s', (key, value) => {
    expect(endpoints.userRewards.query.safeParse({ [key]: value }).success).toBe(false);
  });

  it('bounds the tree depth to 1-15', () => {
    expect(endpoints.referralTree.query.safeParse({ maxLevels: '16' }).success).toBe(false);
    expect(endpoints.referralTree.query.parse({ maxLevels: '1' })).toEqual({ maxLevels: 1 });
  });

  it('checks ids in paths', () => {
    expect(endpoints.getWithdrawal.params.safeParse({ id: 'admin' }).success).toBe(false);
    expect(
      endpoints.getWithdrawal.params.safeParse({ id: '0b6b5f0e-4a4e-4c1e-9a53-7d8c1f0f3a11' }).success,
    ).toBe(true);
    expect(endpoints.rewardStats.params.safeParse({ userId: 'U12345678' }).success).toBe(true);
    expect(endpoints.rewardStats.params.safeParse({ userId: "1' OR '1'='1" }).success).toBe(false);
  });
});
