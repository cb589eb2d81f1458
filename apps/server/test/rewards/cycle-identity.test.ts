import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../../src/features/ledger';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { daysAgo, week } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';
import { buildNetwork, chain, expectConsistentMoneyForAll, type NetMember } from './network';

// Issue 20, item 1: a cycle is identified by what it pays for (one UID's profit for one day at
// most once, and the same data once), not by its free-text name.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
type Rows = { line: number; uid: string; amount: string }[];
const importRows = (
  period: { start: string; end: string },
  rows: Rows,
  options: { name?: string; skipAlreadyPaid?: boolean } = {},
) => runDownlineCycle({ db: t.db, period, rows, source: 'CSV', now: t.clock.now, ...options });
const earned = async (m: NetMember) => (await getBalances(t.db, m.id)).downlineEarned;
const count = async (table: 'rewards' | 'ledger_entries' | 'cycles') =>
  Number((await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.raw(table)}`)).rows[0]?.n);

describe('the same profits', () => {
  it('imported as "2025-05", then with no name, then as "2025-5" pay the level-1 upline once', async () => {
    const [upline, member] = await buildNetwork(t, admin, chain(2));
    const rows = [{ line: 1, uid: member!.bingxUid, amount: '100' }];
    const may = week(8);
    expect(await importRows(may, rows, { name: '2025-05' })).toMatchObject({ status: 'PAID' });
    await expect(importRows(may, rows)).rejects.toMatchObject({ code: 'CYCLE_ALREADY_IMPORTED' });
    await expect(importRows(may, rows, { name: '2025-5' })).rejects.toMatchObject({
      code: 'CYCLE_ALREADY_IMPORTED',
    });
    expect(await earned(upline!)).toBe('5');
  });

  it('of a file with one bad line, fixed and uploaded again, pay each good line once', async () => {
    const members = await buildNetwork(t, admin, [-1, 0, 0, 0]);
    const [upline, a, b, c] = members;
    const period = week(7);
    const good = [
      { line: 1, uid: a!.bingxUid, amount: '100' },
      { line: 2, uid: b!.bingxUid, amount: '200' },
    ];
    const first = await importRows(period, [...good, { line: 3, uid: c!.bingxUid, amount: '3O0' }]);
    expect(first).toMatchObject({ status: 'PAID', paidRows: 2, rejectedCount: 1 });
    expect(await earned(upline!)).toBe('15'); // 5 % of 300
    const cyclesBefore = await count('cycles');

    // The fixed file: other data, but two of its lines were paid for these very days.
    const fixed = [...good, { line: 3, uid: c!.bingxUid, amount: '300' }];
    await expect(importRows(period, fixed)).rejects.toMatchObject({
      code: 'CYCLE_PERIOD_OVERLAP',
      data: {
        count: 2,
        rows: [
          { line: 1, uid: a!.bingxUid, cycle: first.number, from: period.start, to: period.end },
          { line: 2, uid: b!.bingxUid, cycle: first.number, from: period.start, to: period.end },
        ],
      },
    });
    expect(await count('cycles')).toBe(cyclesBefore); // a refused import leaves no cycle behind
    expect(await earned(upline!)).toBe('15');

    // Only the new rows: the corrected line is paid, the other two are listed as already paid.
    const second = await importRows(period, fixed, { skipAlreadyPaid: true });
    expect(second).toMatchObject({ status: 'PAID', paidRows: 1, alreadyPaidCount: 2 });
    expect(second.report.alreadyPaidRows?.map((r) => r.uid)).toEqual([a!.bingxUid, b!.bingxUid]);
    expect(await earned(upline!)).toBe('30'); // + 5 % of 300
    await expectConsistentMoneyForAll(t.db);
  });

  it('over overlapping days are refused for the shared days only, naming them; other UIDs still pay', async () => {
    const [upline, a, b] = await buildNetwork(t, admin, [-1, 0, 0]);
    // Days 20 to 14 ago, then 17 to 11 ago: days 17 to 14 ago are shared.
    const first = { start: daysAgo(20).start, end: daysAgo(14).end };
    const second = { start: daysAgo(17).start, end: daysAgo(11).end };
    await importRows(first, [{ line: 1, uid: a!.bingxUid, amount: '10' }]);
    const both = [
      { line: 1, uid: a!.bingxUid, amount: '10' },
      { line: 2, uid: b!.bingxUid, amount: '20' },
    ];
    await expect(importRows(second, both)).rejects.toMatchObject({
      code: 'CYCLE_PERIOD_OVERLAP',
      data: { count: 1, rows: [{ line: 1, uid: a!.bingxUid, from: daysAgo(17).start, to: daysAgo(14).end }] },
    });
    const paid = await importRows(second, both, { skipAlreadyPaid: true });
    expect(paid).toMatchObject({ paidRows: 1, alreadyPaidCount: 1 });
    expect(await earned(upline!)).toBe('1.5'); // 5 % of 10, then 5 % of 20
  });
});

describe('who a cycle pays is judged for its period, not for the day it is imported', () => {
  it('pays for a member whose subscription ended after the period, and not an upline who subscribed after it', async () => {
    // top > late > source: the cycle pays the days of week 3; the source's subscription ran
    // through them and ended two days later (expired today); `late` joined and paid after them.
    const [top, late, source] = await buildNetwork(t, admin, chain(3));
    const period = week(3);
    const endOfPeriod = Date.parse(`${period.end}T00:00:00Z`) + DAY_MS;
    const setPeriod = async (id: string, from: number, until: number) => {
      await t.db.execute(sql`DELETE FROM subscription_periods WHERE user_id = ${id}::uuid`);
      await t.db.execute(sql`
        INSERT INTO subscription_periods (user_id, period_number, starts_at, ends_at, paid_at, amount_usdt)
        VALUES (${id}::uuid, 1, ${new Date(from).toISOString()}::timestamptz, ${new Date(until).toISOString()}::timestamptz,
                ${new Date(from).toISOString()}::timestamptz, 10)`);
      await t.db
        .execute(sql`UPDATE users SET subscription_paid_at = ${new Date(from).toISOString()}::timestamptz,
                               subscription_expires_at = ${new Date(until).toISOString()}::timestamptz WHERE id = ${id}::uuid`);
    };
    await setPeriod(source!.id, endOfPeriod - 300 * DAY_MS, endOfPeriod + 2 * DAY_MS);
    await setPeriod(late!.id, endOfPeriod + DAY_MS, endOfPeriod + 366 * DAY_MS);

    const cycle = await importRows(period, [{ line: 1, uid: source!.bingxUid, amount: '100' }]);
    expect(cycle).toMatchObject({ status: 'PAID', paidRows: 1, rejectedCount: 0 });
    expect(await earned(late!)).toBe('0'); // level 1: not subscribed during the period
    expect(await earned(top!)).toBe('2'); // level 2: 2 % of 100, not moved down a level

    // A member subscribed now but not during the period is refused as a source.
    const refused = await importRows(period, [{ line: 1, uid: late!.bingxUid, amount: '100' }]);
    expect(refused.report.rejectedRows).toEqual([
      { line: 1, reason: 'the member had no paid subscription during the period' },
    ]);
  });
});

describe('over the API', () => {
  const csv = (rows: [string, string][]) => `uid,amount\n${rows.map((r) => r.join(',')).join('\n')}\n`;

  it('previews what an import would pay, writes nothing, and the import pays exactly that', async () => {
    const [upline, a, b] = await buildNetwork(t, admin, [-1, 0, 1]);
    const period = { periodStart: week(6).start, periodEnd: week(6).end };
    await importRows(week(6), [{ line: 1, uid: a!.bingxUid, amount: '40' }]); // a is already paid
    const file = csv([
      [a!.bingxUid, '40'],
      [b!.bingxUid, '100'],
      ['55555555551', '7'],
      ['x', '1'],
    ]);
    const before = {
      rewards: await count('rewards'),
      ledger: await count('ledger_entries'),
      cycles: await count('cycles'),
    };
    const preview = await t.post('/api/rewards/admin/cycles/preview', {
      token: admin.token,
      body: { csv: file, ...period },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // b pays its upline a (level 1, 5 % of 100) and the top upline (level 2, 2 %).
    expect(preview.body.data).toMatchObject({
      ...period,
      alreadyImported: null,
      totalRows: 4,
      rowsToPay: 1,
      alreadyPaidCount: 1,
      alreadyPaidRows: [{ line: 2, uid: a!.bingxUid }],
      unknownCount: 1,
      unknownUids: [{ line: 4, uid: '55555555551' }],
      rejectedCount: 1,
      levels: [
        { level: 1, rewards: 1, amount: 5 },
        { level: 2, rewards: 1, amount: 2 },
      ],
      totalMasterAmount: 100,
      totalRewardAmount: 7,
    });
    expect({
      rewards: await count('rewards'),
      ledger: await count('ledger_entries'),
      cycles: await count('cycles'),
    }).toEqual(before);

    const imported = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: file, ...period, skipAlreadyPaid: true, period: 'Week 6' },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({
      status: 'PAID',
      totals: {
        paidRows: 1,
        alreadyPaidCount: 1,
        rewardsCreated: 2,
        totalRewardAmount: 7,
        totalMasterAmount: 100,
      },
    });
    // The top upline: 5 % of a's 40 earlier, then 2 % of b's 100 at level 2.
    expect((await getBalances(t.db, upline!.id)).downlineEarned).toBe('4');
    // The same file previewed again names the cycle that paid it.
    const again = await t.post('/api/rewards/admin/cycles/preview', {
      token: admin.token,
      body: { csv: file, ...period },
    });
    expect(again.body.data.alreadyImported).toEqual({
      _id: imported.body.data._id,
      cycle: imported.body.data.cycle,
    });
  });

  it('writes every import to the audit log (who, days, data fingerprint, rows, total), found by the cycle filter', async () => {
    const [, a] = await buildNetwork(t, admin, [-1, 0]);
    const period = { periodStart: week(5).start, periodEnd: week(5).end };
    const imported = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: csv([[a!.bingxUid, '10']]), ...period, period: 'audited' },
    });
    expect(imported.status).toBe(200);
    const audit = await t.get('/api/admin/audit-logs?targetType=cycle', { token: admin.token });
    expect(audit.status).toBe(200);
    const entry = audit.body.data.auditLogs.find(
      (e: { target: { id: string } }) => e.target.id === imported.body.data._id,
    );
    expect(entry).toMatchObject({
      action: 'cycle.import',
      actor: { userId: admin.userId },
      target: { type: 'cycle', id: imported.body.data._id },
      after: {
        cycle: imported.body.data.cycle,
        name: 'audited',
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        contentHash: imported.body.data.contentHash,
        totalRows: 1,
        paidRows: 1,
        totalRewardAmount: '0.5',
      },
    });
  });

  it('refuses a period that has not ended, or ends before it starts, with clear errors', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const notEnded = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: 'uid,amount\n123456789,1\n', periodStart: week(1).start, periodEnd: today },
    });
    expect({ status: notEnded.status, message: notEnded.body.message }).toEqual({
      status: 400,
      message: 'CYCLE_PERIOD_NOT_ENDED',
    });
    const backwards = await t.post('/api/rewards/admin/cycles/preview', {
      token: admin.token,
      body: { csv: 'uid,amount\n123456789,1\n', periodStart: week(1).end, periodEnd: week(1).start },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'periodEnd', message: 'The period must end on or after the day it starts' }] },
    });
    const notADay = await t.post('/api/rewards/admin/cycles/preview', {
      token: admin.token,
      body: { csv: 'uid,amount\n123456789,1\n', periodStart: '2025-02-30', periodEnd: '2025-03-01' },
    });
    expect(notADay.body).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'periodStart', message: 'Enter a day as YYYY-MM-DD' }] },
    });
  });
});
