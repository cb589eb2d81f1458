import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.tables';
import { payoutTransactions } from '../../src/features/payouts/payouts.tables';
import { mintUsdt, parseUsdt } from '../../src/infra/chain';
import { startRpcProxy } from '../chain/rpc-proxy';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { balancesOf, mailsTo } from '../withdrawals/support';
import { alertOnLowWallet } from '../../src/features/payouts/wallet/wallet-status';
import { startPayoutEnv, type PayoutEnv, WALLET } from './support';

/**
 * The payout wallet (issue 15) on the local chain with real token transfers: an approval signs,
 * stores and sends from the wallet; each withdrawal is paid exactly once through the faults a
 * payout meets (a lost transaction, a reorganisation, the node refusing the broadcast, two
 * instances, a wallet without funds), and the ledger agrees with the chain afterwards.
 */
vi.setConfig({ testTimeout: 90_000 });

const envs: PayoutEnv[] = [];
async function env(options: Parameters<typeof startPayoutEnv>[0]) {
  const started = await startPayoutEnv({ wallet: true, ...options });
  envs.push(started);
  return started;
}
afterAll(async () => {
  for (const e of envs) await e.close();
});

const txsOf = (e: PayoutEnv, id: string) =>
  e.t.db.select().from(payoutTransactions).where(eq(payoutTransactions.withdrawalId, id));

