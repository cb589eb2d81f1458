import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { createTestApp, type TestApp } from './support/create-test-app';
import { giveTestFactorByEmail, signIn } from './support/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs a task in this process; `stdin` is what standard input holds (null: nothing). */
async function cliWith(io: { stdin?: string | null; env?: Record<string, string> }, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const code = await runCli(
    argv,
    { DATABASE_URL: t.databaseUrl, ...io.env },
    { log: (m) => out.push(m), error: (m) => err.push(m) },
    async (prompt) => {
      prompts.push(prompt);
      return io.stdin ?? null;
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), prompts };
}
const cli = (...argv: string[]) => cliWith({}, ...argv);

const adminArgs = (email: string) => [
  'create-admin',
  '--email',
  email,
  '--first-name',
  'Grace',
  '--last-name',
  'Hopper',
];
/** create-admin with the password on standard input (never on the command line). */
const createAdminCli = (email: string, password = 'Adm1n!Secret') =>
  cliWith({ stdin: password }, ...adminArgs(email));

describe('npm run cli -- create-admin', () => {
  it('creates a verified admin, prints its referral code, and the admin can sign in', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const res = await createAdminCli(email);
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
    expect((await createAdminCli(email)).code).toBe(0);
    // Admin calls need a second factor (issue 14): the new admin gets the tests' one.
    await giveTestFactorByEmail(t, email);
    const login = { body: { data: await signIn(t, { email, password: 'Adm1n!Secret' }) } };
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
    expect((await createAdminCli(email)).code).toBe(1);
    expect((await createAdminCli(`weak.${email}`, 'password1')).code).toBe(1);
    expect(await total()).toBe(before);
  });

  it('never takes the password from the command line: a clear error, nothing created', async () => {
    const email = `argv.${Date.now()}@example.com`;
    const res = await cli(
      'create-admin',
      '--email',
      email,
      '--password',
      'Adm1n!Secret',
      '--first-name',
      'G',
      '--last-name',
      'H',
    );
    expect(res.code).toBe(1);
    expect(res.err).toContain(
      '--password is not accepted: a password on the command line shows in the process list',
    );
    expect(res.err).toContain('Set CREATE_ADMIN_PASSWORD, or give it on standard input');
    expect((await t.post('/api/users/login', { body: { email, password: 'Adm1n!Secret' } })).status).toBe(
      401,
    );
  });

  it('reads the password from CREATE_ADMIN_PASSWORD, else from standard input, else says where to give it', async () => {
    const fromEnv = `env.${Date.now()}@example.com`;
    const env = await cliWith({ env: { CREATE_ADMIN_PASSWORD: 'Fr0m!Envir0nment' } }, ...adminArgs(fromEnv));
    expect(env.code).toBe(0);
    expect(env.prompts).toEqual([]);
    expect(
      (await t.post('/api/users/login', { body: { email: fromEnv, password: 'Fr0m!Envir0nment' } })).status,
    ).toBe(200);

    const fromStdin = `stdin.${Date.now()}@example.com`;
    const stdin = await createAdminCli(fromStdin, 'Fr0m!StdinPass');
    expect(stdin.code).toBe(0);
    expect(stdin.prompts).toEqual(['Password for the new admin: ']);
    expect(
      (await t.post('/api/users/login', { body: { email: fromStdin, password: 'Fr0m!StdinPass' } })).status,
    ).toBe(200);

    const none = await cliWith({ stdin: null }, ...adminArgs(`none.${Date.now()}@example.com`));
    expect(none.code).toBe(1);
    expect(none.err).toContain('No password given. Set CREATE_ADMIN_PASSWORD, or give it on standard input');
  });

  it('refuses a common password', async () => {
    const res = await createAdminCli(`common.${Date.now()}@example.com`, 'P@ssw0rd');
    expect(res.code).toBe(1);
    expect(res.err).toContain('password: This password is too common');
  });

  it('applies the change-password rules to the password', async () => {
    const weak = await createAdminCli(`weak.${Date.now()}@example.com`, 'password1');
    expect(weak.code).toBe(1);
    expect(weak.err).toContain(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    const short = await createAdminCli(`short.${Date.now()}@example.com`, 'Ab1!');
    expect(short.err).toContain('New password must be at least 8 characters long');
  });

  it('refuses an e-mail that exists, whatever its case', async () => {
    const email = `dup.${Date.now()}@example.com`;
    expect((await createAdminCli(email)).code).toBe(0);
    const again = await createAdminCli(email.toUpperCase());
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists/);
  });

  it('says which options are missing, and shows help', async () => {
    const res = await cli('create-admin', '--email', 'x@example.com');
    expect(res.code).toBe(1);
    expect(res.err).toContain('Missing --first-name, --last-name');
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain(
      'create-admin --email E --first-name F --last-name L   (the password: CREATE_ADMIN_PASSWORD or standard input)',
    );
    expect((await cli('no-such-task')).code).toBe(1);
  });
});

describe('the command-line entry reads the password piped on standard input', () => {
  it('creates the admin from the first line of stdin', async () => {
    const { spawn } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const entry = fileURLToPath(new URL('../src/cli/index.ts', import.meta.url));
    const email = `piped.${Date.now()}@example.com`;
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...adminArgs(email)], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end('P1ped!Passw0rd\n');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('Admin created');
    expect((await t.post('/api/users/login', { body: { email, password: 'P1ped!Passw0rd' } })).status).toBe(
      200,
    );
  }, 60_000);
});
