import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/features/accounts/sessions';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { createWithdrawal } from '../../src/features/withdrawals/create-withdrawal';
import { deriveOtpKey } from '../../src/features/withdrawals/otp/otp-code';
import { withdrawals } from '../../src/features/withdrawals/withdrawals.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, updateUser } from '../support/users';
import {
  balancesOf,
  expectFailure,
  freshAddress,
  fundedMember,
  mailsTo,
  requestCode,
  requestWithdrawal,
  usableAddress,
  verifiedCode,
  wrongCode,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ ...t.deps(), otpKey: deriveOtpKey(t.app.ctx.jwtKey), appUrl: t.config.appUrl });
const post = (token: string, body: Record<string, unknown>) => t.post('/api/withdrawals', { token, body });

describe('POST /api/withdrawals: a request holds the amount', () => {
  it('creates a PENDING withdrawal, holds the amount and uses up the code', async () => {
    const member = await fundedMember(t, '100');
    const address = await usableAddress(t, member);
    const otp = await verifiedCode(t, member);
    const res = await post(member.token, {
      amount: '40.5',
      walletAddress: address.toLowerCase(),
      asset: 'USDT',
      otp,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      _id: expect.any(String),
      amount: 40.5,
      walletAddress: address,
      asset: 'USDT',
      status: 'PENDING',
      reason: null,
      requestedAt: expect.any(String),
      processedAt: null,
      transactionHash: null,
      // Issue 15: no payout before an approval.
      payoutStatus: null,
      payoutFailure: null,
      payoutConfirmedAt: null,
    });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '59.5', held: '40.5', withdrawn: '0' });

    // Single use: the same code cannot make a second request, even once the first is decided.
    const again = await post(member.token, {
      amount: '1',
      walletAddress: await usableAddress(t, member),
      asset: 'USDT',
      otp,
    });
    expectFailure(again, 400, 'OTP_NOT_VERIFIED');
    const status = await t.get('/api/otp/withdrawal/status', { token: member.token });
    expect(status.body.data.active).toBe(false);
  });

  it('accepts the whole balance to the last unit (8 decimals) and refuses one unit more', async () => {
    const member = await fundedMember(t, '12.34567891');
    expectFailure(await requestWithdrawal(t, member, { amount: '12.34567892' }), 400, 'INSUFFICIENT_BALANCE');
    t.clock.advanceMinutes(5); // the code-request limit
    const res = await requestWithdrawal(t, member, { amount: '12.34567891' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '0', held: '12.34567891' });
  });

  it('INSUFFICIENT_BALANCE leaves the code usable: a smaller amount goes through with it', async () => {
    const member = await fundedMember(t, '20');
    const otp = await verifiedCode(t, member);
    const body = { walletAddress: await usableAddress(t, member), asset: 'USDT', otp };
    expectFailure(await post(member.token, { ...body, amount: '20.01' }), 400, 'INSUFFICIENT_BALANCE');
    expect((await post(member.token, { ...body, amount: '20' })).status).toBe(200);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, member.id))).toHaveLength(1);
  });

  it('e-mails every active admin when withdrawal alerts are on, nobody when off', async () => {
    const admin = await createAdmin(t);
    const locked = await createAdmin(t, { status: 'LOCKED' });
    const member = await fundedMember(t, '50');
    const res = await requestWithdrawal(t, member, { amount: '5' });
    expect(res.status).toBe(200);
    const [alert] = await mailsTo(t, admin.email, 'admin-new-withdrawal');
    expect(alert?.text).toContain(member.email);
    expect(alert?.text).toContain(`/admin/withdrawals/${res.body.data._id}`);
    expect(await mailsTo(t, locked.email, 'admin-new-withdrawal')).toHaveLength(0);

    await writeSetting(t.db, 'withdrawalAlerts', false);
    try {
      const other = await fundedMember(t, '50');
      expect((await requestWithdrawal(t, other, { amount: '5' })).status).toBe(200);
      expect(await mailsTo(t, admin.email, 'admin-new-withdrawal')).toHaveLength(1);
    } finally {
      await writeSetting(t.db, 'withdrawalAlerts', true);
    }
  });

  it('records the request in the member activity log', async () => {
    const member = await fundedMember(t, '30');
    const res = await requestWithdrawal(t, member, { amount: '7' });
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.userId, member.id));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        details: { withdrawalId: res.body.data._id, amount: '7', status: 'PENDING' },
      }),
    ]);
  });
});

