import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payoutService } from '../../src/features/payouts/payout-service';
import { payoutTransactions } from '../../src/features/payouts/payouts.tables';
import { decideWithdrawal } from '../../src/features/withdrawals/decide-withdrawal';
import { parseUsdt } from '../../src/infra/chain';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { serverPath, startVictim } from '../faults/support/victim-process';
import { balancesOf } from '../withdrawals/support';
import { startHangingProxy } from './hanging-proxy';
import { startPayoutEnv, type PayoutEnv, WALLET_KEY } from './support';

/**
 * kill -9 of the process paying from the wallet (issue 15), on the local chain: once after it
 * stored the signed transaction and before the node got it, once after the node got it and before
 * the process recorded that. Either way the job sends the SAME stored transaction (never a second
 * signature), and the withdrawal is paid exactly once.
 */
vi.setConfig({ testTimeout: 90_000 });

let e: PayoutEnv;
beforeAll(async () => {
  e = await startPayoutEnv({ wallet: true });
});
afterAll(() => e.close());

const VICTIM = serverPath('test/payouts/victims/pay-from-wallet.ts');

describe.each([
  ['between signing and broadcasting', 'swallow' as const],
  ['after broadcasting, before recording it', 'forward' as const],
])('a crash %s', (_when, mode) => {
  it('the same stored transaction is sent again; paid exactly once', async () => {
    const { member, id, to } = await e.pending('6');
    // Approved by the use case alone: nothing is sent in this process.
    const deps = await e.deps();
    await decideWithdrawal(
      { db: e.t.db, now: e.t.clock.now, appUrl: e.t.config.appUrl, payouts: payoutService(deps) },
      { id: e.admin.id, ip: null },
      id,
      { status: 'APPROVED' },
    );
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'AWAITING_PAYMENT', payoutMethod: 'WALLET' });

    const proxy = await startHangingProxy(e.chain.rpcUrl, mode);
    const victim = startVictim(VICTIM, [e.t.databaseUrl, proxy.url, e.token, id], {
      PAYOUT_PRIVATE_KEY: WALLET_KEY,
    });
    try {
      await victim.waitForLine(/STARTED/);
      await proxy.sent;
      await victim.kill9();
    } finally {
      await proxy.close();
    }
    expect(victim.lines).not.toContain('RETURNED');

    const stored = await e.t.db
      .select()
      .from(payoutTransactions)
      .where(eq(payoutTransactions.withdrawalId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sentAt).toBeNull();
    const hash = stored[0]!.txHash;
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'BROADCAST', transactionHash: hash });
    if (mode === 'swallow') {
      expect(await e.receipt(hash)).toBeNull();
      expect(await e.usdtOf(to)).toBe(0n);
    } else {
      expect(await e.receipt(hash)).not.toBeNull();
    }

    await e.tick();
    await e.tick();
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED', transactionHash: hash });
    expect(
      await e.t.db.select().from(payoutTransactions).where(eq(payoutTransactions.withdrawalId, id)),
    ).toHaveLength(1);
    expect(await e.usdtOf(to)).toBe(parseUsdt('6'));
    expect(await balancesOf(e.t, member.id)).toMatchObject({ held: '0', withdrawn: '6' });
    await expectLedgerIntact(e.t.db);
  });
});
