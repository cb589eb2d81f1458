import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../../src/features/ledger';
import {
  type ComplianceJobOptions,
  runComplianceTick,
} from '../../src/features/rewards/compliance/compliance-job';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { releaseConfirmedLocks } from '../../src/features/rewards/compliance/settle-locks';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import {
  createExchangeClient,
  startExchangeSimulator,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { markCompliant } from '../support/member-facts';
import { createAdmin, createMember, updateUser } from '../support/users';
import { buildNetwork, chain, expectConsistentMoney, type NetMember } from './network';
import { everyRewardSql } from '../../src/features/rewards';

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
const pay = (payer: { id: string }, now: Date) =>
  t.db.transaction((tx) =>
    payDirectRewards(tx, { payerId: payer.id, periodNumber: ++period, feeAmount: '10', now }),
  );
let cycleDay = 0;
/** A DOWNLINE cycle of one row (a day of its own): the source's level-1 upline earns 5 %. */
const cycleOf = (source: NetMember, amount: string, now: Date) =>
  runDownlineCycle({
    db: t.db,
    period: daysAgo(++cycleDay),
    rows: [{ line: 1, uid: source.bingxUid, amount }],
    source: 'CSV',
    now: () => now,
  });
const statuses = async (userId: string) =>
  (
    await t.db.execute<{ status: string }>(
      sql`SELECT status FROM (${everyRewardSql()}) rewards WHERE user_id = ${userId}::uuid ORDER BY created_at, id`,
    )
  ).rows.map((r) => r.status);

describe('the earnings lock', () => {
  it('locks new rewards while non-compliant and releases them when compliant again within 30 days', async () => {
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(member!, day(1));
    await cycleOf(member!, '100', day(2));
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

  it('forfeits what is still locked on a check after 30 days that finds the member not compliant, and later locks on the next such check', async () => {
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

    // A reward after the window, while still non-compliant: locked, then forfeited by the next
    // check that finds the member not compliant; the job's release sweep leaves it alone.
    await pay(member!, day(32));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '2', forfeited: '2' });
    await releaseConfirmedLocks(t.db, day(32));
    expect((await getBalances(t.db, upline!.id)).locked).toBe('2');
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(32.1) });
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      locked: '0',
      forfeited: '4',
      available: '0',
    });

    // Compliant at last: the window closes; nothing is left to release; new rewards are credited.
    const back = await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(40) });
    expect(back).toMatchObject({ forfeited: null, released: { entries: 0 } });
    await pay(member!, day(41));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({
      available: '2',
      forfeited: '4',
      totalEarned: '2',
    });
  });

  it('releases, not forfeits, when the first check after the window finds the member compliant', async () => {
    // Nobody saw the member non-compliant at or after the window's end (say the exchange was
    // down): the rewards are not forfeited blind.
    const day = storyClock();
    const [upline, member] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(member!, day(1));
    const back = await recordComplianceCheck(t.db, { userId: upline!.id, status: OK, now: day(31) });
    expect(back).toMatchObject({ forfeited: null, released: { entries: 1 } });
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ available: '2', forfeited: '0' });
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
    await releaseConfirmedLocks(t.db, day(1));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ available: '2', locked: '0' });
  });
});

