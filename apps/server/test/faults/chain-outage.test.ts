import { eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignDepositAddress } from '../../src/features/onboarding/deposit-address';
import { depositTransfers, subscriptionPeriods } from '../../src/features/onboarding/onboarding.tables';
import { rewards } from '../../src/features/rewards/rewards.tables';
import { devXpubFromMnemonic, parseUsdt, sendUsdt } from '../../src/infra/chain';
import { startTokenChain } from '../chain/token-chain';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';
import { startCuttableProxy } from './support/cuttable-proxy';
import { expectLedgerIntact } from './support/ledger-intact';
import { logCapture } from './support/log-lines';
import { waitUntil } from './support/wait';

// The deposit watcher (the app's own job, every 3 s) reads a real Hardhat node through a proxy
// that the test cuts and restores, as a node stopping and coming back. Payments go straight to the
// node all along, so blocks keep coming while the watcher is blind.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let chain: Awaited<ReturnType<typeof startTokenChain>>;
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let t: TestApp;
const logs = logCapture();
beforeAll(async () => {
  chain = await startTokenChain();
  proxy = await startCuttableProxy(chain.chain.rpcUrl);
  t = await createTestApp({
    env: {
      BSC_RPC_URL: proxy.url,
      USDT_CONTRACT: chain.token,
      DEPOSIT_XPUB: devXpubFromMnemonic(),
      CHAIN_CONFIRMATIONS: '1',
    },
    logStream: logs.stream,
  });
  t.app.jobs.start();
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await chain?.chain.stop();
});

type Payer = TestUser & { address: Address };
const pay = (to: Address, amount: string) =>
  sendUsdt({
    rpcUrl: chain.chain.rpcUrl,
    token: chain.token,
    to,
    amount: parseUsdt(amount),
    senderKey: chain.payerKey,
  });
const periodsOf = async (userId: string) =>
  t.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.userId, userId));
const transfersOf = async (userId: string) =>
  t.db.select().from(depositTransfers).where(eq(depositTransfers.userId, userId));
const watcherFailures = () =>
  logs.lines.filter((l) => l.msg === 'job tick failed' && l.job === 'deposit-watcher');
const allPaid = (payers: Payer[]) => async () => {
  for (const p of payers) if ((await periodsOf(p.id)).length !== 1) return false;
  return true;
};

describe('the chain node stopping and coming back', () => {
  it('credits every payment exactly once, the watcher logging errors and carrying on, members never a 500', async () => {
    const referrer = await createMember(t);
    const payers: Payer[] = [];
    for (let i = 0; i < 5; i++) {
      const member = await createMember(t, { onboarded: false, referrer });
      const address = await t.db.transaction((tx) =>
        assignDepositAddress(tx, member.id, t.config.depositXpub),
      );
      payers.push({ ...member, address: address as Address });
    }
    const [early, ...rest] = payers;
    const late = rest.pop()!;
    const during = rest; // paid while the node is unreachable

    // Up: a payment is credited by the running watcher.
    await pay(early!.address, '10');
    await waitUntil('the first payment credited', allPaid([early!]), { timeoutMs: 20_000 });

    // Down: the watcher's node is gone; payments keep being mined on the chain.
    await proxy.cut();
    const failuresBefore = watcherFailures().length;
    for (const member of during) {
      await pay(member.address, '4');
      await pay(member.address, '6'); // two payments that together pay the fee
      await chain.chain.mine(3);
    }
    const answers: Array<{ url: string; status: number; message: string }> = [];
    for (const member of during) {
      for (const url of ['/api/users/refresh-subscription', '/api/onboarding/info', '/api/users/profile']) {
        const res = await t.get(url, { token: member.token });
        answers.push({ url, status: res.status, message: res.body?.message });
      }
    }
    // The watcher keeps ticking and failing: two failed ticks at least, logged, not fatal.
    await waitUntil('two failed watcher ticks', () => watcherFailures().length >= failuresBefore + 2, {
      timeoutMs: 30_000,
    });
    for (const member of during) expect(await periodsOf(member.id)).toHaveLength(0);

    // Back: everything paid meanwhile is found; a payment after the return too.
    await proxy.restore();
    await pay(late.address, '10');
    await waitUntil('every payment credited', allPaid(payers), { timeoutMs: 30_000 });
    // Members refreshing at the same time as the watcher credit nothing twice.
    for (const member of payers) {
      const res = await t.get('/api/users/refresh-subscription', { token: member.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({ paid: true });
    }

    // Exactly once: each transfer stored once and credited, one period per member, one DIRECT
    // reward per period for the referrer.
    for (const member of payers) {
      const transfers = await transfersOf(member.id);
      expect(transfers).toHaveLength(member === early || member === late ? 1 : 2);
      expect(transfers.every((tr) => tr.creditedAt !== null)).toBe(true);
      expect(await periodsOf(member.id)).toHaveLength(1);
    }
    const direct = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewards)
      .where(eq(rewards.userId, referrer.id));
    expect(direct[0]?.n).toBe(payers.length);
    await expectLedgerIntact(t.db);

    // Members were told the node was away (503 on the call that needs it), never a 500.
    for (const a of answers) expect([200, 503], `${a.url}: ${a.message}`).toContain(a.status);
    expect(answers.filter((a) => a.url === '/api/users/refresh-subscription').map((a) => a.message)).toEqual(
      during.map(() => 'SERVICE_UNAVAILABLE'),
    );
    expect(
      answers.filter((a) => a.url !== '/api/users/refresh-subscription').every((a) => a.status === 200),
    ).toBe(true);
    expect(logs.lines.filter((l) => l.msg === 'unexpected failure')).toEqual([]);
    console.info(
      `chain outage: ${watcherFailures().length - failuresBefore} failed watcher ticks while down, ` +
        `${payers.length} members / ${2 * during.length + 2} payments credited once`,
    );
  });
});
