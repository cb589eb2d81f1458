import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/accounts/accounts.tables';
import { connectDatabase } from '../../src/infra/db/client';
import { parseLsn } from '../../src/infra/db/read-replicas';
import { testClock } from '../support/clock';
import { createAppOn, type TestApp } from '../support/create-test-app';
import { startStreamingReplica, type StreamingReplica } from '../support/streaming-replica';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { fundMember, requestWithdrawal } from '../withdrawals/support';

/**
 * Read replicas for real (ADR 0017): a primary and a hot standby streaming from it, both embedded
 * PostgreSQL servers, and several app instances on them. Routing is proven by what the answers
 * hold: with the standby's replay paused, a row written on the primary is missing from an answer
 * read on the standby and present in one read on the primary.
 */

let replica: StreamingReplica;
const clock = testClock();
/** Uses the standby while it is at most a minute behind: a paused standby still serves it. */
let tolerant: TestApp;
/** A second instance like the first (another machine behind the load balancer). */
let tolerant2: TestApp;
/** Skips the standby once it is 600 ms behind. */
let strict: TestApp;
/**
 * Check the standby only every 30 s: a stop is met by the queries themselves, first by a plain
 * query, a read-only transaction and an export's cursor respectively.
 */
let rarelyChecked: TestApp[];
let admin: TestUser;
let sponsor: TestUser;

async function appOn(env: Record<string, string>) {
  const connection = connectDatabase(replica.primaryUrl, { maxConnections: 5 });
  return createAppOn(
    { url: replica.primaryUrl, connection },
    { clock, env: { DATABASE_READ_URL: replica.replicaUrl, ...env } },
  );
}

beforeAll(async () => {
  replica = await startStreamingReplica();
  const rarely = { DATABASE_READ_MAX_LAG_MS: '60000', DATABASE_READ_CHECK_MS: '30000' };
  let apps: TestApp[];
  [tolerant, tolerant2, strict, ...apps] = await Promise.all([
    appOn({ DATABASE_READ_MAX_LAG_MS: '60000', DATABASE_READ_CHECK_MS: '100' }),
    appOn({ DATABASE_READ_MAX_LAG_MS: '60000', DATABASE_READ_CHECK_MS: '100' }),
    appOn({ DATABASE_READ_MAX_LAG_MS: '600', DATABASE_READ_CHECK_MS: '100' }),
    appOn(rarely),
    appOn(rarely),
    appOn(rarely),
  ]);
  rarelyChecked = apps;
  admin = await createAdmin(tolerant);
  sponsor = await createMember(tolerant);
  await createMember(tolerant, { referrer: sponsor });
  await replica.waitForCatchUp();
}, 120_000);

afterAll(async () => {
  await Promise.all([tolerant, tolerant2, strict, ...(rarelyChecked ?? [])].map((app) => app?.close()));
  await replica?.close();
}, 60_000);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function replicaState(app: TestApp) {
  const res = await app.get('/api/health');
  expect(res.status).toBe(200);
  return res.body.data.replicas[0] as { name: string; state: string; lagMs: number | null };
}

const untilState = (app: TestApp, state: string) =>
  waitFor(`the replica to be ${state}`, async () => {
    const found = await replicaState(app);
    return found.state === state ? found : undefined;
  });