describe('compliance that nobody confirmed', () => {
  it('locks the rewards of an upline with no linked UID, one never checked, and one whose last check is too old', async () => {
    const now = t.clock.now();
    // root > unlinked > neverChecked > stale > fresh > payer: the payer's fee pays all four (DIRECT levels 1-4).
    const [unlinked, neverChecked, stale, fresh, payer] = await buildNetwork(t, root, chain(5));
    await updateUser(t, unlinked!.id, { bingxUid: null });
    await t.db.execute(sql`DELETE FROM member_compliance WHERE user_id = ${neverChecked!.id}::uuid`);
    // complianceCheckMaxAgeHours is 72 by default: a check of four days ago no longer confirms.
    await markCompliant(t.db, [stale!.id], new Date(now.getTime() - 4 * DAY_MS));
    await pay(payer!, now);
    const byUpline = async (m: NetMember) => (await statuses(m.id)).join();
    expect({
      unlinked: await byUpline(unlinked!),
      neverChecked: await byUpline(neverChecked!),
      stale: await byUpline(stale!),
      fresh: await byUpline(fresh!),
    }).toEqual({ unlinked: 'LOCKED', neverChecked: 'LOCKED', stale: 'LOCKED', fresh: 'CREDITED' });

    // The setting decides how old a check may be: at 120 hours the four-day-old check confirms.
    await t.db.execute(
      sql`UPDATE settings SET value = '120'::jsonb WHERE key = 'complianceCheckMaxAgeHours'`,
    );
    try {
      await pay(payer!, now);
      expect(await statuses(stale!.id)).toEqual(['LOCKED', 'CREDITED']);
    } finally {
      await t.db.execute(
        sql`UPDATE settings SET value = '72'::jsonb WHERE key = 'complianceCheckMaxAgeHours'`,
      );
    }
  });

  it('refuses withdrawal codes and withdrawals to a member who has not finished onboarding, whatever the client does', async () => {
    const unlinked = await createMember(t);
    await updateUser(t, unlinked.id, { bingxUid: null });
    const unpaid = await createMember(t);
    await updateUser(t, unpaid.id, { subscriptionExpiresAt: new Date(t.clock.now().getTime() - DAY_MS) });
    for (const member of [unlinked, unpaid]) {
      const code = await t.post('/api/otp/withdrawal/request', { token: member.token });
      expect({ status: code.status, message: code.body.message }).toEqual({
        status: 403,
        message: 'ONBOARDING_REQUIRED',
      });
      const withdrawal = await t.post('/api/withdrawals', {
        token: member.token,
        body: {
          amount: 1,
          asset: 'USDT',
          walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
          otp: '123456',
        },
      });
      expect({ status: withdrawal.status, message: withdrawal.body.message }).toEqual({
        status: 403,
        message: 'ONBOARDING_REQUIRED',
      });
    }
  });
});

