import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../src/infra/db/client';
import { findMigrationsFolder } from '../../src/infra/db/migrate';
import { devXpubFromMnemonic, parseUsdt, sendUsdt } from '../../src/infra/chain';
import { type ExchangeSimulator, startExchangeSimulator } from '../../src/infra/exchange';
import { startTokenChain } from '../chain/token-chain';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../support/smtp';
import { createTestDatabase } from '../support/test-database';
import { type ServerProcess, startServerProcess } from './support/server-process';

/**
 * Three real server processes (src/main.ts) behind no balancer, on one PostgreSQL database that
 * starts EMPTY, one Hardhat node, one exchange simulator and one SMTP server (in this process).
 * No JWT_SECRET: the instances must agree on the session key through the database.
 */

const PASSWORD = 'Str0ng!Passw0rd';
const NEW_PASSWORD = 'N3w!Passw0rd-ok';
const SIM = { key: 'scale-out-key', secret: 'scale-out-secret-0123456789abcdef' };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let chain: Awaited<ReturnType<typeof startTokenChain>>;
let sim: ExchangeSimulator;
let smtp: TestSmtp;
let dataDirs: string[] = [];
let servers: ServerProcess[] = [];
let connection: DatabaseConnection;

beforeAll(async () => {
  [database, chain, sim, smtp] = await Promise.all([
    createTestDatabase({ empty: true }),
    startTokenChain(),
    startExchangeSimulator({ apiKey: SIM.key, apiSecret: SIM.secret, rateLimitPerSecond: 1000 }),
    startTestSmtp(),
  ]);
  connection = connectDatabase(database.url, { maxConnections: 2 });
  // Each instance its own data folder, as on separate machines.
  dataDirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), 'scale-out-'))));
  servers = await Promise.all(
    dataDirs.map((dataDir) =>
      startServerProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        BSC_RPC_URL: chain.chain.rpcUrl,
        USDT_CONTRACT: chain.token,
        DEPOSIT_XPUB: devXpubFromMnemonic(),
        CHAIN_CONFIRMATIONS: '1',
        BINGX_BASE_URL: sim.url,
        BINGX_API_KEY: SIM.key,
        BINGX_API_SECRET: SIM.secret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      }),
    ),
  );
  await Promise.all(servers.map((server) => server.ready));
}, 120_000);

