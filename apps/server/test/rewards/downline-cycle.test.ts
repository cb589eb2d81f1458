import { DEFAULT_DOWNLINE_REWARD_RATES, errorText, MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverInterruptedCycles, tryCycleSession } from '../../src/features/rewards/cycles/cycle-lock';
import { checkRows, contentHash, rowReasons } from '../../src/features/rewards/cycles/cycle-rows';
import { runDownlineCycle, startDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { derivedDownlineRewardsSql } from '../../src/features/rewards/queries/derived-downline-rewards';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { week } from '../support/cycle-periods';
import { markNonCompliant } from '../support/member-facts';
import { createAdmin } from '../support/users';
import {
  buildNetwork,
  expectConsistentMoneyForAll,
  type NetMember,
  referenceRewards,
  seededRandom,
  toUnits18,
} from './network';
import { everyRewardSql } from '../../src/features/rewards';

let t: TestApp;
let members: NetMember[];
const DAY_MS = 86_400_000;

// 320 members: a chain of 24 (deeper than 15 levels), the rest under earlier members with a bias
// towards the first ones (some bring many, most bring few). Some cannot earn or pay for others.
const SIZE = 320;
const random = seededRandom(20250501);
const parents = Array.from({ length: SIZE }, (_, i) =>
  i === 0 ? -1 : i < 24 ? i - 1 : Math.floor(i * random() ** 2),
);
const LOCKED = 30;
const DISABLED = 31;
const UNVERIFIED = 32; // earns nothing, and its own amount is refused
const EXPIRED = 33; // subscription ended before the cycles' periods: same
const DELETED = 34;
const NON_COMPLIANT = [5, 40];

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  const past = new Date(t.clock.now().getTime() - DAY_MS);
  const longAgo = new Date(t.clock.now().getTime() - 90 * DAY_MS);
  members = await buildNetwork(t, root, parents, (i) => ({
    ...(i === LOCKED ? { status: 'LOCKED' as const } : {}),
    ...(i === DISABLED ? { status: 'DISABLED' as const } : {}),
    ...(i === UNVERIFIED ? { isEmailVerified: false } : {}),
    ...(i === EXPIRED ? { subscriptionExpiresAt: longAgo } : {}),
    ...(i === DELETED ? { deletedAt: past } : {}),
  }));
  await markNonCompliant(
    t.db,
    NON_COMPLIANT.map((i) => members[i]!.id),
    t.clock.now(),
  );
});

afterAll(() => t.close());

/** An amount per member with up to 18 decimals (some tiny, so rounding to 8 decimals matters). */
const amountOf = (i: number) =>
  i % 7 === 0
    ? `0.0000000${i + 1}`
    : `${(i * 37) % 1000}.${String((i * 7919) % 1_000_000).padStart(6, '0')}123456789012`;

/**
 * The reference: walk each paid member's referrers in JS, level by level, and apply the rules
 * written plainly (who earns, rounding down to 8 decimals with bigint maths): network.ts.
 */
function expectedRewards(paid: NetMember[], percentByLevel: Map<number, string>) {
  // Subscribed during the period: test members' subscriptions start long before it (member-facts.ts).
  const periodStart = new Date(`${week(1).start}T00:00:00Z`);
  return referenceRewards({
    members,
    sources: paid.map((m) => ({ member: m, amount: amountOf(m.index) })),
    percentByLevel,
    earns: (m) =>
      m.status === 'ACTIVE' &&
      !m.deletedAt &&
      !m.isAdmin &&
      m.isEmailVerified &&
      m.subscriptionExpiresAt! > periodStart,
    statusOf: (m) => (NON_COMPLIANT.includes(m.index) ? 'LOCKED' : 'CREDITED'),
  });
}

/**
 * The cycle's rewards as the lists read them (every reward: the rows of `rewards` and the cycles'
 * derived), or its derivation alone (ADR 0031); the cycle writes no rows (ADR 0032).
 */
