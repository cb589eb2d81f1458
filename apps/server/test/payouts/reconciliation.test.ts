import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/run-cli';
import { auditLog } from '../../src/features/audit/audit.tables';
import { assignDepositAddress } from '../../src/features/onboarding/deposit-address';
import { depositChainFromConfig } from '../../src/features/onboarding/deposit-chain';
import { watchDepositsTick } from '../../src/features/onboarding/watcher/watch-deposits';
import { reconcile } from '../../src/features/payouts/reconciliation/reconcile';
import { parseUsdt, sendUsdt } from '../../src/infra/chain';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { settleAsPaid } from '../support/payouts';
import { createMember } from '../support/users';
import { freshAddress, mailsTo } from '../withdrawals/support';
import { startPayoutEnv, type PayoutEnv, WALLET_KEY } from './support';

/**
 * Reconciliation (issue 15) on the local chain: after real payouts and a real deposit the ledger
 * and the chain agree; then each kind of mismatch is made for real and found, listed, e-mailed
 * once, and resolved once the ledger catches up.
 */
vi.setConfig({ testTimeout: 90_000 });

let e: PayoutEnv;
beforeAll(async () => {
  e = await startPayoutEnv({ wallet: true, deposits: true });
});
afterAll(() => e.close());

const watch = () =>
  watchDepositsTick({
    db: e.t.db,
    chain: depositChainFromConfig(e.t.config)!,
    now: e.t.clock.now,
    subscriptionPaid: e.t.app.subscriptionPaid,
    appUrl: e.t.config.appUrl,
  });
const kinds = (findings: { kind: string }[]) => findings.map((f) => f.kind).sort();

describe('reconciliation of the ledger with the chain', () => {
  it('is clean after real payouts (wallet and manual) and a credited deposit; finds each mismatch, e-mails it once, resolves it', async () => {
    // A wallet payout and a manual payout, both confirmed.
    const byWallet = await e.pending('5');
    expect((await e.decide(byWallet.id, { status: 'APPROVED' })).body.data.payoutStatus).toBe('BROADCAST');
    await e.tick();
    expect((await e.row(byWallet.id)).payoutStatus).toBe('CONFIRMED');
    await e.t.put('/api/admin/settings', {
      token: e.admin.token,
      body: { payoutWalletMaxPerWithdrawal: '1' },
    });
    const manual = await e.pending('6');
    await e.decide(manual.id, { status: 'APPROVED' });
    const paid = await e.payManually(manual.to, '6');
    expect((await e.submitHash(manual.id, paid.txHash)).body.data.payoutStatus).toBe('CONFIRMED');
    // A member's subscription payment, credited by the watcher.
    const payer = await createMember(e.t, { onboarded: false });
    const deposit = (await e.t.db.transaction((tx) =>
      assignDepositAddress(tx, payer.id, e.t.config.depositXpub),
    )) as `0x${string}`;
    await e.payManually(deposit, '10');
    expect((await watch()).credited).toBe(1);

    const clean = await reconcile(await e.deps());
    expect(clean.findings).toEqual([]);
    expect(clean.checked).toEqual({
      confirmedPayouts: 2,
      walletTransfers: 1,
      creditedDeposits: 1,
      depositTransfers: 1,
    });
    expect((await e.t.get('/api/admin/reconciliation', { token: e.admin.token })).body.data).toMatchObject({
      lastRun: { findings: 0, error: null },
      findings: [],
    });

    // Mismatches, made for real:
    // - a transfer out of the payout wallet that the platform did not sign;
    const stranger = freshAddress();
    const foreign = await sendUsdt({
      rpcUrl: e.chain.rpcUrl,
      token: e.token,
      to: stranger,
      amount: parseUsdt('2'),
      senderKey: WALLET_KEY,
    });
    // - a payment to a deposit address the watcher has not seen;
    const unseen = await e.payManually(deposit, '3');
    // - a payout recorded CONFIRMED whose hash is no transfer on the chain.
    const ghost = await e.pending('4');
    await e.decide(ghost.id, { status: 'APPROVED' });
    await settleAsPaid(e.t, ghost.id);

    // Not recorded yet is not a mismatch for a while (the watcher reads every few seconds).
    expect(kinds((await reconcile(await e.deps())).findings)).toEqual([
      'CONFIRMED_PAYOUT_MISSING',
      'UNKNOWN_WALLET_TRANSFER',
    ]);
    await e.advanceMinutes(11);
    const run = await e.t.post('/api/admin/reconciliation/run', { token: e.admin.token, body: {} });
    expect(run.status, run.text).toBe(200);
    expect(kinds(run.body.data.findings)).toEqual([
      'CONFIRMED_PAYOUT_MISSING',
      'DEPOSIT_NOT_CREDITED',
      'UNKNOWN_WALLET_TRANSFER',
    ]);
    const byKind = Object.fromEntries(run.body.data.findings.map((f: { kind: string }) => [f.kind, f]));
    expect(byKind.UNKNOWN_WALLET_TRANSFER).toMatchObject({
      txHash: foreign.txHash.toLowerCase(),
      address: stranger,
    });
    expect(byKind.DEPOSIT_NOT_CREDITED).toMatchObject({
      txHash: unseen.txHash.toLowerCase(),
      userId: payer.id,
    });
    expect(byKind.CONFIRMED_PAYOUT_MISSING).toMatchObject({ withdrawalId: ghost.id });
    const [audit] = await e.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation.run'), eq(auditLog.actorId, e.admin.id)));
    expect(audit?.after).toMatchObject({ findings: 3, new: 1 });

    // E-mailed once: the next run finds the same and sends nothing more.
    const mails = () => mailsTo(e.t, e.admin.email, 'admin-operations-alert');
    expect((await mails()).map((m) => m.subject).sort()).toEqual([
      'Reconciliation: 1 new mismatch between the ledger and the chain',
      'Reconciliation: 2 new mismatches between the ledger and the chain',
    ]);
    expect((await reconcile(await e.deps())).fresh).toBe(0);
    expect(await mails()).toHaveLength(2);

    // The watcher credits the deposit: that mismatch is resolved, the others stay.
    await watch();
    const after = await reconcile(await e.deps());
    expect(kinds(after.findings)).toEqual(['CONFIRMED_PAYOUT_MISSING', 'UNKNOWN_WALLET_TRANSFER']);
    const page = await e.t.get('/api/admin/reconciliation', { token: e.admin.token });
    expect(kinds(page.body.data.findings)).toEqual(['CONFIRMED_PAYOUT_MISSING', 'UNKNOWN_WALLET_TRANSFER']);

    // The command line says the same, and fails.
    const out: string[] = [];
    const code = await runCli(
      ['reconcile'],
      { DATABASE_URL: e.t.databaseUrl, ...e.env },
      {
        log: (m) => out.push(m),
        error: (m) => out.push(m),
      },
    );
    expect(code).toBe(1);
    expect(out.join('\n')).toContain('A transfer from the payout wallet that the platform did not make');
    expect(out.join('\n')).toContain('2 mismatch(es) (0 new)');
    await expectLedgerIntact(e.t.db);
  });
});