describe('POST /api/withdrawals: the code', () => {
  it('OTP_NOT_VERIFIED for a requested but unverified code, whatever digits are sent', async () => {
    const member = await fundedMember(t, '10');
    const code = await requestCode(t, member);
    for (const otp of [code, wrongCode(code)]) {
      expectFailure(
        await post(member.token, {
          amount: '1',
          walletAddress: await usableAddress(t, member),
          asset: 'USDT',
          otp,
        }),
        400,
        'OTP_NOT_VERIFIED',
      );
    }
  });

  it('OTP_INVALID when the digits differ from the verified code', async () => {
    const member = await fundedMember(t, '10');
    const code = await verifiedCode(t, member);
    const res = await post(member.token, {
      amount: '1',
      walletAddress: await usableAddress(t, member),
      asset: 'USDT',
      otp: wrongCode(code),
    });
    expectFailure(res, 400, 'OTP_INVALID');
  });

  it('OTP_EXPIRED once the verified code is 10 minutes old', async () => {
    const member = await fundedMember(t, '10');
    const otp = await verifiedCode(t, member);
    t.clock.advanceMinutes(10);
    expectFailure(
      await post(member.token, {
        amount: '1',
        walletAddress: await usableAddress(t, member),
        asset: 'USDT',
        otp,
      }),
      400,
      'OTP_EXPIRED',
    );
  });

  it("never takes another member's verified code", async () => {
    const alice = await fundedMember(t, '10');
    const bob = await fundedMember(t, '10');
    const aliceCode = await verifiedCode(t, alice);
    let bobCode = await verifiedCode(t, bob);
    if (bobCode === aliceCode) bobCode = await verifiedCode(t, bob);
    const res = await post(bob.token, {
      amount: '1',
      walletAddress: await usableAddress(t, bob),
      asset: 'USDT',
      otp: aliceCode,
    });
    expectFailure(res, 400, 'OTP_INVALID');
    expect(
      (
        await post(alice.token, {
          amount: '1',
          walletAddress: await usableAddress(t, alice),
          asset: 'USDT',
          otp: aliceCode,
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /api/withdrawals: the rules', () => {
  it('TOO_MANY_PENDING_WITHDRAWALS while one is pending', async () => {
    const member = await fundedMember(t, '100');
    expect((await requestWithdrawal(t, member, { amount: '1' })).status).toBe(200);
    expectFailure(await requestWithdrawal(t, member, { amount: '1' }), 409, 'TOO_MANY_PENDING_WITHDRAWALS');
  });

  it("WALLET_ADDRESS_IN_USE for an address in another member's pending withdrawal, in any case", async () => {
    const address = freshAddress();
    const alice = await fundedMember(t, '10');
    const bob = await fundedMember(t, '10');
    expect((await requestWithdrawal(t, alice, { amount: '1', walletAddress: address })).status).toBe(200);
    const res = await requestWithdrawal(t, bob, { amount: '1', walletAddress: address.toLowerCase() });
    expectFailure(res, 409, 'WALLET_ADDRESS_IN_USE');
  });

  it('INVALID_WALLET_ADDRESS for one of our deposit addresses, in any case', async () => {
    const depositAddress = freshAddress();
    const owner = await createMember(t);
    await updateUser(t, owner.id, { walletAddress: depositAddress });
    const member = await fundedMember(t, '10');
    const res = await requestWithdrawal(t, member, {
      amount: '1',
      walletAddress: depositAddress.toUpperCase().replace('0X', '0x'),
    });
    expectFailure(res, 400, 'INVALID_WALLET_ADDRESS');
  });

  it('refuses the zero address (validation over HTTP, INVALID_WALLET_ADDRESS in the service)', async () => {
    const member = await fundedMember(t, '10');
    const zero = `0x${'0'.repeat(40)}` as const;
    const res = await requestWithdrawal(t, member, { amount: '1', walletAddress: zero });
    expectFailure(res, 400, 'VALIDATION_ERROR');
    expect(res.body.data.errors).toEqual([
      { path: 'walletAddress', message: 'Please enter a valid wallet address' },
    ]);

    const otp = await verifiedCode(t, member);
    await expect(
      createWithdrawal(deps(), member.id, { amount: '1', walletAddress: zero, asset: 'USDT', otp }),
    ).rejects.toMatchObject({ code: 'INVALID_WALLET_ADDRESS' });
  });

  it('validates address checksum, asset and amount with the contract messages', async () => {
    const member = await fundedMember(t, '10');
    const otp = await verifiedCode(t, member);
    const good = { amount: '1', walletAddress: await usableAddress(t, member), asset: 'USDT', otp };
    const badChecksum = good.walletAddress.replace(/[a-f]/, (c) => c.toUpperCase());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ walletAddress: badChecksum }, 'walletAddress', 'Please enter a valid wallet address'],
      [{ walletAddress: '0x1234' }, 'walletAddress', 'Please enter a valid wallet address'],
      [{ asset: 'BTC' }, 'asset', 'Only USDT withdrawals are supported'],
      [{ amount: '0' }, 'amount', 'Invalid withdrawal amount'],
      [{ amount: '-5' }, 'amount', 'Invalid withdrawal amount'],
      [{ amount: '0.001' }, 'amount', 'Invalid withdrawal amount'],
      [{ amount: '1.123456789' }, 'amount', 'Invalid withdrawal amount'],
      [{ amount: 'ten' }, 'amount', 'Invalid withdrawal amount'],
    ];
    for (const [change, path, message] of cases) {
      const res = await post(member.token, { ...good, ...change });
      expectFailure(res, 400, 'VALIDATION_ERROR');
      expect(res.body.data.errors, JSON.stringify(change)).toContainEqual({ path, message });
    }
    // None of them used the code up.
    expect((await post(member.token, good)).status).toBe(200);
  });

  it('WITHDRAWAL_COOLDOWN for 24 hours after a password change or reset, with the time it opens', async () => {
    const member = await fundedMember(t, '10');
    const otp = await verifiedCode(t, member);
    const changedAt = t.clock.now();
    await updateUser(t, member.id, { passwordChangedAt: changedAt });
    const res = await post(member.token, { amount: '1', walletAddress: freshAddress(), asset: 'USDT', otp });
    expectFailure(res, 403, 'WITHDRAWAL_COOLDOWN');
    expect(res.body.data.availableAt).toBe(new Date(changedAt.getTime() + 24 * 3_600_000).toISOString());
    expect(res.body.error).toMatch(
      /24 hours after a password change or reset\. You can withdraw again from \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );

    t.clock.advance(24 * 3_600_000);
    const { token } = await createSession(t.deps(), member); // the old session timed out meanwhile
    const later = await requestWithdrawal(t, { ...member, token }, { amount: '1' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('ACCOUNT_NOT_ACTIVE for a locked or disabled account (its sessions are refused before that)', async () => {
    const member = await fundedMember(t, '10');
    const otp = await verifiedCode(t, member);
    await updateUser(t, member.id, { status: 'LOCKED' });
    expect(
      (await post(member.token, { amount: '1', walletAddress: freshAddress(), asset: 'USDT', otp })).status,
    ).toBe(401);
    await expect(
      createWithdrawal(deps(), member.id, { amount: '1', walletAddress: freshAddress(), asset: 'USDT', otp }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE' });
  });

  it('the database refuses a second PENDING row even if the service check were skipped', async () => {
    const member = await fundedMember(t, '10');
    const first = await requestWithdrawal(t, member, { amount: '1' });
    expect(first.status).toBe(200);
    const insert = t.db.insert(withdrawals).values({
      userId: member.id,
      amount: '1',
      asset: 'USDT',
      walletAddress: freshAddress(),
      requestedAt: new Date(),
    });
    await expect(insert).rejects.toMatchObject({ cause: { constraint: 'withdrawals_one_pending_per_user' } });
  });
});

describe('GET /api/withdrawals and /api/withdrawals/:id', () => {
  it("lists the member's own withdrawals newest first, pages them and filters by status", async () => {
    const admin = await createAdmin(t);
    const member = await fundedMember(t, '100');
    const other = await fundedMember(t, '100');
    expect((await requestWithdrawal(t, other, { amount: '3' })).status).toBe(200);
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) {
      const res = await requestWithdrawal(t, member, { amount });
      ids.push(res.body.data._id);
      // Decided, so the next one is allowed (one pending at a time).
      const body = { status: 'REJECTED', reason: 'Checking the list' };
      expect(
        (await t.put(`/api/withdrawals/${res.body.data._id}`, { token: admin.token, body })).status,
      ).toBe(200);
      t.clock.advanceMinutes(5);
    }
    const page1 = await t.get('/api/withdrawals', { token: member.token, query: { page: 1, limit: 2 } });
    expect(page1.status).toBe(200);
    expect(page1.body.data.withdrawals.map((w: { _id: string }) => w._id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 3,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 2,
      resultsCount: 2,
    });
    const page2 = await t.get('/api/withdrawals', { token: member.token, query: { page: 2, limit: 2 } });
    expect(page2.body.data.withdrawals.map((w: { _id: string }) => w._id)).toEqual([ids[0]]);
    const pending = await t.get('/api/withdrawals', { token: member.token, query: { status: 'PENDING' } });
    expect(pending.body.data.withdrawals).toEqual([]);
    const all = await t.get('/api/withdrawals', { token: member.token });
    expect(all.body.data.pagination.limit).toBe(50);
  });

  it("reads one's own withdrawal; another member's is WITHDRAWAL_NOT_FOUND, not forbidden", async () => {
    const alice = await fundedMember(t, '10');
    const bob = await createMember(t);
    const created = await requestWithdrawal(t, alice, { amount: '2' });
    const id = created.body.data._id;
    const own = await t.get(`/api/withdrawals/${id}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(created.body.data);
    expectFailure(await t.get(`/api/withdrawals/${id}`, { token: bob.token }), 404, 'WITHDRAWAL_NOT_FOUND');
    expectFailure(
      await t.get('/api/withdrawals/6f1f7a52-3f59-4d8e-9d0e-0a3b8c1d2e3f', { token: alice.token }),
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
    expect((await t.get('/api/withdrawals', { token: bob.token })).body.data.withdrawals).toEqual([]);
  });
});