async function rewardsOfCycle(cycle: number, from: 'every reward' | 'derived' = 'every reward') {
  const rows =
    from === 'every reward'
      ? sql`SELECT * FROM (${everyRewardSql()}) rewards WHERE type = 'DOWNLINE' AND cycle = ${cycle}`
      : derivedDownlineRewardsSql({ cycle });
  const result = await t.db.execute<{ key: string; amount: string; status: string; level: number }>(sql`
    SELECT user_id || '>' || source_user_id AS key, trim_scale(reward_amount)::text AS amount, status, level
      FROM (${rows}) r`);
  return new Map(result.rows.map((r) => [r.key, { amount: r.amount, status: r.status, level: r.level }]));
}

const rowsFor = (list: NetMember[]) =>
  list.map((m, k) => ({ line: k + 2, uid: m.bingxUid, amount: amountOf(m.index) }));
type Rows = { line: number; uid: string; amount: string }[];
const run = (period: { start: string; end: string }, rows: Rows, options: { name?: string } = {}) =>
  runDownlineCycle({ db: t.db, period, name: options.name, rows, source: 'CSV', now: t.clock.now });
/** Rows of a table; for 'rewards', every reward (the cycles' derived). */
const count = async (table: 'rewards' | 'ledger_entries' | 'cycle_inputs') =>
  Number(
    (
      await t.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM ${table === 'rewards' ? sql`(${everyRewardSql()}) r` : sql.raw(table)}`,
      )
    ).rows[0]?.n,
  );

let firstRows: { line: number; uid: string; amount: string }[];

describe('a DOWNLINE cycle over a network', () => {
  it('pays every upline at levels 1-15 as an independent walk up the referrers computes it', async () => {
    const rows = (firstRows = [
      ...rowsFor(members),
      { line: 400, uid: '999999999', amount: '5' }, // unknown UID
      { line: 401, uid: members[3]!.bingxUid, amount: '1' }, // duplicate
      { line: 402, uid: 'x1', amount: '1' },
    ]);
    const cycle = await run(week(1), rows, { name: '2025-05' });

    const refused = [UNVERIFIED, EXPIRED, DELETED];
    const paid = members.filter((m) => !refused.includes(m.index));
    const percentByLevel = new Map(DEFAULT_DOWNLINE_REWARD_RATES.map((r) => [r.level, r.percent]));
    const expected = expectedRewards(paid, percentByLevel);
    const actual = await rewardsOfCycle(cycle.number);
    expect(actual.size).toBeGreaterThan(2000);
    expect(actual).toEqual(expected);
    expect(await rewardsOfCycle(cycle.number, 'derived')).toEqual(expected);

    // Depth beyond 15: the deepest member of the chain pays exactly 15 uplines.
    const deepest = members[23]!;
    const fromDeepest = [...actual.keys()].filter((k) => k.endsWith(`>${deepest.id}`));
    expect(fromDeepest).toHaveLength(MAX_LEVEL);

    expect(cycle).toMatchObject({
      status: 'PAID',
      number: 1,
      periodLabel: '2025-05',
      periodStart: week(1).start,
      periodEnd: week(1).end,
      totalRows: SIZE + 3,
      paidRows: paid.length,
      unknownCount: 1,
      rejectedCount: 2 + refused.length,
      rewardsCreated: expected.size,
    });
    expect(cycle.report.unknownUids).toEqual([{ line: 400, uid: '999999999' }]);
    expect(cycle.report.rejectedRows).toEqual(
      [
        { line: UNVERIFIED + 2, reason: 'the member has not verified their e-mail' },
        { line: EXPIRED + 2, reason: 'the member had no paid subscription during the period' },
        { line: DELETED + 2, reason: "the member's account is deleted" },
        { line: 401, reason: rowReasons.duplicate(5) },
        { line: 402, reason: rowReasons.uid },
      ].sort((a, b) => a.line - b.line),
    );
    const total = [...expected.values()].reduce((sum, r) => sum + toUnits18(r.amount), 0n);
    expect(toUnits18(cycle.totalRewardAmount)).toBe(total);
    const master = paid.reduce((sum, m) => sum + toUnits18(amountOf(m.index)), 0n);
    expect(toUnits18(cycle.totalMasterAmount)).toBe(master);

    // One ledger entry per recipient: the sum of its rewards, locked for non-compliant members.
    const entries = await t.db.execute<{ kind: string; n: string }>(sql`
      SELECT kind, count(*) AS n FROM ledger_entries WHERE cycle_id = ${cycle.id}::uuid GROUP BY kind`);
    const recipients = new Set([...expected.keys()].map((k) => k.split('>')[0]));
    expect(entries.rows.reduce((n, r) => n + Number(r.n), 0)).toBe(recipients.size);
    expect(entries.rows.find((r) => r.kind === 'REWARD_LOCKED')?.n).toBe(String(NON_COMPLIANT.length));
    expect(await expectConsistentMoneyForAll(t.db)).toBe(recipients.size);
  });

  it('pays nothing twice: the same data again is refused whatever its name, days or file layout', async () => {
    const before = {
      rewards: await count('rewards'),
      ledger: await count('ledger_entries'),
      inputs: await count('cycle_inputs'),
    };
    // The same rows on other lines, under another name and other days (the order of a file does
    // not matter either: the data's fingerprint sorts the rows, see cycle-csv.test.ts).
    const again = run(
      week(5),
      firstRows.map((r) => ({ ...r, line: r.line + 10 })),
      { name: 'May again' },
    );
    await expect(again).rejects.toMatchObject({ code: 'CYCLE_ALREADY_IMPORTED', data: { cycle: 1 } });
    expect({
      rewards: await count('rewards'),
      ledger: await count('ledger_entries'),
      inputs: await count('cycle_inputs'),
    }).toEqual(before);
  });

  it('names a cycle after its days when no name is given', async () => {
    const first = await run(week(2), rowsFor(members.slice(100, 110)));
    expect(first).toMatchObject({ status: 'PAID', periodLabel: `${week(2).start} to ${week(2).end}` });
  });

  it('follows the same data being paid elsewhere: two imports at once pay once, both get its result', async () => {
    const rows = rowsFor(members.slice(40, 100));
    const rewards = await count('rewards');
    let reachedRecording!: () => void;
    const recording = new Promise<void>((resolve) => (reachedRecording = resolve));
    let finishRecording!: () => void;
    const held = new Promise<void>((resolve) => (finishRecording = resolve));
    const a = await startDownlineCycle({
      db: t.db,
      period: week(3),
      rows,
      source: 'CSV',
      now: t.clock.now,
      onProgress: async ({ phase }) => {
        if (phase !== 'RECORDING') return;
        reachedRecording();
        await held; // the first run's transaction stays open here
      },
    });
    await recording;
    const b = await startDownlineCycle({ db: t.db, period: week(3), rows, source: 'CSV', now: t.clock.now });
    expect(b).toMatchObject({ existing: true, cycle: { id: a.cycle.id } });
    finishRecording();
    const [doneA, doneB] = await Promise.all([a.finished, b.finished]);
    expect(doneA).toMatchObject({ id: a.cycle.id, status: 'PAID' });
    expect(doneB).toMatchObject({ id: a.cycle.id, status: 'PAID' });
    expect(await count('rewards')).toBe(rewards + doneA.rewardsCreated);
    const made = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM (${everyRewardSql()}) rewards WHERE cycle = ${doneA.number}`,
    );
    expect(Number(made.rows[0]?.n)).toBe(doneA.rewardsCreated);
  });

  it('refuses another period while one runs (CYCLE_IN_PROGRESS)', async () => {
    const other = await tryCycleSession(t.db); // as a run on another instance would hold it
    expect(other).not.toBeNull();
    try {
      await expect(run(week(4), rowsFor(members.slice(0, 10)))).rejects.toMatchObject({
        code: 'CYCLE_IN_PROGRESS',
      });
    } finally {
      await other!.release();
    }
    expect((await run(week(4), rowsFor(members.slice(0, 10)))).status).toBe('PAID');
  });

  it('numbers cycles in order and dates rewards by the run', async () => {
    const numbers = await t.db.execute<{ number: number; period_label: string }>(
      sql`SELECT number, period_label FROM cycles ORDER BY number`,
    );
    expect(numbers.rows.map((r) => r.number)).toEqual(numbers.rows.map((_, i) => i + 1));
  });
});

