import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../../src/features/ledger';
import { runComplianceTick } from '../../src/features/rewards/compliance/compliance-job';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { sweepLocks } from '../../src/features/rewards/compliance/sweep-locks';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import {
  createExchangeClient,
  startExchangeSimulator,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, expectConsistentMoney, type NetMember } from './network';

const DAY_MS = 86_400_000;
let t: TestApp;
let root: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  root = await createAdmin(t);
});
afterAll(() => t.close());

/** A moving clock for one story: day(n) is n days after its start. */
function storyClock() {
  const start = t.clock.now().getTime();
  return (days: number) => new Date(start + days * DAY_MS);
}

const LOW_BALANCE = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '42.5' };
const OK = { compliant: true, balanceUsdt: '250' };
let period = 0;
/** A 10 USDT subscription payment of `payer`: its level-1 upline earns 2 USDT (DIRECT, 20 %). */
const pay = (payer: NetMember, now: Date) =>
  t.db.transaction((tx) =>
    payDirectRewards(tx, { payerId: payer.id, periodNumber: ++period, feeAmount: '10', now }),
  );
const statuses = async (userId: string) =>
  (
    await t.db.execute<{ status: string }>(
      sql`SELECT status FROM rewards WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
    )
  ).rows.map((r) => r.status);

describe('the earnings lock', () => {
  it('locks new rewards while non-compliant and releases them when compliant again within 30 days', async () => {
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(member!, day(1));
    await runDownlineCycle({
      db: t.db,
      periodLabel: `lock-${upline!.id}`,
      rows: [{ line: 1, uid: member!.bingxUid, amount: '100' }],
      source: 'CSV',
      now: () => day(2),
    });
    expect(await statuses(upline!.id)).toEqual(['LOCKED', 'LOCKED']);
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      available: '0',
      totalEarned: '0',
      locked: '7',
    });

    // Still non-compliant on day 20: nothing changes, the window keeps its start.
    const still = await recordComplianceCheck(t.db, {
      userId: upline!.id,
      status: LOW_BALANCE,
      now: day(20),
    });
    expect(still.nonCompliantSince).toEqual(day(0));
    const back = await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(30) });
    expect(back.released).toEqual({ entries: 2, amount: expect.stringMatching(/^7(\.0+)?$/) });
    expect(await statuses(upline!.id)).toEqual(['CREDITED', 'CREDITED']);
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      available: '7',
      totalEarned: '7',
      locked: '0',
      directEarned: '2',
      downlineEarned: '5',
    });

    // Compliant again: new rewards are credited at once.
    await pay(member!, day(31));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ available: '9', locked: '0' });
  });

  it('forfeits what is still locked after 30 days, records it, and forfeits later locks too', async () => {
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(member!, day(3));
    const late = await recordComplianceCheck(t.db, {
      userId: upline!.id,
      status: LOW_BALANCE,
      now: day(30.5),
    });
    expect(late.forfeited).toEqual({ entries: 1, amount: expect.stringMatching(/^2(\.0+)?$/) });
    expect(await statuses(upline!.id)).toEqual(['FORFEITED']);
    const forfeits = await t.db.execute<{ amount: string }>(
      sql`SELECT trim_scale(amount)::text AS amount FROM ledger_entries WHERE user_id = ${upline!.id}::uuid AND kind = 'LOCK_FORFEIT'`,
    );
    expect(forfeits.rows).toEqual([{ amount: '2' }]);

    // A reward after the window, while still non-compliant: locked, then forfeited by the job's sweep.
    await pay(member!, day(32));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '2', forfeited: '2' });
    await sweepLocks(t.db, day(32));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      locked: '0',
      forfeited: '4',
      available: '0',
    });

    // Compliant at last: the window closes; nothing is left to release; new rewards are credited.
    const back = await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(40) });
    expect(back.forfeited?.entries).toBe(0);
    await pay(member!, day(41));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      available: '2',
      forfeited: '4',
      totalEarned: '2',
    });
  });

  it('forfeits, not releases, when compliance comes back after the window', async () => {
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(member!, day(1));
    const back = await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(31) });
    expect(back).toMatchObject({ released: null, forfeited: { entries: 1 } });
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ available: '0', forfeited: '2' });
  });

  it('releases a lock that a payment wrote from a stale view after the member was compliant again', async () => {
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(0) });
    // What a cycle that read "non-compliant" before the release committed leaves behind.
    await t.db.execute(
      sql`UPDATE member_compliance SET compliant = false WHERE user_id = ${upline!.id}::uuid`,
    );
    await pay(member!, day(1));
    await t.db.execute(
      sql`UPDATE member_compliance SET compliant = true WHERE user_id = ${upline!.id}::uuid`,
    );
    expect((await getBalances(t.db, upline!.id)).locked).toBe('2');
    await sweepLocks(t.db, day(1));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ available: '2', locked: '0' });
  });
});

describe('the compliance job', () => {
  let simulator: ExchangeSimulator;
  const credentials = { apiKey: randomBytes(8).toString('hex'), apiSecret: randomBytes(16).toString('hex') };
  beforeAll(async () => {
    simulator = await startExchangeSimulator({ ...credentials, rateLimitPerSecond: 100 });
  });
  afterAll(() => simulator.stop());

  it('checks linked ACTIVE members through the exchange, paced, and applies the lock both ways', async () => {
    const day = storyClock();
    // The simulator's rules: a UID ending in 4 does not copy-trade; one ending in 5 does.
    const [copying, idle, locked] = await buildNetwork(t, root, [-1, -1, -1], (i) => ({
      bingxUid: `88877766${i}${[5, 4, 5][i]}`,
      ...(i === 2 ? { status: 'LOCKED' as const } : {}),
    }));
    const exchange = createExchangeClient({ baseUrl: simulator.url, ...credentials, pageDelayMs: 0 });
    const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
    const options = { db: t.db, exchange, now: () => day(0), log, pauseMs: 5 };
    const first = await runComplianceTick(options);
    expect(first.checked).toBeGreaterThanOrEqual(2);
    const rows = await t.db.execute<{ user_id: string; compliant: boolean; reason: string | null }>(sql`
      SELECT user_id, compliant, reason FROM member_compliance WHERE user_id IN (${copying!.id}::uuid, ${idle!.id}::uuid, ${locked!.id}::uuid)`);
    const byId = new Map(rows.rows.map((r) => [r.user_id, r]));
    expect(byId.get(copying!.id)).toMatchObject({ compliant: true, reason: null });
    expect(byId.get(idle!.id)).toMatchObject({ compliant: false, reason: 'NOT_COPYING' });
    expect(byId.has(locked!.id)).toBe(false); // a LOCKED account earns nothing: not checked

    // Checked again only when due: nobody within the hour.
    expect((await runComplianceTick({ ...options, now: () => day(0.01) })).checked).toBe(0);

    // The idle member starts copying; the next hourly check releases what was locked meanwhile.
    const [child] = await buildNetwork(t, { id: idle!.id }, [-1]);
    await pay(child!, day(0.02));
    expect((await getBalances(t.db, idle!.id)).locked).toBe('2');
    simulator.state.setAccount(idle!.bingxUid, { copying: true, traded: true });
    await runComplianceTick({ ...options, now: () => day(0.1) });
    expect(await expectConsistentMoney(t.db, idle!.id)).toMatchObject({ available: '2', locked: '0' });
  });
});
