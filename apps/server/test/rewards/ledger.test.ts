import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendLedgerEntry,
  balancesFor,
  getBalances,
  heldForWithdrawal,
  lockUserForMoney,
} from '../../src/features/ledger';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { expectConsistentMoney } from './network';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A DIRECT reward row of `amount` for the member, with its credit (or lock) on the ledger. */
async function reward(userId: string, amount: string, status: 'CREDITED' | 'LOCKED' = 'CREDITED') {
  const [row] = (
    await t.db.execute<{ id: string }>(sql`
      INSERT INTO rewards (user_id, type, level, percent, master_amount, reward_amount, cycle, status)
      VALUES (${userId}::uuid, 'DIRECT', 1, 100, ${amount}, ${amount}, 1, ${status}) RETURNING id`)
  ).rows;
  const kind = status === 'LOCKED' ? ('REWARD_LOCKED' as const) : ('REWARD_CREDIT' as const);
  const entryId = await appendLedgerEntry(t.db, {
    userId,
    kind,
    amount,
    rewardType: 'DIRECT',
    rewardId: row!.id,
  });
  return { rewardId: row!.id, entryId };
}

describe('the ledger', () => {
  it('derives every balance from its entries, with the identity holding after each step', async () => {
    const m = await createMember(t);
    const steps: [string, () => Promise<unknown>, Record<string, string>][] = [];
    const w1 = randomUUID();
    const w2 = randomUUID();
    let locked: { rewardId: string; entryId: number } | undefined;
    steps.push(
      ['credit 10.5', () => reward(m.id, '10.5'), { totalEarned: '10.5', available: '10.5' }],
      [
        'lock 2',
        async () => (locked = await reward(m.id, '2', 'LOCKED')),
        { available: '10.5', locked: '2' },
      ],
      [
        'hold 4',
        () =>
          appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_HOLD', amount: '4', withdrawalId: w1 }),
        { available: '6.5', held: '4' },
      ],
      [
        'debit it',
        () =>
          appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_DEBIT', amount: '4', withdrawalId: w1 }),
        { held: '0', withdrawn: '4', available: '6.5' },
      ],
      [
        'hold 1.25',
        () =>
          appendLedgerEntry(t.db, {
            userId: m.id,
            kind: 'WITHDRAWAL_HOLD',
            amount: '1.25',
            withdrawalId: w2,
          }),
        { available: '5.25', held: '1.25' },
      ],
      [
        'release it',
        () =>
          appendLedgerEntry(t.db, { userId: m.id, kind: 'HOLD_RELEASE', amount: '1.25', withdrawalId: w2 }),
        { available: '6.5', held: '0' },
      ],
      [
        'release the lock',
        () =>
          appendLedgerEntry(t.db, {
            userId: m.id,
            kind: 'LOCK_RELEASE',
            amount: '2',
            rewardType: 'DIRECT',
            settlesEntryId: locked!.entryId,
          }),
        { available: '8.5', locked: '0', totalEarned: '12.5', directEarned: '12.5' },
      ],
    );
    for (const [name, step, expected] of steps) {
      await step();
      if (name === 'release the lock')
        await t.db.execute(sql`UPDATE rewards SET status = 'CREDITED' WHERE id = ${locked!.rewardId}::uuid`);
      const balances = await expectConsistentMoney(t.db, m.id);
      expect(balances, name).toMatchObject(expected);
    }
    expect(await getBalances(t.db, m.id)).toEqual({
      totalEarned: '12.5',
      available: '8.5',
      held: '0',
      withdrawn: '4',
      locked: '0',
      forfeited: '0',
      directEarned: '12.5',
      downlineEarned: '0',
      adjusted: '0',
    });
    expect(await heldForWithdrawal(t.db, w1)).toBe('0');
    const many = await balancesFor(t.db, [m.id, randomUUID()]);
    expect([...many.values()].map((b) => b.available)).toEqual(['8.5', '0']);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const m = await createMember(t);
    await reward(m.id, '1');
    // Drizzle wraps the database's error: the trigger's message is its cause.
    const refused = { cause: { message: expect.stringMatching(/ledger_entries is append-only/) } };
    await expect(
      t.db.execute(sql`UPDATE ledger_entries SET amount = 1000 WHERE user_id = ${m.id}::uuid`),
    ).rejects.toMatchObject(refused);
    await expect(
      t.db.execute(sql`DELETE FROM ledger_entries WHERE user_id = ${m.id}::uuid`),
    ).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`TRUNCATE ledger_entries CASCADE`)).rejects.toMatchObject(refused);
    expect((await getBalances(t.db, m.id)).available).toBe('1');
  });

  it('moves money once: a second credit, hold, release or settlement of the same thing is refused', async () => {
    const m = await createMember(t);
    const { rewardId, entryId } = await reward(m.id, '5', 'LOCKED');
    await expect(
      appendLedgerEntry(t.db, {
        userId: m.id,
        kind: 'REWARD_CREDIT',
        amount: '5',
        rewardType: 'DIRECT',
        rewardId,
      }),
    ).rejects.toThrow();
    await appendLedgerEntry(t.db, {
      userId: m.id,
      kind: 'LOCK_FORFEIT',
      amount: '5',
      rewardType: 'DIRECT',
      settlesEntryId: entryId,
    });
    await expect(
      appendLedgerEntry(t.db, {
        userId: m.id,
        kind: 'LOCK_RELEASE',
        amount: '5',
        rewardType: 'DIRECT',
        settlesEntryId: entryId,
      }),
    ).rejects.toThrow();

    await reward(m.id, '3');
    const w = randomUUID();
    await appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_HOLD', amount: '3', withdrawalId: w });
    await expect(
      appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_HOLD', amount: '3', withdrawalId: w }),
    ).rejects.toThrow();
    await appendLedgerEntry(t.db, { userId: m.id, kind: 'HOLD_RELEASE', amount: '3', withdrawalId: w });
    await expect(
      appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_DEBIT', amount: '3', withdrawalId: w }),
    ).rejects.toThrow();
    expect(await getBalances(t.db, m.id)).toMatchObject({
      available: '3',
      forfeited: '5',
      locked: '0',
      held: '0',
    });
  });

  it('takes positive exact amounts only, and entries of the right shape', async () => {
    const m = await createMember(t);
    const w = randomUUID();
    for (const amount of ['0', '-1', '1e3', '0.0000000000000000001', 'abc'])
      await expect(
        appendLedgerEntry(t.db, { userId: m.id, kind: 'WITHDRAWAL_HOLD', amount, withdrawalId: w }),
      ).rejects.toThrow(RangeError);
    // A reward credit naming neither a reward nor a cycle breaks the table's shape rule.
    await expect(
      appendLedgerEntry(t.db, { userId: m.id, kind: 'REWARD_CREDIT', amount: '1', rewardType: 'DIRECT' }),
    ).rejects.toThrow();
  });

  it('serialises money changes of one member: a second lock waits for the first transaction', async () => {
    const m = await createMember(t);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = t.db.transaction(async (tx) => {
      expect(await lockUserForMoney(tx, m.id)).toBe(true);
      order.push('first locked');
      firstLocked();
      await firstHolds;
      order.push('first done');
    });
    await locked;
    const second = t.db.transaction(async (tx) => {
      await lockUserForMoney(tx, m.id);
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
    expect(await t.db.transaction((tx) => lockUserForMoney(tx, randomUUID()))).toBe(false);
  });
});