describe('the payout wallet', () => {
  it('an approval pays from the wallet: signed and stored, BROADCAST, CONFIRMED 3 blocks deep, paid once', async () => {
    const e = await env({ confirmations: 3 });
    const { member, id, to } = await e.pending('25');
    const res = await e.decide(id, { status: 'APPROVED' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'APPROVED',
      payoutMethod: 'WALLET',
      payoutStatus: 'BROADCAST',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const [stored] = await txsOf(e, id);
    expect(stored).toMatchObject({
      txHash: res.body.data.transactionHash,
      fromAddress: WALLET.toLowerCase(),
      nonce: 0n,
    });
    expect(stored?.sentAt).not.toBeNull();
    expect(await e.usdtOf(to)).toBe(parseUsdt('25'));
    expect(await balancesOf(e.t, member.id)).toMatchObject({ held: '25', withdrawn: '0' });

    await e.tick();
    expect((await e.row(id)).payoutStatus).toBe('BROADCAST');
    await e.chain.mine(2);
    await e.tick();
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED' });
    expect(await balancesOf(e.t, member.id)).toMatchObject({ held: '0', withdrawn: '25', available: '75' });
    await e.tick();
    expect(await e.usdtOf(to)).toBe(parseUsdt('25'));
    expect(await txsOf(e, id)).toHaveLength(1);
    await expectLedgerIntact(e.t.db);
  });

  it('limits: above the amount per withdrawal or per 24 hours the payout falls back to manual', async () => {
    const e = await env({});
    await e.t.put('/api/admin/settings', {
      token: e.admin.token,
      body: { payoutWalletMaxPerWithdrawal: '30', payoutWalletMaxPerDay: '50' },
    });
    const big = await e.pending('31');
    expect((await e.decide(big.id, { status: 'APPROVED' })).body.data).toMatchObject({
      payoutStatus: 'AWAITING_PAYMENT',
      payoutMethod: 'MANUAL',
      payoutNote: expect.stringContaining('limit per withdrawal (30 USDT)'),
    });
    const first = await e.pending('30');
    expect((await e.decide(first.id, { status: 'APPROVED' })).body.data.payoutStatus).toBe('BROADCAST');
    await e.tick();
    expect((await e.row(first.id)).payoutStatus).toBe('CONFIRMED');
    const second = await e.pending('21');
    expect((await e.decide(second.id, { status: 'APPROVED' })).body.data).toMatchObject({
      payoutStatus: 'AWAITING_PAYMENT',
      payoutMethod: 'MANUAL',
      payoutNote: expect.stringContaining('limit per 24 hours (50 USDT, 30 sent)'),
    });
    expect(await e.usdtOf(second.to)).toBe(0n);
    // The manual path still takes it.
    const paid = await e.payManually(second.to, '21');
    expect((await e.submitHash(second.id, paid.txHash)).body.data.payoutStatus).toBe('CONFIRMED');
    await expectLedgerIntact(e.t.db);
  });

  it('a fallback to manual payout is on record: audited (no actor, which limit, its value) and listed to admins', async () => {
    const e = await env({});
    await e.t.put('/api/admin/settings', {
      token: e.admin.token,
      body: { payoutWalletMaxPerWithdrawal: '30', payoutWalletMaxPerDay: '50' },
    });
    const fallbacks = async (id: string) =>
      (
        await e.t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'withdrawal.payout.manual-fallback')))
      ).map((entry) => ({ actorId: entry.actorId, before: entry.before, after: entry.after }));

    // At the approval: above the limit per withdrawal.
    const big = await e.pending('31');
    expect((await e.decide(big.id, { status: 'APPROVED' })).body.data.payoutMethod).toBe('MANUAL');
    expect(await fallbacks(big.id)).toEqual([
      {
        actorId: null,
        before: { payoutMethod: 'WALLET' },
        after: expect.objectContaining({
          payoutMethod: 'MANUAL',
          limit: 'PER_WITHDRAWAL',
          max: '30',
          amount: '31',
          at: 'approval',
          payoutNote: expect.stringContaining('limit per withdrawal (30 USDT)'),
        }),
      },
    ]);
    // The approval's own entry carries the note too.
    const [approval] = await e.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, big.id), eq(auditLog.action, 'withdrawal.approve')));
    expect(approval?.after).toMatchObject({
      payoutMethod: 'MANUAL',
      payoutNote: expect.stringContaining('30 USDT'),
    });

    // When the wallet is about to sign: above the limit per 24 hours.
    const first = await e.pending('30');
    expect((await e.decide(first.id, { status: 'APPROVED' })).body.data.payoutStatus).toBe('BROADCAST');
    expect(await fallbacks(first.id)).toEqual([]);
    const second = await e.pending('21');
    expect((await e.decide(second.id, { status: 'APPROVED' })).body.data.payoutMethod).toBe('MANUAL');
    expect(await fallbacks(second.id)).toEqual([
      {
        actorId: null,
        before: { payoutMethod: 'WALLET' },
        after: expect.objectContaining({
          limit: 'PER_DAY',
          max: '50',
          sentLast24h: '30',
          amount: '21',
          at: 'signing',
        }),
      },
    ]);
    // Another pass of the job changes nothing: one entry per fallback.
    await e.tick();
    expect(await fallbacks(second.id)).toHaveLength(1);

    // Admins see it in the Audit Logs.
    const listed = await e.t.get('/api/admin/audit-logs', {
      token: e.admin.token,
      query: { action: 'withdrawal.payout.manual-fallback' },
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body.data)).toContain(second.id);
    expect(JSON.stringify(listed.body.data)).toContain(big.id);
  });

  it('a wallet out of USDT waits and e-mails the admins once; funded, the job pays', async () => {
    const e = await env({ walletUsdt: '0' });
    const { id, to } = await e.pending('10');
    const res = await e.decide(id, { status: 'APPROVED' });
    expect(res.body.data).toMatchObject({
      payoutStatus: 'AWAITING_PAYMENT',
      payoutMethod: 'WALLET',
      payoutNote: 'Waiting for the payout wallet: it lacks USDT.',
    });
    await e.tick();
    expect(await mailsTo(e.t, e.admin.email, 'admin-operations-alert')).toHaveLength(1);
    expect(await txsOf(e, id)).toHaveLength(0);
    // The dashboard's view of the wallet, and its own low-funds alert (once while low).
    const wallet = await e.t.get('/api/admin/payout-wallet', { token: e.admin.token });
    expect(wallet.body.data).toMatchObject({
      configured: true,
      address: WALLET,
      usdt: 0,
      lowUsdt: true,
      lowBnb: false,
      minUsdt: 100,
      sentLast24h: 0,
      error: null,
    });
    const deps = await e.deps();
    await alertOnLowWallet(deps);
    await alertOnLowWallet(deps);
    const alerts = await mailsTo(e.t, e.admin.email, 'admin-operations-alert');
    expect(alerts.map((m) => m.subject).sort()).toEqual([
      'The payout wallet is low on USDT',
      'The payout wallet lacks USDT',
    ]);
    await mintUsdt({
      rpcUrl: e.chain.rpcUrl,
      ownerKey: e.ownerKey,
      token: e.token,
      to: WALLET,
      amount: parseUsdt('10'),
    });
    await e.tick();
    await e.tick();
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED', payoutNote: null });
    expect(await e.usdtOf(to)).toBe(parseUsdt('10'));
    expect(await mailsTo(e.t, e.admin.email, 'admin-operations-alert')).toHaveLength(2);
    await expectLedgerIntact(e.t.db);
  });

  it('a payout reorganised away below the confirmation depth is sent again with the same nonce and paid once', async () => {
    const e = await env({ confirmations: 3 });
    const { member, id, to } = await e.pending('15');
    const before = await e.chain.snapshot();
    const res = await e.decide(id, { status: 'APPROVED' });
    const hash = res.body.data.transactionHash as string;
    expect(await e.receipt(hash)).not.toBeNull();
    await e.chain.revert(before);
    expect(await e.receipt(hash)).toBeNull();
    expect(await e.usdtOf(to)).toBe(0n);

    await e.tick(); // the transaction is gone: the same signed bytes are sent again
    expect(await e.receipt(hash)).not.toBeNull();
    expect(await txsOf(e, id)).toHaveLength(1);
    await e.chain.mine(2);
    await e.tick();
    expect(await e.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED', transactionHash: hash });
    expect(await e.usdtOf(to)).toBe(parseUsdt('15'));
    expect(await balancesOf(e.t, member.id)).toMatchObject({ held: '0', withdrawn: '15' });
    await expectLedgerIntact(e.t.db);
  });

  it('a dropped transaction not mined in time is replaced at the same nonce with a higher fee; only one is mined', async () => {
    const e = await env({});
    const { id, to } = await e.pending('8');
    await e.chain.setAutomine(false);
    try {
      const res = await e.decide(id, { status: 'APPROVED' });
      const first = res.body.data.transactionHash as `0x${string}`;
      expect(res.body.data.payoutStatus).toBe('BROADCAST');
      await e.client.request({
        method: 'hardhat_dropTransaction' as 'eth_chainId',
        params: [first] as never,
      });
      await e.advanceMinutes(4);
      await e.tick();
      const txs = await txsOf(e, id);
      expect(txs).toHaveLength(2);
      const [original, replacement] = [...txs].sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());
      expect(replacement!.nonce).toBe(original!.nonce);
      expect(BigInt(replacement!.gasPrice)).toBeGreaterThan(BigInt(original!.gasPrice));
      expect(replacement!.replacesId).toBe(original!.id);
      expect((await e.row(id)).transactionHash).toBe(replacement!.txHash);
      await e.chain.mine(1);
      await e.tick();
      expect(await e.row(id)).toMatchObject({
        payoutStatus: 'CONFIRMED',
        transactionHash: replacement!.txHash,
      });
      expect(await e.receipt(first)).toBeNull();
      expect(await e.usdtOf(to)).toBe(parseUsdt('8'));
    } finally {
      await e.chain.setAutomine(true);
    }
    await expectLedgerIntact(e.t.db);
  });

  it('the node refusing the broadcast: the stored transaction is sent again later, never signed twice', async () => {
    let refuse = true;
    let proxyClose: (() => Promise<void>) | undefined;
    const e = await env({
      rpcUrl: async (nodeUrl) => {
        const proxy = await startRpcProxy(nodeUrl, (call) =>
          refuse && call.method === 'eth_sendRawTransaction' ? { httpStatus: 502 } : undefined,
        );
        proxyClose = proxy.close;
        return proxy.url;
      },
    });
    try {
      const { id, to } = await e.pending('9');
      const res = await e.decide(id, { status: 'APPROVED' });
      expect(res.body.data.payoutStatus).toBe('BROADCAST');
      const [stored] = await txsOf(e, id);
      expect(stored).toMatchObject({ sentAt: null, lastSendError: expect.any(String) });
      expect(stored!.sendAttempts).toBeGreaterThanOrEqual(1);
      expect(await e.usdtOf(to)).toBe(0n);
      await e.tick(); // still refused
      refuse = false;
      await e.tick(); // sent: the same bytes
      await e.tick();
      const txs = await txsOf(e, id);
      expect(txs).toHaveLength(1);
      expect(txs[0]!.txHash).toBe(stored!.txHash);
      expect(await e.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED', transactionHash: stored!.txHash });
      expect(await e.usdtOf(to)).toBe(parseUsdt('9'));
      await expectLedgerIntact(e.t.db);
    } finally {
      await proxyClose?.();
    }
  });

  it('two instances approving different withdrawals at once use distinct nonces; both are paid once', async () => {
    const e = await env({});
    const other = await e.secondInstance();
    try {
      for (let round = 0; round < 3; round++) {
        const a = await e.pending('3');
        const b = await e.pending('4');
        const [ra, rb] = await Promise.all([
          e.decide(a.id, { status: 'APPROVED' }),
          other.put(`/api/withdrawals/${b.id}`, { token: e.admin.token, body: { status: 'APPROVED' } }),
        ]);
        expect([ra.status, rb.status]).toEqual([200, 200]);
        await e.tick();
        await e.tick();
        expect((await e.row(a.id)).payoutStatus).toBe('CONFIRMED');
        expect((await e.row(b.id)).payoutStatus).toBe('CONFIRMED');
        expect(await e.usdtOf(a.to)).toBe(parseUsdt('3'));
        expect(await e.usdtOf(b.to)).toBe(parseUsdt('4'));
      }
      const all = await e.t.db
        .select()
        .from(payoutTransactions)
        .where(and(eq(payoutTransactions.fromAddress, WALLET.toLowerCase())));
      const nonces = all.map((tx) => tx.nonce);
      expect(new Set(nonces).size).toBe(all.length);
      expect(all).toHaveLength(6);
      await expectLedgerIntact(e.t.db);
    } finally {
      await other.close();
    }
  });
});
