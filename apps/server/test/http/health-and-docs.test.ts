import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the database up, in the envelope', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'OK',
      data: { status: 'ok', database: 'up', maintenance: false, version: expect.any(String) },
      error: null,
    });
  });
});

describe('API docs', () => {
  it('lists every registered endpoint in the OpenAPI document', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(t.app.endpointRegistry.length).toBeGreaterThan(0);
    for (const route of t.app.endpointRegistry) {
      expect(documented).toContain(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });

  it('documents request and answer schemas from the contract', async () => {
    const res = await t.get('/api/docs/json');
    const login = res.body.paths['/api/users/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    // The spec's answer is the first of the two (issue 14 adds the second-factor challenge).
    const loginData = login.responses['200'].content['application/json'].schema.properties.data;
    expect(loginData.anyOf[0].properties).toHaveProperty('token');
    expect(loginData.anyOf[1].properties).toHaveProperty('requiresTwoFactor');
    expect(res.body.paths['/api/users/profile'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves a docs page', async () => {
    const res = await t.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, and framing refused', async () => {
    const res = await t.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
