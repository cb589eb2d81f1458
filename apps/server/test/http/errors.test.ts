import { z } from 'zod';
import { defineEndpoint } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { registerEndpoint } from '../../src/http/register-endpoint';
import { createTestApp, type TestApp } from '../support/create-test-app';

// Test-only routes that fail on purpose, registered through the same helper as real ones.
const boom = defineEndpoint({
  method: 'GET',
  path: '/test/boom',
  access: 'public',
  summary: 't',
  tag: 't',
  data: z.null(),
});
const badAnswer = defineEndpoint({
  method: 'GET',
  path: '/test/bad-answer',
  access: 'public',
  summary: 't',
  tag: 't',
  data: z.object({ amount: z.number() }),
});
const limited = defineEndpoint({
  method: 'POST',
  path: '/test/limited',
  access: 'public',
  summary: 't',
  tag: 't',
  data: z.null(),
});
const echo = defineEndpoint({
  method: 'POST',
  path: '/test/echo',
  access: 'public',
  summary: 't',
  tag: 't',
  query: z.object({
    page: z.coerce.number().optional(),
    filter: z.object({ status: z.string() }).optional(),
  }),
  body: z.object({ name: z.string().optional() }),
  data: z.object({ query: z.unknown(), body: z.unknown() }),
});
const failsOnPurpose = defineEndpoint({
  method: 'GET',
  path: '/test/app-error',
  access: 'public',
  summary: 't',
  tag: 't',
  data: z.null(),
});

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line: string) => logs.push(line) } as unknown as NodeJS.WritableStream,
    extend: (app) => {
      registerEndpoint(app, boom, () => {
        throw new Error('secret internals: connection string postgres://u:p@db');
      });
      registerEndpoint(app, badAnswer, () => ({ amount: 'not a number' }) as unknown as { amount: number });
      registerEndpoint(app, limited, () => null, { rateLimit: { max: 2, timeWindow: '1 minute' } });
      registerEndpoint(app, echo, ({ query, body }) => ({ query, body }));
      registerEndpoint(app, failsOnPurpose, () => {
        throw new AppError('WITHDRAWAL_NOT_FOUND', { detail: 'no such withdrawal' });
      });
    },
  });
});
afterAll(() => t.close());

const envelope = (message: string) => ({ success: false, message, data: null, error: expect.any(String) });

describe('bad input always gets a 4xx envelope with a catalogue code', () => {
  it('malformed JSON -> 400 BAD_REQUEST', async () => {
    const res = await t.post('/api/users/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'BAD_REQUEST', data: null });
  });

  it('wrong types -> 400 VALIDATION_ERROR with data.errors naming the field', async () => {
    const res = await t.post('/api/users/login', { body: { email: 42, password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.data.errors).toContainEqual({ path: 'email', message: expect.any(String) });
  });

  it("a missing field carries the contract's message", async () => {
    const res = await t.post('/api/users/login', { body: { email: 'a@b.co', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ path: 'password', message: 'Password is required' }]);
  });

  it('unknown fields are refused, not dropped', async () => {
    const res = await t.post('/api/users/login', { body: { email: 'a@b.co', password: 'x', isAdmin: true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.data.errors).toContainEqual({ path: 'isAdmin', message: 'Unknown field' });
  });

  it('unknown fields are refused even where the contract schema is not strict', async () => {
    const res = await t.post('/api/test/echo', { body: { name: 'x', role: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ path: 'role', message: 'Unknown field' }]);
  });

  it('unknown query parameters are refused too', async () => {
    const res = await t.post('/api/test/echo?page=2&sneaky=1', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual({ path: 'sneaky', message: 'Unknown field' });
  });

  it('a body over 64 KiB -> 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.post('/api/users/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject(envelope('PAYLOAD_TOO_LARGE'));
  });

  it('a body that is not JSON -> 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.post('/api/users/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject(envelope('UNSUPPORTED_MEDIA_TYPE'));
    const form = await t.post('/api/users/login', {
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a wrong method on a known path -> 405 METHOD_NOT_ALLOWED with Allow', async () => {
    const res = await t.del('/api/users/login');
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject(envelope('METHOD_NOT_ALLOWED'));
    expect(res.headers.allow).toContain('POST');
  });

  it('an unknown /api route -> 404 NOT_FOUND envelope', async () => {
    const res = await t.get('/api/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'NOT_FOUND', data: null, error: expect.any(String) });
  });

  it('a POST without any body counts as {}', async () => {
    const res = await t.post('/api/test/echo', {
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.body).toEqual({});
  });
});

describe('failures of the server', () => {
  it('an unexpected error -> 500 INTERNAL_SERVER_ERROR without internals, logged with the request id', async () => {
    const res = await t.get('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'INTERNAL_SERVER_ERROR',
      data: null,
      error: expect.any(String),
    });
    expect(res.text).not.toContain('secret internals');
    expect(res.text).not.toContain('postgres://');
    const logged = logs.find((l) => l.includes('secret internals'));
    expect(logged).toBeDefined();
    expect(logged).toContain(String(res.headers['x-request-id']));
  });

  it('an answer that breaks its schema -> 500 without details, and logged', async () => {
    logs.length = 0;
    const res = await t.get('/api/test/bad-answer');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'INTERNAL_SERVER_ERROR',
      data: null,
      error: expect.any(String),
    });
    expect(res.text).not.toContain('not a number');
    const logged = logs.find((l) => l.includes(String(res.headers['x-request-id'])) && /"level":50/.test(l));
    expect(logged).toContain('answer does not match its contract schema');
    expect(logged).toContain('amount');
  });

  it('an AppError answers its catalogue status and code', async () => {
    const res = await t.get('/api/test/app-error');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      message: 'WITHDRAWAL_NOT_FOUND',
      data: null,
      error: 'no such withdrawal',
    });
  });

  it('a rate limit -> 429 RATE_LIMITED with Retry-After', async () => {
    expect((await t.post('/api/test/limited', { body: {} })).status).toBe(200);
    expect((await t.post('/api/test/limited', { body: {} })).status).toBe(200);
    const res = await t.post('/api/test/limited', { body: {} });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject(envelope('RATE_LIMITED'));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('query strings', () => {
  it('reads nested filters written key[sub]', async () => {
    const res = await t.post('/api/test/echo?page=3&filter[status]=PENDING', { body: { name: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ query: { page: 3, filter: { status: 'PENDING' } }, body: { name: 'x' } });
  });
});
