import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';

// Fastify's router answers these before any hook or error handler; found by the route fuzzer
// (test/security/route-fuzz.test.ts), which saw them outside the envelope.
const t = await createTestApp();
afterAll(() => t.close());

describe('errors raised by the router itself', () => {
  it('a path that is not valid percent-encoding -> 400 BAD_REQUEST in the envelope', async () => {
    const res = await t.get('/api/withdrawals/admin/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'BAD_REQUEST',
      data: null,
      error: 'The address is not valid',
    });
  });

  it('a path parameter over the length limit -> 414 BAD_REQUEST in the envelope', async () => {
    const res = await t.get(`/api/withdrawals/admin/${'a'.repeat(200)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({
      success: false,
      message: 'BAD_REQUEST',
      data: null,
      error: 'A part of the address is too long',
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('methods no route takes', () => {
  // Fastify checks a QUERY request for a Content-Type before routing it, which answered 400.
  it('QUERY on a known path -> 405 like any other method, in the envelope', async () => {
    for (const method of ['QUERY', 'PROPFIND', 'PATCH'] as const) {
      const res = await t.call(method, '/api/users/profile');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      expect(res.body, method).toEqual({
        success: false,
        message: 'METHOD_NOT_ALLOWED',
        data: null,
        error: `${method} is not allowed here`,
      });
    }
  });

  it('QUERY on an unknown path -> 404 NOT_FOUND', async () => {
    const res = await t.call('QUERY', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('NOT_FOUND');
  });
});

/** Raw bytes to the listening server; resolves with everything it answers before closing. */
async function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe("errors Node's HTTP parser raises before Fastify sees the request", () => {
  let served: TestApp;
  let port: number;
  beforeAll(async () => {
    served = await createTestApp();
    await served.app.listen({ host: '127.0.0.1', port: 0 });
    port = (served.app.server.address() as { port: number }).port;
  });
  afterAll(() => served.close());

  it('headers over the size limit -> 431 HEADERS_TOO_LARGE in the envelope', async () => {
    const raw = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const answer = parseAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      success: false,
      message: 'HEADERS_TOO_LARGE',
      data: null,
      error: 'The request headers are too large.',
    });
  });

  it('bytes that are not HTTP (an unknown method) -> 400 BAD_REQUEST in the envelope', async () => {
    const answer = parseAnswer(await exchange(port, 'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'BAD_REQUEST', data: null });
  });

  it('still answers normal requests on the same server', async () => {
    const raw = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
  });
});
