import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/accounts/accounts.tables';
import { users } from '../../src/features/users/users.tables';
import { tombstoneEmail } from '../../src/features/admin/users/delete-user';
import { getBalances } from '../../src/features/ledger';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { auditEntries } from './admin-helpers';
import { decide, type SeededNetwork, seedNetwork } from './seed';
import { everyRewardSql } from '../../src/features/rewards';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
});
afterAll(() => t.close());

const remove = (id: string, token = s.admin.token) => t.del(`/api/users/admin/${id}`, { token });
const closureRows = async () =>
  (
    await t.db.execute<{ a: string; d: string; depth: number }>(
      sql`SELECT ancestor_id AS a, descendant_id AS d, depth FROM referral_paths ORDER BY 1, 2`,
    )
  ).rows;
const ledgerSums = async () =>
  (
    await t.db.execute<{ user_id: string; kind: string; total: string }>(
      sql`SELECT user_id, kind, sum(amount)::text AS total FROM ledger_entries GROUP BY 1, 2 ORDER BY 1, 2`,
    )
  ).rows;
const rewardRows = async () =>
  (
    await t.db.execute(
      sql`SELECT id, user_id, source_user_id, reward_amount, status FROM (${everyRewardSql()}) rewards ORDER BY id`,
    )
  ).rows;

describe('DELETE /api/users/admin/:id', () => {
  it('is refused while the account has a PENDING withdrawal, and allowed once it is decided', async () => {
    const refused = await remove(s.alice.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('USER_HAS_PENDING_WITHDRAWAL');
    expect((await t.get('/api/users/profile', { token: s.alice.token })).status).toBe(200);
    await decide(t, s.admin, s.withdrawals.pending.id, 'REJECTED', 'Account closing');
  });

  it("erases the person and the sign-in but keeps everyone's history and the place in the network", async () => {
    const network = await closureRows();
    const ledger = await ledgerSums();
    const allRewards = await rewardRows();
    const aliceBefore = await getBalances(t.db, s.alice.id);
    const bobDetail = (await t.get(`/api/users/admin/${s.bob.id}`, { token: s.admin.token })).body.data.user;

    const res = await remove(s.alice.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: s.alice.id });

    const [row] = await t.db.select().from(users).where(eq(users.id, s.alice.id));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'User',
      email: tombstoneEmail(s.alice.id),
      passwordHash: null,
      bingxUid: null,
      status: 'DISABLED',
      // kept: ids, the referral link and the deposit address
      userId: s.alice.userId,
      referralCode: s.alice.referralCode,
      referredById: s.admin.id,
      walletAddress: s.alice.walletAddress,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Nobody's history changes: closure rows, rewards and ledger sums are exactly as before.
    expect(await closureRows()).toEqual(network);
    expect(await rewardRows()).toEqual(allRewards);
    expect(await ledgerSums()).toEqual(ledger);
    expect(await getBalances(t.db, s.alice.id)).toEqual(aliceBefore);
    const bobAfter = (await t.get(`/api/users/admin/${s.bob.id}`, { token: s.admin.token })).body.data.user;
    expect(bobAfter).toMatchObject({
      totalRewards: bobDetail.totalRewards,
      balance: bobDetail.balance,
      referralStats: bobDetail.referralStats,
      referredBy: { firstName: 'Deleted', lastName: 'User', userId: s.alice.userId },
    });
    // The rewards list still shows what Bob's payment earned her, under the erased name.
    const rewards = await t.get('/api/rewards/admin/all', {
      token: s.admin.token,
      query: { search: s.alice.userId },
    });
    expect(rewards.body.data.statistics.total).toBe(4);
    expect(rewards.body.data.rewards[0].rewardUser).toMatchObject({
      firstName: 'Deleted',
      userId: s.alice.userId,
    });
  });

  it('ends the sign-in: sessions revoked, the old e-mail and password open nothing', async () => {
    expect((await t.get('/api/users/profile', { token: s.alice.token })).status).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, s.alice.id));
    expect(live.every((x) => x.revokedAt !== null && x.ip === null && x.userAgent === null)).toBe(true);
    const login = await t.post('/api/users/login', {
      body: { email: s.alice.email, password: s.alice.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('INVALID_CREDENTIALS');
  });

  it('leaves the account out of the lists and answers USER_NOT_FOUND afterwards', async () => {
    expect((await t.get(`/api/users/admin/${s.alice.id}`, { token: s.admin.token })).status).toBe(404);
    expect((await remove(s.alice.id)).body.message).toBe('USER_NOT_FOUND');
    expect(
      (await t.put(`/api/users/${s.alice.id}/status`, { token: s.admin.token, body: { status: 'ACTIVE' } }))
        .status,
    ).toBe(404);
  });

  it('frees the e-mail and the exchange UID for a new account', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.bingxUid, s.alice.bingxUid!));
    expect(row).toBeUndefined();
    const again = await t.post('/api/users/register', {
      body: {
        firstName: 'Alice',
        lastName: 'Again',
        email: s.alice.email,
        password: 'Str0ng!Again1',
        referredByCode: s.admin.referralCode,
      },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.success).toBe(true);
  });

  it('writes the deletion to the audit log, naming whom it deleted as they were; before/after hold no erased data', async () => {
    const [entry] = await auditEntries(t, s.admin.token, { action: 'user.delete', targetId: s.alice.id });
    expect(entry).toMatchObject({
      actor: { _id: s.admin.id, userId: s.admin.userId, email: s.admin.email },
      // Issue 19: the audit log speaks in people and stays readable after the deletion.
      target: {
        type: 'user',
        id: s.alice.id,
        user: { _id: s.alice.id, userId: s.alice.userId, name: 'Alice Anders', email: s.alice.email },
      },
      before: { userId: s.alice.userId, status: 'ACTIVE', isAdmin: false },
      after: { deleted: true, status: 'DISABLED' },
    });
    const changes = JSON.stringify([entry?.before, entry?.after]);
    expect(changes).not.toContain(s.alice.email);
    expect(changes).not.toContain('Anders');
  });

  it('is for admins only', async () => {
    expect((await remove(s.dave.id, s.bob.token)).status).toBe(403);
    expect((await t.del(`/api/users/admin/${s.dave.id}`)).status).toBe(401);
  });
});
