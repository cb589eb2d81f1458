import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { censorLine } from '../../src/http/logger';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';

let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logStream: { write: (line: string) => logs.push(line) } as unknown as NodeJS.WritableStream,
  });
});
afterAll(() => t.close());

describe('logs', () => {
  it('are structured JSON with the request id, and never hold passwords, tokens or bodies', async () => {
    const member = await createMember(t);
    const login = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    await t.get('/api/users/profile', { token: login.body.data.token });
    await t.get(`/api/health?token=abc123secretvalue`);

    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(() => JSON.parse(line)).not.toThrow();
    const all = logs.join('\n');
    expect(all).toContain('"reqId"');
    expect(all).not.toContain(member.password);
    expect(all).not.toContain(login.body.data.token);
    expect(all).not.toContain(member.token);
    expect(all).not.toContain('abc123secretvalue');
    expect(all).not.toMatch(/authorization/i);
  });

  it('write one line per request, once answered: method, path, status, time and request id', async () => {
    logs.length = 0;
    const res = await t.get('/api/health?token=abc123secretvalue');
    expect(res.status).toBe(200);
    const requestId = res.headers['x-request-id'];
    const lines = logs.map((line) => JSON.parse(line)).filter((line) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
  });

  it('censor secret keys in objects passed to the logger', () => {
    logs.length = 0;
    t.app.log.info({ password: 'hunter2', user: { token: 'tkn-123', otp: '123456' } }, 'diagnostics');
    const line = logs.join('');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('tkn-123');
    expect(line).not.toContain('123456');
    expect(line).toContain('[redacted]');
  });

  it('censor secret keys at any depth and in any case: bindings, arrays, errors, headers', () => {
    logs.length = 0;
    const child = t.app.log.child({ apiKey: 'bound-key-1' });
    child.info(
      {
        a: { b: { c: { token: 'deep-token-1' } } },
        list: [{ Password: 'list-pass-1' }],
        headers: { authorization: 'Bearer hdr-1', Cookie: 'sid=cookie-1', 'x-bx-apikey': 'bx-1' },
        kept: 'visible-1',
      },
      'diagnostics',
    );
    child.error({ err: Object.assign(new Error('boom'), { secret: 'err-secret-1' }) }, 'failed');
    const all = logs.join('');
    for (const secret of [
      'bound-key-1',
      'deep-token-1',
      'list-pass-1',
      'hdr-1',
      'cookie-1',
      'bx-1',
      'err-secret-1',
    ])
      expect(all).not.toContain(secret);
    const [info, error] = logs.map((line) => JSON.parse(line));
    expect(info).toMatchObject({
      apiKey: '[redacted]',
      a: { b: { c: { token: '[redacted]' } } },
      list: [{ Password: '[redacted]' }],
      headers: { authorization: '[redacted]', Cookie: '[redacted]', 'x-bx-apikey': '[redacted]' },
      kept: 'visible-1',
      msg: 'diagnostics',
    });
    expect(error).toMatchObject({ msg: 'failed', err: { message: 'boom', secret: '[redacted]' } });
  });

  it('pass a line naming no secret key through untouched, and withhold one that cannot be parsed', () => {
    const line = '{"level":30,"msg":"request completed","note":"{\\"token\\":1}"}\n';
    expect(censorLine(line)).toBe(line);
    expect(censorLine('{"token":"abc\n')).not.toContain('abc');
  });
});
