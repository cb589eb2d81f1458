import { afterAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../src/http/refuse-nul-characters';
import { createTestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';

// PostgreSQL refuses text holding U+0000: these calls answered 500 before (found by
// test/security/route-fuzz.test.ts). Now any NUL in the input is a VALIDATION_ERROR naming its field.
const t = await createTestApp();
afterAll(() => t.close());

const refusal = (path: string) => ({
  success: false,
  message: 'VALIDATION_ERROR',
  data: { errors: [{ path, message: NUL_CHARACTER_MESSAGE }] },
  error: expect.any(String),
});

describe('NUL characters in the input', () => {
  it('in a body field (sign-in) -> 400 VALIDATION_ERROR', async () => {
    const res = await t.post('/api/users/login', { body: { email: 'a\u0000b@example.com', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('email'));
  });

  it('in a registration name -> 400, and no account is made', async () => {
    const admin = await createAdmin(t);
    const body = {
      firstName: 'Nul\u0000',
      lastName: 'Char',
      email: 'nul.char@example.com',
      password: 'Str0ng!Passw0rd',
      referredByCode: admin.referralCode,
    };
    const res = await t.post('/api/users/register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('firstName'));
    const login = await t.post('/api/users/login', { body: { email: body.email, password: body.password } });
    expect(login.body.message).toBe('INVALID_CREDENTIALS');
  });

  it('in a query value (list search, mailbox filter, CSV export) -> 400 VALIDATION_ERROR', async () => {
    const admin = await createAdmin(t);
    for (const url of [
      '/api/users/admin/all?search=a%00b',
      '/api/admin/audit-logs?actor=%00',
      '/api/users/admin/export.csv?search=a%00b',
    ]) {
      const res = await t.get(url, { token: admin.token });
      expect(res.status, url).toBe(400);
      expect(res.body.data.errors[0].message, url).toBe(NUL_CHARACTER_MESSAGE);
    }
    const mailbox = await t.get('/api/dev/mailbox?to=a%00b');
    expect(mailbox.body).toEqual(refusal('to'));
  });

  it('nested, and in a key -> the path names it', async () => {
    const admin = await createAdmin(t);
    const res = await t.put('/api/admin/settings', {
      token: admin.token,
      body: { directRewardRates: [{ level: 1, percent: '1\u0000' }], 'x\u0000': 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { path: 'directRewardRates.0.percent', message: NUL_CHARACTER_MESSAGE },
      { path: 'x\u0000', message: NUL_CHARACTER_MESSAGE },
    ]);
  });

  it('a text without NUL passes on to the route as before', async () => {
    const res = await t.post('/api/users/login', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(res.body.message).toBe('INVALID_CREDENTIALS');
  });
});
