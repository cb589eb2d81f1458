import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/features/accounts/sessions';
import { getBalances } from '../../src/features/ledger';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { startDownlineCycle, type StartedCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { creditTransfer } from '../../src/features/onboarding/subscription/credit-transfer';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { week } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { markNonCompliant } from '../support/member-facts';
import { storeTestTransfer } from '../support/payments';
import { createAdmin, type TestUser } from '../support/users';
import { fundMember, usableAddress, verifiedCode } from '../withdrawals/support';
import { buildNetwork, type NetMember, seededRandom } from './network';
import { everyRewardSql } from '../../src/features/rewards';

// Issue 20, item 5: a running cycle references every recipient's account until it commits (its
// ledger entries' foreign key), tens of seconds at 1M members. A member's money actions never wait
// on it; and whatever else holds a member's row, they give up after a short bound with a retryable
// 503 instead of piling up.

let t: TestApp;
let admin: TestUser;
let members: NetMember[];
/** The network's top members: they earn from almost every row of the cycle. */
let actors: (NetMember & { token: string; email: string })[];
const SIZE = 1500;
const ACTORS = 21;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  const random = seededRandom(2026_11_25);
  // A chain of 21 at the top (each earns from everyone below), the rest spread underneath.
  const parents = Array.from({ length: SIZE }, (_, i) =>
    i === 0 ? -1 : i < ACTORS ? i - 1 : ACTORS - 1 + Math.floor((i - ACTORS + 1) * random() ** 2),
  );
  members = await buildNetwork(t, admin, parents);
  actors = [];
  for (const m of members.slice(0, ACTORS)) {
    const { token } = await createSession(t.deps(), m);
    await fundMember(t, m.id, '50');
    actors.push({ ...m, token, email: m.email });
  }
});
afterAll(() => t.close());