afterAll(async () => {
  const codes = await Promise.all(servers.map((server) => server.stop()));
  await connection?.close();
  await Promise.all([smtp?.close(), sim?.stop(), chain?.chain.stop()]);
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  // A graceful stop on every instance (jobs stopped before the pools closed).
  expect(codes).toEqual([0, 0, 0]);
}, 60_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by the assertions
type Json = any;
async function api(
  server: ServerProcess,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await connection.db.execute<T>(query)).rows;

const linkToken = (mail: ReceivedMail, page: string) => {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
};

const runId = Date.now().toString(36);
const members: { email: string; id: string; token: string; referralCode: string }[] = [];

describe('three instances on one PostgreSQL', () => {
  it('start together on an empty database: migrated once, one first admin, one shared session key', async () => {
    const outputs = servers.map((server) => server.output());
    expect(
      outputs.filter((o) => o.includes('An admin account was created on this first start')),
    ).toHaveLength(1);
    const rootCodes = new Set(outputs.map((o) => /Root referral code: +([A-Z2-9]{8})/.exec(o)?.[1]));
    expect(rootCodes.size).toBe(1);
    for (const output of outputs) {
      expect(output).toMatch(/Session key: +generated into the database/);
      expect(output).not.toMatch(/job tick failed|Start failed/);
    }

    const journal = JSON.parse(
      await readFile(path.join(findMigrationsFolder(), 'meta/_journal.json'), 'utf8'),
    );
    const [migrations] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(migrations?.n).toBe(journal.entries.length);
    expect(await rows(sql`SELECT email FROM users`)).toEqual([{ email: 'admin@example.com' }]);
    expect(await rows(sql`SELECT name FROM shared_secrets`)).toEqual([{ name: 'jwt' }]);
  });

  it('run each single-instance job once: the daily backup is attempted by one instance only', async () => {
    await expect
      .poll(async () => (await rows(sql`SELECT 1 FROM backup_runs`)).length, { timeout: 20_000 })
      .toBe(1);
  });

  it('members register, verify and sign in through different instances; referrals chain across them', async () => {
    const rootCode = /Root referral code: +([A-Z2-9]{8})/.exec(servers[0]!.output())![1]!;
    for (let i = 0; i < 3; i++) {
      const email = `scale${i}.${runId}@example.com`;
      const registered = await api(servers[i]!, 'POST', '/api/users/register', {
        body: {
          firstName: 'Scale',
          lastName: `Member${i}`,
          email,
          password: PASSWORD,
          referredByCode: i === 0 ? rootCode : members[i - 1]!.referralCode,
        },
      });
      expect(registered.status).toBe(200);
      const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Verify'), 20_000);
      const verified = await api(servers[(i + 1) % 3]!, 'POST', '/api/users/verify-email', {
        body: { token: linkToken(mail, 'verify-email') },
      });
      expect(verified.status).toBe(200);
      const login = await api(servers[(i + 2) % 3]!, 'POST', '/api/users/login', {
        body: { email, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      const { user } = login.body.data;
      expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
      members.push({ email, id: user._id, token: login.body.data.token, referralCode: user.referralCode });
    }
  });

  it('a session made on one instance works on all; a password reset on another ends it everywhere', async () => {
    const member = members[0]!;
    for (const server of servers) {
      expect((await api(server, 'GET', '/api/users/profile', { token: member.token })).status).toBe(200);
    }
    expect(
      (await api(servers[0]!, 'POST', '/api/users/forgot-password', { body: { email: member.email } }))
        .status,
    ).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(member.email) && m.subject.startsWith('Reset'),
      20_000,
    );
    const reset = await api(servers[1]!, 'POST', '/api/users/reset-password', {
      body: {
        token: linkToken(mail, 'reset-password'),
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    for (const server of servers) {
      expect((await api(server, 'GET', '/api/users/profile', { token: member.token })).status).toBe(401);
    }
    const again = await api(servers[2]!, 'POST', '/api/users/login', {
      body: { email: member.email, password: NEW_PASSWORD },
    });
    expect(again.status).toBe(200);
    member.token = again.body.data.token;
    expect((await api(servers[0]!, 'GET', '/api/users/profile', { token: member.token })).status).toBe(200);
  });

  it('subscriptions paid with real token transfers are credited once, while every instance races for them', async () => {
    for (const [i, member] of members.entries()) {
      const info = await api(servers[i]!, 'GET', '/api/onboarding/info', { token: member.token });
      expect(info.status).toBe(200);
      await sendUsdt({
        rpcUrl: chain.chain.rpcUrl,
        token: chain.token,
        to: info.body.data.walletAddress as Address,
        amount: parseUsdt('10'),
        senderKey: chain.payerKey,
      });
      // The three watchers (one holds the job's lock at a time) and a refresh on every instance at once.
      const refreshes = await Promise.all(
        servers.map((server) =>
          api(server, 'GET', '/api/users/refresh-subscription', { token: member.token }),
        ),
      );
      expect(refreshes.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(refreshes.every((r) => r.body.data.paid === true)).toBe(true);
    }
    // Let the watchers pass over the same blocks again (interval 3 s).
    await new Promise((resolve) => setTimeout(resolve, 4000));

    for (const member of members) {
      const transfers = await rows<{ credited: boolean }>(
        sql`SELECT credited_at IS NOT NULL AS credited FROM deposit_transfers WHERE user_id = ${member.id}`,
      );
      expect(transfers).toEqual([{ credited: true }]);
      const periods = await rows(
        sql`SELECT period_number FROM subscription_periods WHERE user_id = ${member.id}`,
      );
      expect(periods).toEqual([{ period_number: 1 }]);
    }
    // DIRECT rewards of each payment: one reward and one ledger entry per earning upline.
    const rewards = await rows<{ earner: string; payer: string; rewards: number; entries: number }>(sql`
      SELECT r.user_id AS earner, r.source_user_id AS payer, count(DISTINCT r.id)::int AS rewards,
             count(l.id)::int AS entries
        FROM rewards r LEFT JOIN ledger_entries l ON l.reward_id = r.id
       WHERE r.type = 'DIRECT'
       GROUP BY 1, 2`);
    expect(rewards.length).toBeGreaterThan(0);
    for (const row of rewards) expect(row, JSON.stringify(row)).toMatchObject({ rewards: 1, entries: 1 });
    // Member 1 paid before member 2, its direct referral: that reward exists.
    expect(rewards.some((r) => r.earner === members[1]!.id && r.payer === members[2]!.id)).toBe(true);
  });

  it('every e-mail was sent exactly once (SMTP side), whichever instance wrote it', async () => {
    // A moment for any duplicate to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outbox = await rows<{ id: string; sent: boolean; attempts: number }>(
      sql`SELECT id, sent_at IS NOT NULL AS sent, attempts FROM mail_outbox`,
    );
    // 3 verifications and 1 reset at least (admin notices may come on top, as the settings say).
    expect(outbox.length).toBeGreaterThanOrEqual(4);
    expect(outbox.every((row) => row.sent && row.attempts === 1)).toBe(true);
    const received = smtp.messages.map((m) => /<([0-9a-f-]+)@/.exec(m.headers['message-id'] ?? '')?.[1]);
    expect(received.toSorted()).toEqual(outbox.map((row) => row.id).toSorted());
    // Minutes of running later, still the one backup attempt of the start.
    expect(await rows(sql`SELECT 1 FROM backup_runs`)).toHaveLength(1);
  });
});