describe('the compliance job', () => {
  let simulator: ExchangeSimulator;
  const credentials = { apiKey: randomBytes(8).toString('hex'), apiSecret: randomBytes(16).toString('hex') };
  const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
  beforeAll(async () => {
    simulator = await startExchangeSimulator({ ...credentials, rateLimitPerSecond: 100 });
  });
  afterAll(() => simulator.stop());
  const jobOptions = (now: () => Date, baseUrl = simulator.url): ComplianceJobOptions => ({
    db: t.db,
    exchange: createExchangeClient({ baseUrl, ...credentials, pageDelayMs: 0, timeoutMs: 2000 }),
    now,
    log,
    pauseMs: 5,
    appUrl: 'http://localhost:3000',
  });
  /** The real exchange client against a port where nothing listens: the exchange is down. */
  const exchangeDown = 'http://127.0.0.1:9';
  const forget = (members: { id: string }[]) =>
    t.db.execute(
      sql`DELETE FROM member_compliance WHERE user_id = ANY(${sql.param(members.map((m) => m.id))}::uuid[])`,
    );
  const alertsSent = async () =>
    Number(
      (
        await t.db.execute<{ n: string }>(
          sql`SELECT count(DISTINCT created_at) AS n FROM mail_outbox WHERE kind = 'admin-operations-alert'`,
        )
      ).rows[0]?.n,
    );

  it('checks linked ACTIVE members through the exchange, paced, and applies the lock both ways', async () => {
    const day = storyClock();
    // The simulator's rules: a UID ending in 4 does not copy-trade; one ending in 5 does.
    const [copying, idle, locked] = await buildNetwork(t, root, [-1, -1, -1], (i) => ({
      bingxUid: `88877766${i}${[5, 4, 5][i]}`,
      ...(i === 2 ? { status: 'LOCKED' as const } : {}),
    }));
    await forget([copying!, idle!, locked!]); // never checked
    const options = jobOptions(() => day(0));
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

  it('checks a member with locked rewards and no linked UID without the exchange: the window starts, and its end forfeits', async () => {
    const day = storyClock();
    const [upline, payer] = await buildNetwork(t, root, chain(2));
    await updateUser(t, upline!.id, { bingxUid: null });
    await pay(payer!, day(0));
    expect((await getBalances(t.db, upline!.id)).locked).toBe('2');

    await runComplianceTick(jobOptions(() => day(0)));
    const [state] = (
      await t.db.execute<{ compliant: boolean; reason: string; since: Date }>(sql`
        SELECT compliant, reason, non_compliant_since AS since FROM member_compliance WHERE user_id = ${upline!.id}::uuid`)
    ).rows;
    expect(state).toMatchObject({ compliant: false, reason: 'NOT_LINKED' });
    expect(new Date(state!.since)).toEqual(day(0));

    await runComplianceTick(jobOptions(() => day(29.9)));
    expect((await getBalances(t.db, upline!.id)).locked).toBe('2');
    await runComplianceTick(jobOptions(() => day(30.1)));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '0', forfeited: '2' });
  });

  it('never forfeits while the exchange cannot be asked: the window runs on and the admins are told once', async () => {
    const day = storyClock();
    // A UID ending in 2 has a balance of 42.50 USDT at the simulator: not compliant.
    const [upline, source] = await buildNetwork(t, root, chain(2), (i) =>
      i === 0 ? { bingxUid: `8887776${String(cycleDay).padStart(3, '0')}2` } : {},
    );
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await cycleOf(source!, '1000', day(0)); // 5 % at level 1: 50 USDT, locked
    expect((await getBalances(t.db, upline!.id)).locked).toBe('50');
    const alertsBefore = await alertsSent();

    // Day 30 and two minutes: the window has ended, the exchange is down. Nothing is decided.
    const down = await runComplianceTick(
      jobOptions(() => new Date(day(30).getTime() + 120_000), exchangeDown),
    );
    expect(down).toMatchObject({ exchangeDown: true, overdue: expect.any(Number) });
    expect(down.overdue).toBeGreaterThanOrEqual(1);
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '50', forfeited: '0' });
    expect(await alertsSent()).toBe(alertsBefore + 1);
    // Still down an hour later: still nothing forfeited, and no second e-mail.
    await runComplianceTick(jobOptions(() => day(30.1), exchangeDown));
    expect((await getBalances(t.db, upline!.id)).forfeited).toBe('0');
    expect(await alertsSent()).toBe(alertsBefore + 1);

    // The exchange answers again and still finds the member not compliant: now it is forfeited.
    await runComplianceTick(jobOptions(() => day(30.2)));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '0', forfeited: '50' });
    // The exchange answered: the alert is cleared, so the next outage that holds up a decision is told again.
    const [alert] = (
      await t.db.execute<{ cleared_at: Date | null }>(
        sql`SELECT cleared_at FROM admin_alerts WHERE key = 'compliance-exchange-unavailable'`,
      )
    ).rows;
    expect(alert?.cleared_at).not.toBeNull();
  });

  it('leaves the locked rewards of a LOCKED account alone: it is not checked, so nothing is forfeited', async () => {
    const day = storyClock();
    const [upline, payer] = await buildNetwork(t, root, chain(2));
    await recordComplianceCheck(t.db, { userId: upline!.id, status: LOW_BALANCE, now: day(0) });
    await pay(payer!, day(1));
    await updateUser(t, upline!.id, { status: 'LOCKED' });
    await runComplianceTick(jobOptions(() => day(40)));
    expect(await expectConsistentMoney(t.db, upline!.id)).toMatchObject({ locked: '2', forfeited: '0' });
  });
});