/** The e-mails in the sponsor's referral history (levels 1-15). */
async function historyEmails(app: TestApp, member: TestUser) {
  const res = await app.get('/api/users/referrals/history', { token: member.token, query: { limit: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.referrals as { email: string }[]).map((r) => r.email);
}

async function treeEmails(app: TestApp, member: TestUser) {
  const res = await app.get('/api/users/referral-tree', { token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.referralTree as { email: string }[]).map((node) => node.email);
}

async function adminUserEmails(app: TestApp) {
  const res = await app.get('/api/users/admin/all', { token: admin.token, query: { limit: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.users as { email: string }[]).map((u) => u.email);
}

async function adminUsersCsv(app: TestApp) {
  const res = await app.get('/api/users/admin/export.csv', { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.text;
}

async function readConnectionsOnReplica() {
  const client = new pg.Client({ connectionString: replica.replicaUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'rewards-read'",
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe('reads on a streaming replica (DATABASE_READ_URL)', () => {
  it('shows each replica in the health check, in step while the primary is quiet', async () => {
    expect(await untilState(tolerant, 'up')).toEqual({
      name: 'replica-1',
      state: 'up',
      lagMs: expect.any(Number),
    });
    await untilState(strict, 'up');
    // A replica's address never shows.
    expect(JSON.stringify((await tolerant.get('/api/health')).body)).not.toContain(
      new URL(replica.replicaUrl).port,
    );
  });

  it('answers network, admin lists and exports from the replica, and from the primary once it lags', async () => {
    await Promise.all([untilState(tolerant, 'up'), untilState(strict, 'up')]);
    await replica.pauseReplay();
    try {
      // Written on the primary only (the standby no longer replays).
      const newcomer = await createMember(tolerant, { referrer: sponsor });

      // The replica's answers: a minute of lag is allowed, so the paused standby still serves.
      expect(await historyEmails(tolerant, sponsor)).not.toContain(newcomer.email);
      expect(await treeEmails(tolerant, sponsor)).not.toContain(newcomer.email);
      expect(await adminUserEmails(tolerant)).not.toContain(newcomer.email);
      expect(await adminUsersCsv(tolerant)).not.toContain(newcomer.email);
      expect(await readConnectionsOnReplica()).toBeGreaterThan(0);

      // 600 ms of lag is too much: the strict instance skips the standby and reads the primary.
      const lagging = await untilState(strict, 'lagging');
      expect(lagging.lagMs).toBeGreaterThan(600);
      expect(await historyEmails(strict, sponsor)).toContain(newcomer.email);
      expect(await treeEmails(strict, sponsor)).toContain(newcomer.email);
      expect(await adminUserEmails(strict)).toContain(newcomer.email);
      expect(await adminUsersCsv(strict)).toContain(newcomer.email);
      expect((await replicaState(tolerant)).state).toBe('up');
    } finally {
      await replica.resumeReplay();
    }
    await replica.waitForCatchUp();
    await untilState(strict, 'up');
    const members = await historyEmails(tolerant, sponsor);
    expect(members).toHaveLength(2);
  });

  it('keeps a member who just made a withdrawal on the primary, on every instance', async () => {
    const member = await createMember(tolerant);
    await fundMember(tolerant, member.id, '100');
    await replica.waitForCatchUp();
    await untilState(tolerant, 'up');
    await replica.pauseReplay();
    try {
      const made = await requestWithdrawal(tolerant, member, { amount: '25' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const id = made.body.data._id as string;

      // The standby has not replayed it: someone who did not write reads the replica and misses it.
      const adminList = await tolerant.get('/api/withdrawals/admin/all', { token: admin.token });
      expect(adminList.status).toBe(200);
      expect(adminList.body.data.withdrawals.map((w: { _id: string }) => w._id)).not.toContain(id);

      // The member sees it at once, on this instance and on another one.
      for (const app of [tolerant, tolerant2]) {
        const own = await app.get('/api/withdrawals', { token: member.token });
        expect(own.status).toBe(200);
        expect(own.body.data.withdrawals.map((w: { _id: string }) => w._id)).toContain(id);
      }
      const [marked] = await tolerant.db
        .select({ wroteAt: sessions.wroteAt })
        .from(sessions)
        .where(eq(sessions.userId, member.id));
      expect(marked?.wroteAt).toBeInstanceOf(Date);

      // The window is what keeps them there: past it, this (paused) standby is theirs again.
      clock.advance(61_000);
      const later = await tolerant.get('/api/withdrawals', { token: member.token });
      expect(later.body.data.withdrawals.map((w: { _id: string }) => w._id)).not.toContain(id);
    } finally {
      await replica.resumeReplay();
    }
    await replica.waitForCatchUp();
    await waitFor('the withdrawal on the replica', async () => {
      const res = await tolerant.get('/api/withdrawals', { token: member.token });
      return res.body.data.withdrawals.length === 1 ? true : undefined;
    });
  });

  it('runs a write sent to the read handle by mistake on the primary (the standby refuses it)', async () => {
    await untilState(tolerant, 'up');
    const readDb = tolerant.app.ctx.forRead(null);
    expect(readDb).not.toBe(tolerant.db);
    const mistaken = await readDb.execute<{ n: number }>(
      sql`UPDATE settings SET updated_at = updated_at WHERE false RETURNING 1 AS n`,
    );
    expect(mistaken.rows).toEqual([]);
    expect((await replicaState(tolerant)).state).toBe('up');
  });

  it('loses no request when the replica stops, and uses it again once it is back', async () => {
    await Promise.all([tolerant, ...rarelyChecked].map((app) => untilState(app, 'up')));
    // Connections to the replica are open in the instances' pools.
    for (const app of rarelyChecked) expect(await historyEmails(app, sponsor)).toHaveLength(2);
    await replica.stopReplica();
    try {
      // No check has noticed on these instances: the first read of each meets the stopped server
      // itself, through a plain query, a read-only transaction and an export's cursor.
      const firsts = ['/api/rewards/user', '/api/users/referral-tree', '/api/users/admin/export.csv'];
      const calls = readCalls();
      for (const [i, app] of rarelyChecked.entries()) {
        expect((await replicaState(app)).state).toBe('up');
        const first = calls.find(([url]) => url === firsts[i]);
        if (!first) throw new Error(`no read call ${firsts[i]}`);
        for (const [url, token] of [first, ...calls]) {
          const res = await app.get(url, { token: token() });
          expect(res.status, `${url}: ${res.text.slice(0, 300)}`).toBe(200);
        }
        expect((await replicaState(app)).state).toBe('down');
      }
      expect(await untilState(tolerant, 'down')).toEqual({ name: 'replica-1', state: 'down', lagMs: null });
      for (const [url, token] of calls)
        expect((await tolerant.get(url, { token: token() })).status).toBe(200);
      expect(await historyEmails(tolerant, sponsor)).toHaveLength(2);
    } finally {
      await replica.startReplica();
    }
    await untilState(tolerant, 'up');
    await historyEmails(tolerant, sponsor);
    expect(await readConnectionsOnReplica()).toBeGreaterThan(0);
  });
});

/** Every call that reads through the read handle, with whose token. */
function readCalls(): [string, () => string][] {
  const member = () => sponsor.token;
  const asAdmin = () => admin.token;
  return [
    ['/api/users/referrals/history', member],
    ['/api/users/referral-tree', member],
    ['/api/users/referral-tree/growth', member],
    ['/api/users/referral-tree/search?search=Member', member],
    [`/api/rewards/stats/${sponsor.id}`, member],
    ['/api/rewards/user', member],
    ['/api/rewards/user/by-cycle', member],
    ['/api/rewards/user/export.csv', member],
    ['/api/withdrawals', member],
    ['/api/withdrawals/export.csv', member],
    ['/api/users/admin/overall-stats', asAdmin],
    ['/api/users/admin/all', asAdmin],
    ['/api/users/admin/charts', asAdmin],
    ['/api/users/admin/reports', asAdmin],
    [`/api/users/admin/${sponsor.id}/report`, asAdmin],
    ['/api/rewards/admin/all', asAdmin],
    ['/api/withdrawals/admin/all', asAdmin],
    [`/api/withdrawals/admin/user/${sponsor.id}`, asAdmin],
    ['/api/admin/deposits', asAdmin],
    ['/api/admin/audit-logs', asAdmin],
    ['/api/admin/security-events', asAdmin],
    ['/api/users/admin/export.csv', asAdmin],
    ['/api/rewards/admin/export.csv', asAdmin],
    ['/api/withdrawals/admin/export.csv', asAdmin],
    ['/api/admin/security-events/export.csv', asAdmin],
  ];
}

describe('WAL positions', () => {
  it('compare as numbers across the high and low halves', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});
