import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/http/compression';
import { seedNetwork, type SeededNetwork } from '../admin/seed';
import { createFakeWebDist, htmlAccept } from '../support/fake-web-dist';
import { createTestApp, type TestApp } from '../support/create-test-app';

/*
 * Issue 17: the web app's files as the build compressed them (brotli or gzip, by the request's
 * Accept-Encoding, with Vary), API answers compressed above a threshold, CSV exports compressed
 * as they stream, server-sent events never compressed.
 */
let t: TestApp;
let s: SeededNetwork;
let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
const EVENTS_URL = '/api/test-only/events';
/** The admin's list of users: an envelope answer of a few KB with the seeded network. */
const USERS_URL = '/api/users/admin/all?limit=50';

beforeAll(async () => {
  dist = await createFakeWebDist('web-dist-compressed');
  // What the build's compression step writes beside each file: a .br and a .gz copy.
  const files = ['index.html', path.join('assets', 'index-abc123.js')];
  await writeFile(path.join(dist.dir, 'assets', 'index-abc123.js'), script);
  for (const file of files) {
    const content = await readFile(path.join(dist.dir, file));
    await writeFile(path.join(dist.dir, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(dist.dir, `${file}.gz`), gzipSync(content));
  }
  t = await createTestApp({
    webDistDir: dist.dir,
    extend: (app) => {
      app.get(EVENTS_URL, (_request, reply) =>
        reply
          .type('text/event-stream')
          .send(Readable.from([`data: ${'x'.repeat(4 * COMPRESSION_THRESHOLD_BYTES)}\n\n`])),
      );
    },
  });
  s = await seedNetwork(t);
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const raw = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the built web app, compressed at build time', () => {
  it('sends the brotli or gzip copy the browser accepts, with Vary: Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const res = await raw('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file as it is when no compression is accepted, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await raw('/assets/index-abc123.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('compresses index.html at / and as the fallback of client routes, fresh every time', async () => {
    for (const url of ['/', '/signin', '/admin/users/123']) {
      const res = await raw(url, { ...htmlAccept, 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(decode('br', res.rawPayload).toString(), url).toContain('<title>app</title>');
    }
  });
});

describe('API answers', () => {
  it('compresses an answer above the threshold, keeping no-store and the security headers', async () => {
    const headers = { authorization: `Bearer ${s.admin.token}` };
    const plain = await raw(USERS_URL, headers);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const encoding of ['br', 'gzip']) {
      const res = await raw(USERS_URL, { ...headers, 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(encoding, res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await raw('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('streams a CSV export compressed', async () => {
    const headers = { authorization: `Bearer ${s.admin.token}` };
    const plain = await raw('/api/users/admin/export.csv', headers);
    expect(plain.statusCode).toBe(200);
    const res = await raw('/api/users/admin/export.csv', { ...headers, 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('never compresses server-sent events (a compressor would hold them back)', async () => {
    const res = await raw(EVENTS_URL, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toMatch(/^data: x+\n\n$/);
  });

  it('does not inflate compressed request bodies: a body is plain JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
