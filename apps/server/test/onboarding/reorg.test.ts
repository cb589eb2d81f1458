import { createWalletClient, encodeFunctionData, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPaidEvent } from '../../src/features/onboarding/subscription-events';
import { parseUsdt, usdtAbi } from '../../src/infra/chain';
import { startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

// Three confirmations: the two newest blocks are not settled, and Hardhat's evm_snapshot /
// evm_revert replaces them the way a reorganisation would.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let env: OnboardingEnv;
const paidEvents: SubscriptionPaidEvent[] = [];
let stopListening: () => void;
beforeAll(async () => {
  env = await startOnboardingEnv({ confirmations: 3 });
  await env.chain.mine(10);
  stopListening = env.t.app.subscriptionPaid.on(async (_tx, event) => {
    paidEvents.push(event);
  });
});
afterAll(async () => {
  stopListening?.();
  await env?.close();
});

describe('confirmations and reorganisations', () => {
  it('counts a payment only once its block has the configured confirmations', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '10');
    expect(await env.tick()).toMatchObject({ storedUnsettled: 1, credited: 0 });
    await env.chain.mine(1);
    expect(await env.tick()).toMatchObject({ credited: 0 });
    expect((await env.profile(member)).subscriptionFee.paid).toBe(false);
    await env.chain.mine(1); // third confirmation
    expect(await env.tick()).toMatchObject({ credited: 1, periodsPaid: 1 });
    expect((await env.profile(member)).subscriptionFee.paid).toBe(true);
  });

  it('never credits a stored transfer whose block was reorganised away', async () => {
    const member = await env.newMember();
    await env.tick();
    const snapshot = await env.chain.snapshot();
    const paid = await env.pay(member.address, '10');
    expect(await env.tick()).toMatchObject({ storedUnsettled: 1, credited: 0 });
    expect((await env.ledger(member.id)).transfers).toMatchObject([
      { blockHash: paid.blockHash.toLowerCase() },
    ]);

    await env.chain.revert(snapshot); // the block with the transfer is gone...
    await env.chain.mine(5); // ...and other blocks take its height
    const block = await env.chain.client.getBlock({ blockNumber: paid.blockNumber });
    expect(block.hash).not.toBe(paid.blockHash);

    expect(await env.tick()).toMatchObject({ credited: 0, dropped: 1 });
    const { transfers, periods } = await env.ledger(member.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.droppedAt).not.toBeNull();
    expect(transfers[0]!.creditedAt).toBeNull();
    expect(periods).toHaveLength(0);
    expect(paidEvents.filter((e) => e.userId === member.id)).toHaveLength(0);
    expect((await env.profile(member)).subscriptionFee.paid).toBe(false);
    // Nothing revives it later.
    await env.chain.mine(3);
    expect(await env.tick()).toMatchObject({ credited: 0 });
  });

  it('credits once a transfer that the reorganisation moved into another block', async () => {
    const member = await env.newMember();
    await env.tick();
    // One signed transaction, mined twice: before and after the reorganisation.
    const account = privateKeyToAccount(env.payerKey);
    const wallet = createWalletClient({ account, chain: hardhat, transport: http(env.chain.rpcUrl) });
    const request = await wallet.prepareTransactionRequest({
      to: env.token,
      data: encodeFunctionData({
        abi: usdtAbi,
        functionName: 'transfer',
        args: [member.address, parseUsdt('10')],
      }),
    });
    const signed = await wallet.signTransaction(request);

    const snapshot = await env.chain.snapshot();
    const hash = await wallet.sendRawTransaction({ serializedTransaction: signed });
    const first = await env.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(await env.tick()).toMatchObject({ storedUnsettled: 1 });

    await env.chain.revert(snapshot);
    await env.chain.mine(1);
    await wallet.sendRawTransaction({ serializedTransaction: signed });
    const second = await env.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(second.blockNumber).toBe(first.blockNumber + 1n);
    await env.chain.mine(2);

    expect(await env.tick()).toMatchObject({ credited: 1, dropped: 0, periodsPaid: 1 });
    const { transfers, periods } = await env.ledger(member.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      blockNumber: second.blockNumber,
      blockHash: second.blockHash.toLowerCase(),
    });
    expect(periods).toHaveLength(1);
    expect(paidEvents.filter((e) => e.userId === member.id)).toHaveLength(1);
  });
});
