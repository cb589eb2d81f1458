import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tightenPolicy } from '../../src/http/security-headers';
import { createSession } from '../../src/features/accounts/sessions';
import { createFakeWebDist, htmlAccept } from '../support/fake-web-dist';
import { createTestApp, type TestApp, type TestResponse } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';

// Issue #8: the security headers on every answer the server gives, whatever produced it.

let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
let t: TestApp;
let member: TestUser;
const html = htmlAccept;

beforeAll(async () => {
  dist = await createFakeWebDist('web-dist-headers');
  t = await createTestApp({
    webDistDir: dist.dir,
    // login allows 1 call per address a minute here, so a 429 is one call away.
    env: { RATE_LIMIT_SCALE: '0.05' },
    extend: (app) => {
      app.get('/api/test-crash', { schema: { hide: true } }, () => {
        throw new Error('boom');
      });
    },
  });
  member = await createMember(t);
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

/** The policy's directives by name ('script-src' -> ["'self'"]). */
function parsePolicy(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** What a directive comes to for the browser: its own value, else default-src for fetch directives. */
const effective = (policy: Map<string, string[]>, name: string) =>
  policy.get(name) ?? (name.endsWith('-src') ? policy.get('default-src') : undefined);

// Not rate-limited, so the limits of this app (login: 1 a minute) do not get in the way. A session
// of its own: the route-table test above signs every other session out (POST /users/sessions/end-others).
const withdraw = async (body: unknown, headers: Record<string, string> = {}) =>
  t.post('/api/withdrawals', { token: (await createSession(t.deps(), member)).token, body, headers });

function expectSecurityHeaders(res: TestResponse, what: string) {
  const policy = parsePolicy(res.headers['content-security-policy']);
  const scripts = effective(policy, 'script-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no script from anywhere`).not.toContain('*');
  expect(effective(policy, 'object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer-policy`).toBe('no-referrer');
}

describe('security headers on every kind of answer (plain http)', () => {
  it('on every API route of the route table, anonymous and as a member, whatever the status', async () => {
    const routes = t.app.endpointRegistry;
    expect(routes.length).toBeGreaterThan(50);
    const statuses = new Set<number>();
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      // A member session of its own per route: Sign Out (POST /users/logout) ends the one it gets.
      for (const token of [undefined, (await createSession(t.deps(), member)).token]) {
        const res = await t.call(route.method as 'GET', url, { token });
        statuses.add(res.status);
        const what = `${route.method} ${route.url} (${token ? 'member' : 'anonymous'})`;
        expectSecurityHeaders(res, what);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        // Answers carry tokens and personal data: no cache keeps them (issue 21, ASVS 14.3.2).
        expect(res.headers['cache-control'], what).toBe('no-store');
      }
    }
    // Success and many kinds of refusal were seen.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403]));
  });

  it.each([
    ['JSON success', () => t.get('/api/health'), 200],
    ['unknown API path', () => t.get('/api/no-such-thing'), 404],
    ['wrong method', () => t.del('/api/health'), 405],
    ['malformed JSON', () => withdraw('{"amount":', { 'content-type': 'application/json' }), 400],
    ['validation error', () => withdraw({ amount: 'lots' }), 400],
    ['not JSON', () => withdraw('hello', { 'content-type': 'text/plain' }), 415],
    ['body too large', () => withdraw({ walletAddress: 'x'.repeat(70_000) }), 413],
    ['no token', () => t.get('/api/users/profile'), 401],
    ['unexpected failure', () => t.get('/api/test-crash'), 500],
    ['landing page', () => t.get('/'), 200],
    ['hashed asset', () => t.get('/assets/index-abc123.js'), 200],
    ['other static file', () => t.get('/favicon.svg'), 200],
    ['missing file', () => t.get('/assets/missing.js'), 404],
    ['client route fallback', () => t.get('/dashboard', { headers: html }), 200],
    ['verify-email link', () => t.get('/verify-email?token=abc123', { headers: html }), 200],
    ['reset-password link', () => t.get('/reset-password?token=abc123', { headers: html }), 200],
    ['API docs page', () => t.get('/api/docs'), 200],
    ['API docs JSON', () => t.get('/api/docs/json'), 200],
    ['dev mailbox page', () => t.get('/dev/mailbox'), 200],
  ] as const)('%s', async (what, call, status) => {
    const res = await call();
    expect(res.status).toBe(status);
    expectSecurityHeaders(res, what);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['unknown API path', () => t.get('/api/no-such-thing')],
    [
      'sign-in (it answers a token)',
      () => t.post('/api/users/login', { body: { email: 'a@b.co', password: 'x' } }),
    ],
    ['unexpected failure', () => t.get('/api/test-crash')],
  ] as const)('no-store on %s', async (what, call) => {
    expect((await call()).headers['cache-control'], what).toBe('no-store');
  });

  it('on 429 RATE_LIMITED', async () => {
    const body = { email: 'nobody@example.com', password: 'Wrong!Passw0rd' };
    const remoteAddress = '198.51.100.40';
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: body, remoteAddress });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: body, remoteAddress });
    expect(res.statusCode).toBe(429);
    expectSecurityHeaders({ status: res.statusCode, headers: res.headers, body: null, text: '' }, '429');
  });

  it("the docs page keeps its own hashes but follows the app's rules, without the https upgrade", async () => {
    const policy = parsePolicy((await t.get('/api/docs')).headers['content-security-policy']);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(policy.get('img-src')).toContain('data:');
  });
});

describe('tightenPolicy', () => {
  it("replaces a page's looser framing, base and plug-in rules, and drops the upgrade on http", () => {
    const loose =
      "default-src 'self'; base-uri 'self'; frame-ancestors 'self'; object-src *; script-src 'self' 'sha256-x'; upgrade-insecure-requests;";
    const http = parsePolicy(tightenPolicy(loose, { https: false }));
    expect(http.get('base-uri')).toEqual(["'none'"]);
    expect(http.get('frame-ancestors')).toEqual(["'none'"]);
    expect(http.get('object-src')).toEqual(["'none'"]);
    expect(http.get('script-src')).toEqual(["'self'", "'sha256-x'"]);
    expect(http.has('upgrade-insecure-requests')).toBe(false);
    expect(parsePolicy(tightenPolicy(loose, { https: true })).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('HSTS: only where the browser sees https', () => {
  const forwardedHttps = { 'x-forwarded-proto': 'https' };

  it('APP_URL https: on every answer, and the CSP upgrades insecure requests', async () => {
    const https = await createTestApp({ env: { APP_URL: 'https://rewards.example' } });
    try {
      for (const res of [
        await https.get('/api/health'),
        await https.get('/api/no-such-thing'),
        await https.get('/api/docs'),
      ]) {
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expectSecurityHeaders(res, 'https app');
      }
      const policy = parsePolicy((await https.get('/api/health')).headers['content-security-policy']);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(
        parsePolicy((await https.get('/api/docs')).headers['content-security-policy']).has(
          'upgrade-insecure-requests',
        ),
      ).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('APP_URL http without a trusted proxy: X-Forwarded-Proto from anyone is not believed', async () => {
    const res = await t.get('/api/health', { headers: forwardedHttps });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy (TRUST_PROXY): the proxy saying https turns it on, its http leaves it off', async () => {
    // Injected requests come from 127.0.0.1: that is the proxy here.
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaHttps = await proxied.get('/api/health', { headers: forwardedHttps });
      expect(viaHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const viaHttp = await proxied.get('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
      // A client that is not the proxy cannot claim https.
      const direct = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: forwardedHttps,
        remoteAddress: '203.0.113.7',
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
