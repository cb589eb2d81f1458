import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { perUserLimit } from '../../src/http/per-user-limit';
import { deleteEndedRateLimitWindows, hitRateLimit } from '../../src/http/rate-limit';
import { hashPassword, insertUser } from '../../src/features/accounts';
import type { Db } from '../../src/infra/db/client';
import { appsOnOneDatabase } from './support/apps-on-one-database';

// Two instances of the app on one database, with the limits as designed (RATE_LIMIT_SCALE=1).
let two: Awaited<ReturnType<typeof appsOnOneDatabase>>;
beforeAll(async () => {
  two = await appsOnOneDatabase(2, { RATE_LIMIT_SCALE: '1' });
  await addMember(two.instances[0]!.db);
});
afterAll(() => two?.close());

// Calls with the right password: failed sign-ins are also throttled per source (issue 21,
// sign-in-throttle.ts), so the route's own per-address limit is shown with sign-ins that succeed.
const MEMBER = { email: 'limits.member@example.com', password: 'Limits!Passw0rd' };
async function addMember(db: Db) {
  const passwordHash = await hashPassword(MEMBER.password);
  await db.transaction((tx) =>
    insertUser(tx, {
      firstName: 'Lim',
      lastName: 'Its',
      email: MEMBER.email,
      passwordHash,
      isEmailVerified: true,
      status: 'ACTIVE',
    }),
  );
}

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: MEMBER });

describe('per-address limits across instances (counters in PostgreSQL)', () => {
  it('login allows 20 a minute in total, however the calls are spread over two instances', async () => {
    const [a, b] = two.instances;
    const address = '198.51.100.1';
    for (let i = 0; i < 10; i++) {
      expect((await login(a!.app, address)).statusCode).toBe(200);
      expect((await login(b!.app, address)).statusCode).toBe(200);
    }
    // 20 used: the 21st is refused on either instance.
    for (const instance of [a!, b!]) {
      const refused = await login(instance.app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('30 calls at the same moment on two instances: exactly 20 pass', async () => {
    const [a, b] = two.instances;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login((i % 2 ? a : b)!.app, '198.51.100.2')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('counts each route and address on its own', async () => {
    const [a] = two.instances;
    // 198.51.100.1 is over its login limit (first test); another address and another route are not.
    expect((await login(a!.app, '198.51.100.3')).statusCode).toBe(200);
    const forgot = await a!.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress: '198.51.100.1',
      payload: { email: 'someone@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('a window ends on the database clock, counting starts again, and the cleanup removes ended windows only', async () => {
    const { db } = two.instances[0]!;
    expect(await hitRateLimit(db, 'window-test', 300)).toMatchObject({ current: 1 });
    const second = await hitRateLimit(db, 'window-test', 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await hitRateLimit(db, 'long-window', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await deleteEndedRateLimitWindows(db)).toBeGreaterThanOrEqual(1);
    const keys = await db.execute<{ key: string }>(sql`SELECT key FROM rate_limit_counters`);
    expect(keys.rows.map((r) => r.key)).toContain('long-window');
    expect(keys.rows.map((r) => r.key)).not.toContain('window-test');
    expect(await hitRateLimit(db, 'window-test', 300)).toMatchObject({ current: 1 });
    // An ended window that the cleanup has not reached yet restarts at 1 as well.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await hitRateLimit(db, 'window-test', 300)).toMatchObject({ current: 1 });
  });

  it('the table is UNLOGGED (no WAL on every limited call)', async () => {
    const { db } = two.instances[0]!;
    const result = await db.execute<{ relpersistence: string }>(
      sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_counters'`,
    );
    expect(result.rows[0]?.relpersistence).toBe('u');
  });

  it('per-member limits (exchange UID link, subscription refresh) hold across instances too', async () => {
    const [a, b] = two.instances;
    const onA = perUserLimit(a!.db, { name: 'scale-out-test', max: 3, windowMs: 60_000 });
    const onB = perUserLimit(b!.db, { name: 'scale-out-test', max: 3, windowMs: 60_000 });
    await onA('member-1');
    await onB('member-1');
    await onA('member-1');
    await expect(onB('member-1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(onA('member-1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(onB('member-2')).resolves.toBeUndefined();
  });
});

describe('TRUST_PROXY: the client address behind a load balancer', () => {
  // A route that shows the address the app sees, on apps with each setting.
  const showIp = (app: FastifyInstance) => {
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
  };
  const seen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (res.json() as { ip: string }).ip;
  };

  let apps: Record<'off' | 'hops' | 'ranges', Awaited<ReturnType<typeof appsOnOneDatabase>>>;
  beforeAll(async () => {
    apps = {
      off: await appsOnOneDatabase(1, { RATE_LIMIT_SCALE: '1' }, { extend: showIp }),
      hops: await appsOnOneDatabase(2, { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' }, { extend: showIp }),
      ranges: await appsOnOneDatabase(1, { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { extend: showIp }),
    };
    await addMember(apps.hops.instances[0]!.db);
  });
  afterAll(async () => {
    for (const set of Object.values(apps ?? {})) await set.close();
  });

  it('off by default: X-Forwarded-For is ignored (anyone could write it)', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(await seen(apps.off.instances[0]!.app, '203.0.113.50', '192.0.2.1')).toBe('203.0.113.50');
  });

  it('a hop count believes that many proxies: the client is the address the balancer appended', async () => {
    const { app } = apps.hops.instances[0]!;
    expect(await seen(app, '10.0.0.2', '192.0.2.7')).toBe('192.0.2.7');
    // A client that sends its own X-Forwarded-For cannot choose its address: the balancer appends the real one.
    expect(await seen(app, '10.0.0.2', '1.2.3.4, 192.0.2.8')).toBe('192.0.2.8');
  });

  it('a CIDR list believes only those proxies', async () => {
    const { app } = apps.ranges.instances[0]!;
    expect(await seen(app, '10.1.2.3', '192.0.2.9')).toBe('192.0.2.9');
    // Through two trusted proxies: the first untrusted address from the right.
    expect(await seen(app, '10.1.2.3', '192.0.2.10, 10.9.9.9')).toBe('192.0.2.10');
    // Not from a trusted proxy: the header is ignored.
    expect(await seen(app, '203.0.113.51', '192.0.2.11')).toBe('203.0.113.51');
  });

  it('behind the balancer, limits count each client, across instances, not the balancer', async () => {
    const [a, b] = apps.hops.instances;
    const viaBalancer = (app: FastifyInstance, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
        payload: MEMBER,
      });
    for (let i = 0; i < 20; i++)
      expect((await viaBalancer((i % 2 ? a : b)!.app, '192.0.2.20')).statusCode).toBe(200);
    expect((await viaBalancer(a!.app, '192.0.2.20')).statusCode).toBe(429);
    expect((await viaBalancer(b!.app, '192.0.2.20')).statusCode).toBe(429);
    // Another client through the same balancer still gets in.
    expect((await viaBalancer(b!.app, '192.0.2.21')).statusCode).toBe(200);
  });

  it('accepts false, a hop count or addresses and ranges; refuses the rest naming the variable', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0.300', '10.0.0.0/8,,nonsense', '1000']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: bad });
      } catch (err) {
        error = err;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems[0]).toMatch(
        /^TRUST_PROXY must be false, a number of proxy hops/,
      );
    }
  });
});
