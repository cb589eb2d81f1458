import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { createTestApp, type TestApp } from './support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    { DATABASE_URL: t.databaseUrl },
    { log: (m) => out.push(m), error: (m) => err.push(m) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const admin = (email: string, password = 'Adm1n!Secret') => [
  'create-admin',
  '--email',
  email,
  '--password',
  password,
  '--first-name',
  'Grace',
  '--last-name',
  'Hopper',
];

describe('npm run cli -- create-admin', () => {
  it('creates a verified admin, prints its referral code, and the admin can sign in', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const res = await cli(...admin(email));
    expect(res.code).toBe(0);
    const code = /Referral code: ([A-Z0-9]{8})/.exec(res.out)?.[1];
    expect(code).toBeDefined();

    const login = await t.post('/api/users/login', { body: { email, password: 'Adm1n!Secret' } });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      isAdmin: true,
      isEmailVerified: true,
      status: 'ACTIVE',
      referralCode: code,
    });
  });

  it('writes the creation to the audit log, where admins find it (by the system, run from the command line)', async () => {
    const email = `audited.${Date.now()}@example.com`;
    expect((await cli(...admin(email))).code).toBe(0);
    const login = await t.post('/api/users/login', { body: { email, password: 'Adm1n!Secret' } });
    const created = login.body.data.user as { _id: string; userId: string };
    const res = await t.get('/api/admin/audit-logs', {
      token: login.body.data.token,
      query: { action: 'admin.create', targetId: created._id },
    });
    expect(res.body.data.auditLogs).toEqual([
      expect.objectContaining({
        actor: null,
        action: 'admin.create',
        target: {
          type: 'user',
          id: created._id,
          user: { _id: created._id, userId: created.userId, name: 'Grace Hopper', email },
        },
        after: {
          userId: created.userId,
          isAdmin: true,
          status: 'ACTIVE',
          source: 'command-line',
          osUser: userInfo().username,
        },
      }),
    ]);
    // A refused creation writes nothing.
    const total = async () =>
      (
        await t.get('/api/admin/audit-logs', {
          token: login.body.data.token,
          query: { action: 'admin.create' },
        })
      ).body.data.pagination.totalRecords as number;
    const before = await total();
    expect((await cli(...admin(email))).code).toBe(1);
    expect((await cli(...admin(`weak.${email}`, 'password1'))).code).toBe(1);
    expect(await total()).toBe(before);
  });

  it('applies the change-password rules to the password', async () => {
    const weak = await cli(...admin(`weak.${Date.now()}@example.com`, 'password1'));
    expect(weak.code).toBe(1);
    expect(weak.err).toContain(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    const short = await cli(...admin(`short.${Date.now()}@example.com`, 'Ab1!'));
    expect(short.err).toContain('New password must be at least 8 characters long');
  });

  it('refuses an e-mail that exists, whatever its case', async () => {
    const email = `dup.${Date.now()}@example.com`;
    expect((await cli(...admin(email))).code).toBe(0);
    const again = await cli(...admin(email.toUpperCase()));
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists/);
  });

  it('says which options are missing, and shows help', async () => {
    const res = await cli('create-admin', '--email', 'x@example.com');
    expect(res.code).toBe(1);
    expect(res.err).toContain('Missing --password, --first-name, --last-name');
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('create-admin --email E --password P --first-name F --last-name L');
    expect((await cli('no-such-task')).code).toBe(1);
  });
});