/** A cycle over every member that stops inside its transaction, after writing its ledger entries, until `release`. */
async function heldCycle(period: { start: string; end: string }, amount: string) {
  let reached!: () => void;
  const recording = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const started: StartedCycle = await startDownlineCycle({
    db: t.db,
    period,
    rows: members.map((m, i) => ({ line: i + 1, uid: m.bingxUid, amount })),
    source: 'CSV',
    now: t.clock.now,
    onProgress: async ({ phase }) => {
      if (phase !== 'RECORDING') return;
      reached();
      await released;
    },
  });
  await recording;
  return { started, release };
}

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe('money actions while a cycle pays', () => {
  it('withdrawals, a decision and a deposit credit of its recipients complete while the cycle holds its transaction open', async () => {
    // A pending withdrawal of the last actor, to be approved during the cycle.
    const pendingOwner = actors[ACTORS - 1]!;
    const pendingCode = await verifiedCode(t, pendingOwner);
    const pending = await t.post('/api/withdrawals', {
      token: pendingOwner.token,
      body: {
        amount: '20',
        asset: 'USDT',
        walletAddress: await usableAddress(t, pendingOwner),
        otp: pendingCode,
      },
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    const depositId = await storeTestTransfer(t, actors[0]!.id);

    const { started, release } = await heldCycle(week(1), '100');
    try {
      // The cycle really holds the recipients' rows against an exclusive lock (its key-share locks).
      const probe = await t.pool.connect();
      try {
        await probe.query('BEGIN');
        await expect(
          probe.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE NOWAIT', [actors[0]!.id]),
        ).rejects.toMatchObject({ code: '55P03' });
      } finally {
        await probe.query('ROLLBACK');
        probe.release();
      }

      const withdrawals = actors.slice(0, ACTORS - 1).map((actor) =>
        timed(async () => {
          const otp = await verifiedCode(t, actor);
          const walletAddress = await usableAddress(t, actor);
          return t.post('/api/withdrawals', {
            token: actor.token,
            body: { amount: '12.5', asset: 'USDT', walletAddress, otp },
          });
        }),
      );
      const decision = timed(() =>
        t.put(`/api/withdrawals/${pending.body.data._id}`, {
          token: admin.token,
          body: { status: 'APPROVED' },
        }),
      );
      const credit = timed(() => creditTransfer(t.db, depositId, t.clock.now(), t.app.subscriptionPaid));
      const done = await Promise.all(withdrawals);
      expect(done.map((d) => d.result.status)).toEqual(done.map(() => 200));
      expect((await decision).result.status).toBe(200);
      expect((await credit).result).not.toBeNull();
      // Still inside the cycle's transaction: nothing of it is visible yet.
      expect(
        await t.db.execute(
          sql`SELECT 1 FROM cycles WHERE id = ${started.cycle.id}::uuid AND status = 'RUNNING'`,
        ),
      ).toMatchObject({ rowCount: 1 });

      const waits = [...done.map((d) => d.ms), (await decision).ms, (await credit).ms];
      console.log(
        `money actions during a held cycle of ${SIZE} members: ${waits.length} calls, ` +
          `p50 ${percentile(waits, 50).toFixed(0)} ms, p99 ${percentile(waits, 99).toFixed(0)} ms ` +
          '(each withdrawal is three calls: code, verify, create)',
      );
    } finally {
      release();
    }
    expect(await started.finished).toMatchObject({ status: 'PAID' });
    // 50 funded - 12.5 held, plus the cycle's rewards.
    const after = await getBalances(t.db, actors[0]!.id);
    expect(after.held).toBe('12.5');
    await expectLedgerIntact(t.db);
  });

  it('gives up on a member row held elsewhere after a short wait: 503 SERVICE_UNAVAILABLE with Retry-After, nothing written', async () => {
    const actor = actors[1]!; // its withdrawal above is pending: reject it first
    const [own] = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM withdrawals WHERE user_id = ${actor.id}::uuid AND status = 'PENDING'`,
      )
    ).rows;
    await t.put(`/api/withdrawals/${own!.id}`, {
      token: admin.token,
      body: { status: 'REJECTED', reason: 'test' },
    });
    const otp = await verifiedCode(t, actor);
    const walletAddress = await usableAddress(t, actor);
    const held = await t.pool.connect();
    await held.query('BEGIN');
    await held.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [actor.id]);
    try {
      const res = await t.post('/api/withdrawals', {
        token: actor.token,
        body: { amount: '1', asset: 'USDT', walletAddress, otp },
      });
      expect({
        status: res.status,
        message: res.body.message,
        retryAfter: res.headers['retry-after'],
      }).toEqual({
        status: 503,
        message: 'SERVICE_UNAVAILABLE',
        retryAfter: '2',
      });
    } finally {
      await held.query('ROLLBACK');
      held.release();
    }
    const pendingNow = await t.db.execute(
      sql`SELECT 1 FROM withdrawals WHERE user_id = ${actor.id}::uuid AND status = 'PENDING'`,
    );
    expect(pendingNow.rowCount).toBe(0);
    await expectLedgerIntact(t.db);
  });
});

describe('a compliance check that turns compliant while a cycle runs', () => {
  it("ends with the cycle's rewards of that member credited (released right after the cycle commits)", async () => {
    const member = actors[2]!;
    await markNonCompliant(t.db, [member.id], t.clock.now());
    const { started, release } = await heldCycle(week(2), '10');
    // The cycle judged the member at its start: LOCKED. The check finds the member compliant now.
    await recordComplianceCheck(t.db, {
      userId: member.id,
      status: { compliant: true, balanceUsdt: '300' },
      now: t.clock.now(),
    });
    release();
    const paid = await started.finished;
    expect(paid.status).toBe('PAID');
    const statuses = await t.db.execute<{ status: string; n: string }>(sql`
      SELECT status, count(*) AS n FROM (${everyRewardSql()}) rewards WHERE user_id = ${member.id}::uuid AND cycle = ${paid.number} GROUP BY status`);
    expect(statuses.rows.map((r) => r.status)).toEqual(['CREDITED']);
    expect((await getBalances(t.db, member.id)).locked).toBe('0');
    await expectLedgerIntact(t.db);
  });
});
