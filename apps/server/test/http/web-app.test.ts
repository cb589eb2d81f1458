import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, htmlAccept } from '../support/fake-web-dist';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
const html = htmlAccept;

beforeAll(async () => {
  dist = await createFakeWebDist('web-dist');
  t = await createTestApp({ webDistDir: dist.dir });
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

describe('the built web app (production mode)', () => {
  it('serves the landing page at /', async () => {
    const res = await t.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes a browser opens', async () => {
    for (const route of ['/dashboard', '/admin/users/123', '/verify-email?token=abc', '/ref/ABCD2345']) {
      const res = await t.get(route, { headers: html });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>app</title>');
    }
  });

  it('serves client routes whatever the client accepts (link previews, monitors, curl)', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/plain']) {
      for (const route of ['/signin', '/admin/users/x', '/reset-password?token=abc']) {
        const res = await t.get(route, { headers: accept === undefined ? {} : { accept } });
        expect(res.status, `${route} (${accept})`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toContain('<title>app</title>');
      }
    }
    const head = await t.call('HEAD', '/signin');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers other methods on client routes with 404 in the envelope', async () => {
    const res = await t.post('/signin', { body: {} });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('NOT_FOUND');
  });

  it('keeps hashed assets for a year and other files fresh', async () => {
    const asset = await t.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('never answers /api paths with the page', async () => {
    const res = await t.get('/api/no-such-call', { headers: html });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('NOT_FOUND');
  });

  it('answers a missing file with a 404, even when a browser asks for a page', async () => {
    for (const path of ['/assets/missing.js', '/assets/no-extension', '/robots.txt', '/logo.png']) {
      for (const headers of [{ accept: '*/*' }, html]) {
        const res = await t.get(path, { headers });
        expect(res.status, path).toBe(404);
        expect(res.body.message, path).toBe('NOT_FOUND');
      }
    }
  });
});
