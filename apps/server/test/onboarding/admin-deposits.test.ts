import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '../admin/admin-helpers';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

// The admins' deposits page (issue 12) over real transfers: three confirmations, so the newest
// blocks are waiting, and Hardhat's snapshot/revert replaces blocks as a reorganisation would.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let env: OnboardingEnv;
let admin: TestUser;
beforeAll(async () => {
  env = await startOnboardingEnv({ confirmations: 3 });
  await env.chain.mine(10);
  admin = await createAdmin(env.t);
});
afterAll(() => env?.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await env.t.get('/api/admin/deposits', { token: admin.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const detail = async (id: string) => {
  const res = await env.t.get(`/api/admin/deposits/${id}`, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const ids = (data: { addresses: { _id: string }[] }) => data.addresses.map((a) => a._id);

describe('GET /api/admin/deposits and /api/admin/deposits/:id', () => {
  it('shows each transfer in its state: waiting for confirmations, credited, dropped by a reorganisation', async () => {
    const member = await env.newMember();
    await env.tick();
    const snapshot = await env.chain.snapshot();
    const dropped = await env.pay(member.address, '10');
    await env.tick(); // stored from an unsettled block
    let deposits = await detail(member.id);
    expect(deposits.transfers).toEqual([
      expect.objectContaining({ state: 'WAITING', txHash: dropped.txHash.toLowerCase(), amount: '10' }),
    ]);
    expect(deposits.address).toMatchObject({ received: '10', credited: '0', transfers: { waiting: 1 } });
    expect(ids(await list({ filter: 'waiting' }))).toContain(member.id);

    await env.chain.revert(snapshot); // the block is gone...
    await env.chain.mine(5); // ...and others take its height
    expect(await env.tick()).toMatchObject({ dropped: 1 });
    const credited = await env.pay(member.address, '4');
    await env.chain.mine(2);
    await env.tick();

    deposits = await detail(member.id);
    expect(deposits.transfers.map((t: { txHash: string; state: string }) => [t.txHash, t.state])).toEqual([
      [credited.txHash.toLowerCase(), 'CREDITED'],
      [dropped.txHash.toLowerCase(), 'DROPPED'],
    ]);
    // A dropped transfer is not counted as received.
    expect(deposits.address).toMatchObject({
      walletAddress: member.address,
      received: '4',
      credited: '4',
      usedByPeriods: '0',
      credit: '4',
      overpayment: '0',
      transfers: { waiting: 0, credited: 1, setAside: 0, dropped: 1 },
    });
    expect(deposits.periods).toEqual([]);
    expect(ids(await list({ filter: 'waiting' }))).not.toContain(member.id);
  });

  it('lists addresses that received something, with periods used and totals; searches by name, address and tx hash', async () => {
    const payer = await env.newMember();
    const quiet = await env.newMember(); // an address that never received anything
    const paid = await env.pay(payer.address, '12');
    await env.chain.mine(2);
    await env.tick();

    const data = await list();
    expect(ids(data)).toContain(payer.id);
    expect(ids(data)).not.toContain(quiet.id);
    expect(ids(await list({ filter: 'all', limit: 100 }))).toContain(quiet.id);
    const row = data.addresses.find((a: { _id: string }) => a._id === payer.id);
    expect(row).toMatchObject({
      userId: payer.userId,
      email: payer.email,
      received: '12',
      credited: '12',
      usedByPeriods: '10',
      credit: '2',
      overpayment: '0',
    });
    const { periods } = await detail(payer.id);
    expect(periods).toEqual([expect.objectContaining({ periodNumber: 1, amount: '10' })]);
    // Totals over every address agree with the rows: received = credited + waiting + set aside.
    const everything = await list({ filter: 'all', limit: 100 });
    const sum = (key: 'received' | 'credited' | 'usedByPeriods') =>
      everything.addresses.reduce((total: number, a: Record<string, string>) => total + Number(a[key]), 0);
    expect(Number(everything.summary.received)).toBe(sum('received'));
    expect(Number(everything.summary.credited)).toBe(sum('credited'));
    expect(Number(everything.summary.usedByPeriods)).toBe(sum('usedByPeriods'));
    expect(everything.summary.addresses).toBe(
      everything.addresses.filter((a: { lastTransferAt: string | null }) => a.lastTransferAt).length,
    );

    expect(ids(await list({ search: payer.email }))).toEqual([payer.id]);
    expect(ids(await list({ search: payer.address.slice(2, 12).toLowerCase() }))).toEqual([payer.id]);
    expect(ids(await list({ search: paid.txHash }))).toEqual([payer.id]);
    expect(ids(await list({ search: 'nobody-matches-this' }))).toEqual([]);
  });

  it("audits an admin opening a member's deposits while Audit Logs is on", async () => {
    const member = await env.newMember();
    await detail(member.id);
    expect(
      await auditEntries(env.t, admin.token, { action: 'deposits.view', targetId: member.id }),
    ).toHaveLength(1);
  });

  it('answers USER_NOT_FOUND (with an admin text) for an id without a deposit address, and refuses members', async () => {
    const withoutAddress = await createMember(env.t);
    const res = await env.t.get(`/api/admin/deposits/${withoutAddress.id}`, { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'No deposit address for this user' });
    const member = await env.newMember();
    expect((await env.t.get('/api/admin/deposits', { token: member.token })).status).toBe(403);
    expect((await env.t.get(`/api/admin/deposits/${member.id}`, { token: member.token })).status).toBe(403);
    const bad = await env.t.get('/api/admin/deposits', {
      token: admin.token,
      query: { filter: 'everything' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('VALIDATION_ERROR');
  });
});