describe('a cycle that fails', () => {
  it('pays nothing, says why, and the period can be run again', async () => {
    const rewards = await count('rewards');
    const ledger = await count('ledger_entries');
    await t.db.execute(
      sql`UPDATE settings SET value = '[{"level":1,"percent":"10"}]'::jsonb WHERE key = 'downlineRewardRates'`,
    );
    const rows = rowsFor(members.slice(200, 250));
    await expect(run(week(6), rows, { name: '2025-09' })).rejects.toMatchObject({
      code: 'REWARD_RATES_INVALID',
      message: expect.stringContaining('add up to 15%'),
    });
    const [failed] = (
      await t.db.execute<{ status: string; error: string; error_code: string; number: number }>(
        sql`SELECT status, error, error_code, number FROM cycles WHERE period_label = '2025-09'`,
      )
    ).rows;
    expect(failed).toMatchObject({
      status: 'FAILED',
      error_code: 'REWARD_RATES_INVALID',
      error: expect.stringContaining('add up to 15%'),
    });
    expect(await count('rewards')).toBe(rewards);
    expect(await count('ledger_entries')).toBe(ledger);

    await t.db.execute(
      sql`UPDATE settings SET value = ${JSON.stringify(DEFAULT_DOWNLINE_REWARD_RATES)}::jsonb WHERE key = 'downlineRewardRates'`,
    );
    const retried = await run(week(6), rows, { name: '2025-09' });
    expect(retried).toMatchObject({ status: 'PAID', number: failed!.number, error: null, errorCode: null });
    expect(retried.rewardsCreated).toBeGreaterThan(0);
    await expectConsistentMoneyForAll(t.db);
  });
});

