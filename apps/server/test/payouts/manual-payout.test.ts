import { and, eq } from 'drizzle-orm';
import { createWalletClient, encodeFunctionData, http, keccak256, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.tables';
import { deployTestUsdt, devAccountKey, mintUsdt, parseUsdt, sendUsdt } from '../../src/infra/chain';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { createAdmin } from '../support/users';
import { balancesOf, expectFailure, freshAddress, mailsTo } from '../withdrawals/support';
import { startPayoutEnv, type PayoutEnv } from './support';

/**
 * The verified manual payout (issue 15) on the local chain with real token transfers: an admin
 * pays from any wallet (Hardhat account 1) and gives the hash, on approval or later; it counts
 * only when the chain shows the right transfer, and CONFIRMED (the debit) only once 3 blocks deep.
 */
vi.setConfig({ testTimeout: 60_000 });

let env: PayoutEnv;
beforeAll(async () => {
  env = await startPayoutEnv({ confirmations: 3 });
});
afterAll(() => env.close());

const auditOf = (id: string, action: string) =>
  env.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

describe('manual payout, verified on the chain', () => {
  it('an approval without a wallet awaits the hash; wrong transfers are refused by name; the right one is BROADCAST, then CONFIRMED 3 blocks deep', async () => {
    const { member, id, to } = await env.pending('40');
    const approved = await env.decide(id, { status: 'APPROVED' });
    expect(approved.body.data).toMatchObject({ payoutStatus: 'AWAITING_PAYMENT', payoutMethod: 'MANUAL' });

    // Not mined (no such transaction).
    expectFailure(await env.submitHash(id, `0x${'12'.repeat(32)}`), 409, 'PAYOUT_TX_NOT_FOUND');
    // The wrong amount, to the right address.
    const wrongAmount = await env.payManually(to, '39.99');
    expectFailure(await env.submitHash(id, wrongAmount.txHash), 400, 'PAYOUT_WRONG_AMOUNT');
    // The right amount, to someone else.
    const wrongRecipient = await env.payManually(freshAddress(), '40');
    expectFailure(await env.submitHash(id, wrongRecipient.txHash), 400, 'PAYOUT_WRONG_RECIPIENT');
    // Another token, right address and amount.
    const other = await deployTestUsdt(env.chain.rpcUrl, env.ownerKey);
    await mintUsdt({
      rpcUrl: env.chain.rpcUrl,
      ownerKey: env.ownerKey,
      token: other,
      to: env.payer,
      amount: parseUsdt('100'),
    });
    const otherToken = await sendUsdt({
      rpcUrl: env.chain.rpcUrl,
      token: other,
      to,
      amount: parseUsdt('40'),
      senderKey: env.payerKey,
    });
    expectFailure(await env.submitHash(id, otherToken.txHash), 400, 'PAYOUT_WRONG_TOKEN');
    // A reverted transfer (a sender without USDT; gas given so the node does not refuse it first).
    const broke = createWalletClient({
      account: privateKeyToAccount(devAccountKey(5)),
      transport: http(env.chain.rpcUrl),
    });
    const request = await broke.prepareTransactionRequest({
      to: env.token,
      data: encodeFunctionData({
        abi: parseAbi(['function transfer(address to, uint256 value) returns (bool)']),
        functionName: 'transfer',
        args: [to, parseUsdt('40')],
      }),
      gas: 100_000n,
      chain: null,
    });
    const raw = await broke.signTransaction({ ...request, chain: null });
    const reverted = keccak256(raw);
    // Hardhat mines it and answers the revert as an error.
    await broke.sendRawTransaction({ serializedTransaction: raw }).catch(() => undefined);
    await expect.poll(() => env.receipt(reverted)).not.toBeNull();
    expectFailure(await env.submitHash(id, reverted), 400, 'PAYOUT_TX_REVERTED');
    // Nothing moved, nothing recorded by all these.
    expect(await env.row(id)).toMatchObject({ payoutStatus: 'AWAITING_PAYMENT', transactionHash: null });
    expect(await auditOf(id, 'withdrawal.payout.hash')).toHaveLength(0);

    // The right transfer: accepted, BROADCAST while less than 3 blocks deep, the amount still held.
    const paid = await env.payManually(to, '40');
    const accepted = await env.submitHash(id, paid.txHash);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      payoutStatus: 'BROADCAST',
      payoutMethod: 'MANUAL',
      transactionHash: paid.txHash.toLowerCase(),
    });
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '40', withdrawn: '0', available: '60' });
    const [entry] = await auditOf(id, 'withdrawal.payout.hash');
    expect(entry).toMatchObject({
      actorId: env.admin.id,
      before: expect.objectContaining({ payoutStatus: 'AWAITING_PAYMENT' }),
      after: expect.objectContaining({
        payoutStatus: 'BROADCAST',
        transactionHash: paid.txHash.toLowerCase(),
      }),
    });
    await env.tick();
    expect((await env.row(id)).payoutStatus).toBe('BROADCAST');

    // Two more blocks: 3 confirmations, CONFIRMED, and only now the debit.
    await env.chain.mine(2);
    await env.tick();
    const confirmed = await env.t.get(`/api/withdrawals/admin/${id}`, { token: env.admin.token });
    expect(confirmed.body.data).toMatchObject({
      status: 'APPROVED',
      payoutStatus: 'CONFIRMED',
      payoutConfirmedAt: expect.any(String),
      transactionHash: paid.txHash.toLowerCase(),
    });
    expect(await balancesOf(env.t, member.id)).toMatchObject({
      held: '0',
      withdrawn: '40',
      available: '60',
      earned: '100',
    });
    expect(await auditOf(id, 'withdrawal.payout.confirm')).toHaveLength(1);
    // The member sees it on their history.
    const own = await env.t.get(`/api/withdrawals/${id}`, { token: member.token });
    expect(own.body.data).toMatchObject({
      payoutStatus: 'CONFIRMED',
      transactionHash: paid.txHash.toLowerCase(),
    });

    // Confirmed once: another pass, another hash: nothing moves again.
    await env.tick();
    expectFailure(await env.submitHash(id, paid.txHash), 409, 'PAYOUT_NOT_AWAITING');
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '0', withdrawn: '40' });

    // The same hash for another withdrawal to the same address and amount: refused.
    const second = await env.pending('40');
    await env.decide(second.id, { status: 'APPROVED' });
    expectFailure(await env.submitHash(second.id, paid.txHash), 409, 'PAYOUT_HASH_IN_USE');
    await expectLedgerIntact(env.t.db);
  });

  it('a hash given with the approval is checked first: refused approvals change nothing; the right one starts a BROADCAST payout', async () => {
    const { member, id, to } = await env.pending('12.5');
    const wrong = await env.payManually(to, '12');
    expectFailure(
      await env.decide(id, { status: 'APPROVED', transactionHash: wrong.txHash }),
      400,
      'PAYOUT_WRONG_AMOUNT',
    );
    expect(await env.row(id)).toMatchObject({ status: 'PENDING', payoutStatus: null });

    const paid = await env.payManually(to, '12.5');
    const res = await env.decide(id, { status: 'APPROVED', transactionHash: paid.txHash });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'APPROVED',
      payoutStatus: 'BROADCAST',
      transactionHash: paid.txHash.toLowerCase(),
    });
    const [mail] = await mailsTo(env.t, member.email, 'withdrawal-decision');
    expect(mail?.text).toContain(paid.txHash.toLowerCase());
    await env.chain.mine(2);
    await env.tick();
    expect((await env.row(id)).payoutStatus).toBe('CONFIRMED');
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '0', withdrawn: '12.5' });
  });

  it('a reorganisation that removes the payout below the confirmation depth: never confirmed, FAILED after an hour missing, still held', async () => {
    const { member, id, to } = await env.pending('7');
    await env.decide(id, { status: 'APPROVED' });
    const before = await env.chain.snapshot();
    const paid = await env.payManually(to, '7');
    expect((await env.submitHash(id, paid.txHash)).body.data.payoutStatus).toBe('BROADCAST');
    // The block with the payout is reorganised away (its transaction with it).
    await env.chain.revert(before);
    await env.chain.mine(5);
    await env.tick();
    expect(await env.row(id)).toMatchObject({ payoutStatus: 'BROADCAST', payoutBlockNumber: null });
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '7', withdrawn: '0' });

    await env.advanceMinutes(61, member);
    await env.tick();
    const failed = await env.row(id);
    expect(failed.payoutStatus).toBe('FAILED');
    expect(failed.payoutFailure).toMatch(/no longer on the chain/);
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '7', withdrawn: '0' });

    // Paid again (for real this time) with a new hash: accepted from FAILED, confirmed once.
    const again = await env.payManually(to, '7');
    expect((await env.submitHash(id, again.txHash)).body.data.payoutStatus).toBe('BROADCAST');
    await env.chain.mine(2);
    await env.tick();
    expect(await env.row(id)).toMatchObject({ payoutStatus: 'CONFIRMED', payoutFailure: null });
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '0', withdrawn: '7' });
    await expectLedgerIntact(env.t.db);
  });

  it('four eyes: above the setting the first approval waits for a different admin; a hash only after it', async () => {
    const second = await createAdmin(env.t);
    await env.t.put('/api/admin/settings', { token: env.admin.token, body: { secondApprovalAbove: '50' } });
    const { member, id, to } = await env.pending('60');

    const paid = await env.payManually(to, '60');
    const early = await env.decide(id, { status: 'APPROVED', transactionHash: paid.txHash });
    expectFailure(early, 400, 'VALIDATION_ERROR');
    expect(early.body.data.errors[0].path).toBe('transactionHash');

    const first = await env.decide(id, { status: 'APPROVED' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(
      `Approved by ${env.admin.firstName} ${env.admin.lastName}, waiting for a second administrator`,
    );
    expect(first.body.data).toMatchObject({
      status: 'PENDING',
      payoutStatus: null,
      firstApproval: { admin: { userId: env.admin.userId }, at: expect.any(String) },
    });
    expectFailure(await env.decide(id, { status: 'APPROVED' }), 409, 'SECOND_APPROVAL_REQUIRED');
    expect(await balancesOf(env.t, member.id)).toMatchObject({ held: '60', withdrawn: '0' });

    const done = await env.decide(id, { status: 'APPROVED', transactionHash: paid.txHash }, second);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'APPROVED', payoutStatus: 'BROADCAST' });
    const actions = await env.t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(actions.map((a) => [a.action, a.actorId])).toEqual(
      expect.arrayContaining([
        ['withdrawal.approve.first', env.admin.id],
        ['withdrawal.approve', second.id],
      ]),
    );
    // Below the setting one approval is enough.
    const small = await env.pending('50');
    expect((await env.decide(small.id, { status: 'APPROVED' })).body.data.status).toBe('APPROVED');
    await env.t.put('/api/admin/settings', { token: env.admin.token, body: { secondApprovalAbove: '1000' } });
  });
});
