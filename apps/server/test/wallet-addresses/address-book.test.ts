import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/features/accounts/sessions';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { walletAddresses } from '../../src/features/wallet-addresses/wallet-addresses.tables';
import { createTestApp, type TestApp, type TestResponse } from '../support/create-test-app';
import type { TestUser } from '../support/users';
import {
  balancesOf,
  expectFailure,
  freshAddress,
  fundedMember,
  mailsTo,
  verifiedCode,
} from '../withdrawals/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** POST /withdrawals with a verified code, to `walletAddress` exactly as the book has it (or not). */
async function withdraw(member: TestUser, walletAddress: string, amount = '1') {
  const otp = await verifiedCode(t, member);
  const res = await t.post('/api/withdrawals', {
    token: member.token,
    body: { amount, walletAddress, asset: 'USDT', otp },
  });
  return { res, otp };
}

/** The token of the newest confirmation link e-mailed to the member. */
async function newestLink(member: { email: string }) {
  const [mail] = await mailsTo(t, member.email, 'wallet-address-added');
  const token = /\/confirm-wallet-address\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link e-mailed to ${member.email}`);
  return token;
}

const confirm = (token: string) => t.post('/api/wallet-addresses/confirm', { body: { token } });
const book = async (member: TestUser) =>
  (await t.get('/api/wallet-addresses', { token: member.token })).body.data.addresses as {
    _id: string;
    walletAddress: string;
    status: string;
    usableFrom: string | null;
    usable: boolean;
    name: string | null;
  }[];

/** A new session after the clock moved past the old one's lifetime. */
async function refreshed(member: TestUser): Promise<TestUser> {
  return { ...member, token: (await createSession(t.deps(), member)).token };
}

/** The per-account window ends (it counts on the database's clock, which tests do not move). */
const endAddWindow = (member: { id: string }) =>
  t.db.execute(
    sql`UPDATE rate_limit_counters SET window_ends_at = statement_timestamp() WHERE key = ${`user wallet-address-add ${member.id}`}`,
  );

const bookEvents = async (userId: string) =>
  (
    await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, userId), eq(activityEvents.type, 'security')))
  ).map((e) => (e.details as { event: string }).event);

describe('a withdrawal to an address not in the book', () => {
  it('holds nothing, keeps the code, adds the address as PENDING, e-mails the link once and answers WALLET_ADDRESS_NOT_READY', async () => {
    const member = await fundedMember(t, '50');
    const address = freshAddress();
    const { res, otp } = await withdraw(member, address.toLowerCase());
    expectFailure(res, 403, 'WALLET_ADDRESS_NOT_READY');
    expect(res.body.data).toEqual({
      walletAddress: address,
      status: 'PENDING',
      usableFrom: null,
      linkSent: true,
    });
    expect(res.body.error).toMatch(/Confirm it with the link we just e-mailed you/);
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '50', held: '0' });
    const status = await t.get('/api/otp/withdrawal/status', { token: member.token });
    expect(status.body.data).toMatchObject({ active: true, verified: true });
    expect(await book(member)).toEqual([
      expect.objectContaining({ walletAddress: address, status: 'PENDING', usableFrom: null, usable: false }),
    ]);
    const [mail] = await mailsTo(t, member.email, 'wallet-address-added');
    expect(mail?.text).toContain(address);
    expect(await bookEvents(member.id)).toEqual(['wallet-address-added']);

    // Again with the same code: still refused, no second link while the first is live.
    const again = await t.post('/api/withdrawals', {
      token: member.token,
      body: { amount: '1', walletAddress: address, asset: 'USDT', otp },
    });
    expectFailure(again, 403, 'WALLET_ADDRESS_NOT_READY');
    expect(again.body.data).toMatchObject({ status: 'PENDING', linkSent: false });
    expect(again.body.error).toMatch(/awaits confirmation/);
    expect(await mailsTo(t, member.email, 'wallet-address-added')).toHaveLength(1);
    // The link token is stored only as its hash.
    const [row] = await t.db.select().from(walletAddresses).where(eq(walletAddresses.userId, member.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(await newestLink(member));
  });

  it('is refused at the code request when the client names the address: no code is e-mailed', async () => {
    const member = await fundedMember(t, '50');
    const address = freshAddress();
    const res = await t.post('/api/otp/withdrawal/request', {
      token: member.token,
      body: { walletAddress: address },
    });
    expectFailure(res, 403, 'WALLET_ADDRESS_NOT_READY');
    expect(res.body.data).toMatchObject({ walletAddress: address, status: 'PENDING', linkSent: true });
    expect(await mailsTo(t, member.email, 'withdrawal-code')).toHaveLength(0);
    expect(await mailsTo(t, member.email, 'wallet-address-added')).toHaveLength(1);
    // The spec's empty body still gets a code.
    expect((await t.post('/api/otp/withdrawal/request', { token: member.token, body: {} })).status).toBe(200);
  });
});

describe('confirmation and the 24-hour wait', () => {
  it('refused before the confirmation and before 24 hours after it, accepted after (moving clock)', async () => {
    let member = await fundedMember(t, '50');
    const address = freshAddress();
    expectFailure((await withdraw(member, address)).res, 403, 'WALLET_ADDRESS_NOT_READY');
    t.clock.advance(2 * HOUR);
    member = await refreshed(member);
    // Still pending two hours later: the wait has not started.
    expect((await withdraw(member, address)).res.body.data).toMatchObject({ status: 'PENDING' });

    const confirmedAt = t.clock.now();
    const confirmed = await confirm(await newestLink(member));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const opensAt = new Date(confirmedAt.getTime() + 24 * HOUR);
    expect(confirmed.body.data).toMatchObject({ walletAddress: address, status: 'CONFIRMED', usable: false });
    expect(Date.parse(confirmed.body.data.usableFrom)).toBeGreaterThanOrEqual(opensAt.getTime());
    expect(Date.parse(confirmed.body.data.usableFrom)).toBeLessThan(opensAt.getTime() + 5_000);
    const [mail] = await mailsTo(t, member.email, 'wallet-address-confirmed');
    expect(mail?.text).toContain(address);

    const early = (await withdraw(member, address)).res;
    expectFailure(early, 403, 'WALLET_ADDRESS_NOT_READY');
    expect(early.body.data).toMatchObject({
      status: 'CONFIRMED',
      usableFrom: confirmed.body.data.usableFrom,
    });
    expect(early.body.error).toMatch(/Withdrawals to it open at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);

    t.clock.advance(24 * HOUR - 60_000);
    member = await refreshed(member);
    expectFailure((await withdraw(member, address)).res, 403, 'WALLET_ADDRESS_NOT_READY');
    t.clock.advance(60_000 + 5_000);
    const { res } = await withdraw(member, address, '5');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ walletAddress: address, status: 'PENDING' });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '45', held: '5' });
    expect(await bookEvents(member.id)).toEqual(['wallet-address-added', 'wallet-address-confirmed']);
  });

  it('a link works once; an expired link does nothing and a new attempt e-mails a new one', async () => {
    const member = await fundedMember(t, '50');
    const first = freshAddress();
    await t.post('/api/wallet-addresses', { token: member.token, body: { walletAddress: first } });
    const token = await newestLink(member);
    expect((await confirm(token)).status).toBe(200);
    expectFailure(await confirm(token), 400, 'WALLET_ADDRESS_LINK_INVALID');

    const second = freshAddress();
    await t.post('/api/wallet-addresses', { token: member.token, body: { walletAddress: second } });
    const stale = await newestLink(member);
    t.clock.advance(24 * HOUR + 1_000);
    expectFailure(await confirm(stale), 400, 'WALLET_ADDRESS_LINK_INVALID');
    const fresh = await refreshed(member);
    const res = await withdraw(fresh, second);
    expect(res.res.body.data).toMatchObject({ status: 'PENDING', linkSent: true });
    const renewed = await newestLink(member);
    expect(renewed).not.toBe(stale);
    expect((await confirm(renewed)).status).toBe(200);
  });

  it("a second member's link does nothing to the first member's book", async () => {
    const alice = await fundedMember(t, '20');
    const bob = await fundedMember(t, '20');
    const shared = freshAddress();
    expectFailure((await withdraw(alice, shared)).res, 403, 'WALLET_ADDRESS_NOT_READY');
    const added = await t.post('/api/wallet-addresses', {
      token: bob.token,
      body: { walletAddress: shared, name: 'Bob' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const bobsLink = await newestLink(bob);
    // Bob's link, even sent with Alice's session, confirms Bob's entry only.
    const res = await t.post('/api/wallet-addresses/confirm', {
      token: alice.token,
      body: { token: bobsLink },
    });
    expect(res.status).toBe(200);
    expect((await book(bob))[0]).toMatchObject({ status: 'CONFIRMED' });
    expect((await book(alice))[0]).toMatchObject({ walletAddress: shared, status: 'PENDING' });
    t.clock.advance(25 * HOUR);
    const later = await refreshed(alice);
    expect((await withdraw(later, shared)).res.body.data).toMatchObject({ status: 'PENDING' });
    expect(await bookEvents(alice.id)).toEqual(['wallet-address-added']);
  });
});

describe('the book on the profile', () => {
  it('removing is immediate: a withdrawal to a removed address is refused again and waits again', async () => {
    const member = await fundedMember(t, '50');
    const address = freshAddress();
    await t.post('/api/wallet-addresses', { token: member.token, body: { walletAddress: address } });
    await confirm(await newestLink(member));
    t.clock.advance(25 * HOUR);
    const fresh = await refreshed(member);
    const [entry] = await book(fresh);
    expect(entry).toMatchObject({ status: 'CONFIRMED', usable: true });

    const removed = await t.del(`/api/wallet-addresses/${entry!._id}`, { token: fresh.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await book(fresh)).toEqual([]);
    const { res } = await withdraw(fresh, address);
    expectFailure(res, 403, 'WALLET_ADDRESS_NOT_READY');
    expect(res.body.data).toMatchObject({ status: 'PENDING', linkSent: true });
    expect(await balancesOf(t, member.id)).toMatchObject({ held: '0' });
    expect(await bookEvents(member.id)).toEqual([
      'wallet-address-added',
      'wallet-address-confirmed',
      'wallet-address-removed',
      'wallet-address-added',
    ]);
  });

  it('adds with a name, renames, lists only the own; adding an address again sends no second live link', async () => {
    const member = await fundedMember(t, '5');
    const other = await fundedMember(t, '5');
    const address = freshAddress();
    const added = await t.post('/api/wallet-addresses', {
      token: member.token,
      body: { walletAddress: address.toLowerCase(), name: '  Ledger  ' },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ walletAddress: address, name: 'Ledger', status: 'PENDING' });
    const again = await t.post('/api/wallet-addresses', {
      token: member.token,
      body: { walletAddress: address },
    });
    expect(again.body.message).toBe('This address is already in your address book.');
    expect(await mailsTo(t, member.email, 'wallet-address-added')).toHaveLength(1);

    const id = added.body.data._id;
    const renamed = await t.put(`/api/wallet-addresses/${id}`, {
      token: member.token,
      body: { name: 'Cold' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Cold', status: 'PENDING' });
    // Another member's entry is not found, neither renamed nor removed.
    expectFailure(
      await t.put(`/api/wallet-addresses/${id}`, { token: other.token, body: { name: 'x' } }),
      404,
      'WALLET_ADDRESS_NOT_FOUND',
    );
    expectFailure(
      await t.del(`/api/wallet-addresses/${id}`, { token: other.token }),
      404,
      'WALLET_ADDRESS_NOT_FOUND',
    );
    expect(await book(other)).toEqual([]);
    expect(await book(member)).toHaveLength(1);
  });

  it('malformed addresses, names, ids and tokens are catalogue errors, never a 500', async () => {
    const member = await fundedMember(t, '5');
    const bad: [() => Promise<TestResponse>, number, string][] = [
      [
        () => t.post('/api/wallet-addresses', { token: member.token, body: { walletAddress: '0x1234' } }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        () =>
          t.post('/api/wallet-addresses', {
            token: member.token,
            body: { walletAddress: `0x${'0'.repeat(40)}` },
          }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        () =>
          t.post('/api/wallet-addresses', {
            token: member.token,
            body: { walletAddress: freshAddress(), name: 'x'.repeat(41) },
          }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        () => t.post('/api/wallet-addresses', { token: member.token, body: { walletAddress: { $ne: 1 } } }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        () => t.post('/api/otp/withdrawal/request', { token: member.token, body: { walletAddress: 'nope' } }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        () => t.put('/api/wallet-addresses/not-a-uuid', { token: member.token, body: { name: 'x' } }),
        400,
        'VALIDATION_ERROR',
      ],
      [() => t.del('/api/wallet-addresses/not-a-uuid', { token: member.token }), 400, 'VALIDATION_ERROR'],
      [() => t.post('/api/wallet-addresses/confirm', { body: { token: 'short' } }), 400, 'VALIDATION_ERROR'],
      [
        () => t.post('/api/wallet-addresses/confirm', { body: { token: `${'A'.repeat(42)}!` } }),
        400,
        'VALIDATION_ERROR',
      ],
      [() => t.post('/api/wallet-addresses/confirm', { body: {} }), 400, 'VALIDATION_ERROR'],
      [
        () => t.post('/api/wallet-addresses/confirm', { body: { token: 'B'.repeat(43) } }),
        400,
        'WALLET_ADDRESS_LINK_INVALID',
      ],
    ];
    for (const [call, status, code] of bad) expectFailure(await call(), status, code);
    // One of our deposit addresses never enters a book.
    const depositOwner = await fundedMember(t, '1');
    const deposit = freshAddress();
    await t.db.execute(sql`UPDATE users SET wallet_address = ${deposit} WHERE id = ${depositOwner.id}::uuid`);
    const res = await t.post('/api/otp/withdrawal/request', {
      token: member.token,
      body: { walletAddress: deposit },
    });
    expectFailure(res, 400, 'INVALID_WALLET_ADDRESS');
    expect(await book(member)).toEqual([]);
  });

  it('adding is limited per account (10 an hour, adds through withdrawals count too) and the book holds at most 20', async () => {
    const member = await fundedMember(t, '5');
    for (let i = 0; i < 9; i++)
      expect(
        (
          await t.post('/api/wallet-addresses', {
            token: member.token,
            body: { walletAddress: freshAddress() },
          })
        ).status,
      ).toBe(200);
    expectFailure((await withdraw(member, freshAddress())).res, 403, 'WALLET_ADDRESS_NOT_READY');
    const limited = await t.post('/api/wallet-addresses', {
      token: member.token,
      body: { walletAddress: freshAddress() },
    });
    expectFailure(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await book(member)).toHaveLength(10);

    await endAddWindow(member);
    for (let i = 0; i < 10; i++)
      expect(
        (
          await t.post('/api/wallet-addresses', {
            token: member.token,
            body: { walletAddress: freshAddress() },
          })
        ).status,
      ).toBe(200);
    await endAddWindow(member);
    const full = await t.post('/api/wallet-addresses', {
      token: member.token,
      body: { walletAddress: freshAddress() },
    });
    expectFailure(full, 409, 'WALLET_ADDRESS_BOOK_FULL');
  });
});
