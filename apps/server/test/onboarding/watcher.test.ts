import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainCursors } from '../../src/features/onboarding/onboarding.tables';
import type { SubscriptionPaidEvent } from '../../src/features/onboarding/subscription-events';
import { deriveDepositAddress, devXpubFromMnemonic, parseUsdt } from '../../src/infra/chain';
import { getLogsRange, startRpcProxy } from '../chain/rpc-proxy';
import { startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

// A real Hardhat node, real USDT transfers, the real watcher and database.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let env: OnboardingEnv;
const paidEvents: SubscriptionPaidEvent[] = [];
let stopListening: () => void;
beforeAll(async () => {
  env = await startOnboardingEnv();
  stopListening = env.t.app.subscriptionPaid.on(async (_tx, event) => {
    paidEvents.push(event);
  });
});
afterAll(async () => {
  stopListening?.();
  await env?.close();
});
afterEach(async () => {
  // Every test starts with everything so far read and credited.
  await env.tick();
});

const eventsOf = (userId: string) => paidEvents.filter((e) => e.userId === userId);

describe('the deposit watcher', () => {
  it('credits a payment of exactly the fee once: one paid period, the DIRECT hook called once', async () => {
    const member = await env.newMember();
    expect((await env.profile(member)).subscriptionFee).toEqual({ paid: false, timestamp: null });

    const paid = await env.pay(member.address, '10');
    const result = await env.tick();
    expect(result).toMatchObject({ credited: 1, dropped: 0, periodsPaid: 1 });

    const { transfers, periods, user } = await env.ledger(member.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      txHash: paid.txHash.toLowerCase(),
      blockNumber: paid.blockNumber,
      blockHash: paid.blockHash.toLowerCase(),
      amountUnits: parseUsdt('10').toString(),
      chainId: 31337,
    });
    expect(transfers[0]!.creditedAt).not.toBeNull();
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ periodNumber: 1, amountUsdt: '10.000000000000000000' });
    expect(periods[0]!.endsAt.getTime() - periods[0]!.startsAt.getTime()).toBe(365 * 86_400_000);
    expect(user.subscriptionExpiresAt).toEqual(periods[0]!.endsAt);

    const profile = await env.profile(member);
    expect(profile.subscriptionFee).toEqual({ paid: true, timestamp: periods[0]!.paidAt.toISOString() });
    expect(eventsOf(member.id)).toEqual([{ userId: member.id, periodNumber: 1, feeAmount: '10' }]);

    // Later passes find nothing more to do.
    expect(await env.tick()).toMatchObject({ credited: 0, stored: 0 });
    expect((await env.ledger(member.id)).periods).toHaveLength(1);
    expect(eventsOf(member.id)).toHaveLength(1);
  });

  it('adds up two partial payments: unpaid after the first, paid after the second', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '4');
    expect(await env.tick()).toMatchObject({ credited: 1, periodsPaid: 0 });
    expect((await env.profile(member)).subscriptionFee.paid).toBe(false);
    const refresh = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(refresh.body.data).toMatchObject({ paid: false, amountReceived: 4, fee: 10 });

    await env.pay(member.address, '6');
    expect(await env.tick()).toMatchObject({ credited: 1, periodsPaid: 1 });
    expect((await env.profile(member)).subscriptionFee.paid).toBe(true);
    const { transfers, periods } = await env.ledger(member.id);
    expect(transfers.every((t) => t.creditedAt !== null)).toBe(true);
    expect(periods).toHaveLength(1);
    expect(eventsOf(member.id)).toHaveLength(1);
  });

  it('keeps an overpayment towards the next period; a payment ahead starts where the last ends', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '15');
    await env.tick();
    let { periods } = await env.ledger(member.id);
    expect(periods).toHaveLength(1);
    const status = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(status.body.data).toMatchObject({ paid: true, amountReceived: 10 });

    // 5 more: with the 5 kept, the second period is paid, from the end of the first.
    await env.pay(member.address, '5');
    await env.tick();
    ({ periods } = await env.ledger(member.id));
    expect(periods.map((p) => p.periodNumber)).toEqual([1, 2]);
    expect(periods[1]!.startsAt).toEqual(periods[0]!.endsAt);
    expect((await env.ledger(member.id)).user.subscriptionExpiresAt).toEqual(periods[1]!.endsAt);
    expect(eventsOf(member.id).map((e) => e.periodNumber)).toEqual([1, 2]);
  });

  it('ignores a transfer to an address that is no deposit address', async () => {
    const member = await env.newMember();
    const stranger = deriveDepositAddress(devXpubFromMnemonic(), 9_999); // never handed out
    await env.pay(stranger, '10');
    const result = await env.tick();
    expect(result).toMatchObject({ stored: 0, credited: 0 });
    expect((await env.ledger(member.id)).transfers).toHaveLength(0);
  });

  it('stores and credits nothing twice when the same logs are read again', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '10');
    await env.tick();
    // Rewind the cursor to the start: every log is read again.
    await env.t.db.update(chainCursors).set({ lastBlock: -1n }).where(eq(chainCursors.chainId, 31337));
    const again = await env.tick();
    expect(again).toMatchObject({ stored: 0, credited: 0 });
    // A refresh reads the member's logs once more too.
    await env.t.get('/api/users/refresh-subscription', { token: member.token });
    const { transfers, periods } = await env.ledger(member.id);
    expect(transfers).toHaveLength(1);
    expect(periods).toHaveLength(1);
    expect(eventsOf(member.id)).toHaveLength(1);
  });

  it('resumes from the persisted cursor after a pass stopped mid-range', async () => {
    const members = [await env.newMember(), await env.newMember(), await env.newMember()];
    const before = (await env.t.db.select().from(chainCursors))[0]!.lastBlock;
    for (const member of members) {
      await env.pay(member.address, '10');
      await env.chain.mine(4);
    }
    // A node that fails (not a range refusal) on the third eth_getLogs call: the pass dies there.
    let getLogsCalls = 0;
    const proxy = await startRpcProxy(env.chain.rpcUrl, (call) => {
      if (call.method !== 'eth_getLogs') return undefined;
      getLogsCalls += 1;
      return getLogsCalls === 3 ? { error: { code: -32000, message: 'internal error' } } : undefined;
    });
    try {
      await expect(env.tick(env.depositChain({ rpcUrl: proxy.url, maxRange: 5n }))).rejects.toThrow();
    } finally {
      await proxy.close();
    }
    const cursor = (await env.t.db.select().from(chainCursors))[0]!.lastBlock;
    expect(cursor).toBe(before + 10n); // two ranges of 5 stored, with the cursor
    expect((await env.ledger(members[0]!.id)).transfers).toHaveLength(1);
    expect((await env.ledger(members[0]!.id)).periods).toHaveLength(0); // stored, not credited yet

    // "Restart": a new pass (new client) continues at the cursor and reads no block twice.
    const resumed = await startRpcProxy(env.chain.rpcUrl, () => undefined);
    try {
      const result = await env.tick(env.depositChain({ rpcUrl: resumed.url, maxRange: 5n }));
      expect(result).toMatchObject({ credited: 3, periodsPaid: 3 });
      const firstRead = resumed.calls.find((c) => c.method === 'eth_getLogs')!;
      expect(getLogsRange(firstRead).from).toBe(cursor + 1n);
    } finally {
      await resumed.close();
    }
    for (const member of members) {
      const { transfers, periods } = await env.ledger(member.id);
      expect(transfers).toHaveLength(1);
      expect(periods).toHaveLength(1);
      expect(eventsOf(member.id)).toHaveLength(1);
    }
  });

  it('shrinks its ranges on a node that refuses large ones, and credits each transfer once', async () => {
    const members = [await env.newMember(), await env.newMember()];
    await env.chain.mine(30);
    await env.pay(members[0]!.address, '10');
    await env.chain.mine(20);
    await env.pay(members[1]!.address, '10');
    await env.chain.mine(20);
    const proxy = await startRpcProxy(env.chain.rpcUrl, (call) =>
      call.method === 'eth_getLogs' && getLogsRange(call).size > 8n
        ? { error: { code: -32005, message: 'block range too large' } }
        : undefined,
    );
    try {
      const result = await env.tick(env.depositChain({ rpcUrl: proxy.url }));
      expect(result).toMatchObject({ credited: 2, periodsPaid: 2 });
      const ranges = proxy.calls.filter((c) => c.method === 'eth_getLogs').map(getLogsRange);
      expect(ranges.some((r) => r.size > 8n)).toBe(true); // it asked big first
      const accepted = ranges.filter((r) => r.size <= 8n);
      // The accepted ranges follow each other without gap or overlap.
      for (let i = 1; i < accepted.length; i++) expect(accepted[i]!.from).toBe(accepted[i - 1]!.to + 1n);
    } finally {
      await proxy.close();
    }
    for (const member of members) expect((await env.ledger(member.id)).periods).toHaveLength(1);
  });
});