describe('a cycle interrupted by a crash', () => {
  it('is found RUNNING with nobody holding it, marked FAILED, and the same import runs again', async () => {
    const rows = rowsFor(members.slice(250, 270));
    const hash = contentHash(checkRows(rows).accepted);
    // What a killed run leaves: the committed claim, nothing else (its transaction died with it).
    await t.db
      .execute(sql`INSERT INTO cycles (number, period_label, period_start, period_end, source, status, content_hash, started_at)
                           VALUES (99, '2025-10', ${week(7).start}, ${week(7).end}, 'CSV', 'RUNNING', ${hash}, now())`);
    const held = await tryCycleSession(t.db);
    expect(await recoverInterruptedCycles(t.db, t.clock.now())).toBe(0); // a run holds the lock: hands off
    await held!.release();
    expect(await recoverInterruptedCycles(t.db, t.clock.now())).toBe(1);
    const [row] = (
      await t.db.execute<{ status: string; error_code: string; error: string }>(
        sql`SELECT status, error_code, error FROM cycles WHERE period_label = '2025-10'`,
      )
    ).rows;
    expect(row).toMatchObject({
      status: 'FAILED',
      error_code: 'CYCLE_INTERRUPTED',
      error: errorText('CYCLE_INTERRUPTED'),
    });
    const again = await run(week(7), rows);
    expect(again).toMatchObject({ status: 'PAID', number: 99 });
  });
});
