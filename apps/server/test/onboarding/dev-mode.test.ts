import { BSC_USDT_CONTRACT } from '@app/contract';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WATCH_INTERVAL_MS } from '../../src/features/onboarding/onboarding.plugin';
import { createTestApp } from '../support/create-test-app';
import { createAdmin, createMember } from '../support/users';
import { startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

// The embedded default's controls: a real test transfer from the dev funder, seen by the real watcher.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let env: OnboardingEnv;
beforeAll(async () => {
  env = await startOnboardingEnv({ dev: true });
});
afterAll(() => env?.close());

describe('dev mode', () => {
  it('GET /onboarding/info shows the deposit address, the fee, the test token and the simulator rules', async () => {
    const member = await env.newMember();
    const res = await env.t.get('/api/onboarding/info', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      walletAddress: member.address,
      fee: 10,
      network: 'BEP20 (BSC)',
      usdtContract: getAddress(env.token),
      confirmations: 1,
      periodDays: 365,
      devMode: true,
      exchangeRules: ['rule one', 'rule two'],
      deposits: { received: '0', credit: '0', refunded: '0' },
    });
  });

  it('POST /dev/test-payment is for members only', async () => {
    const admin = await createAdmin(env.t);
    expect((await env.t.post('/api/dev/test-payment')).status).toBe(401);
    expect((await env.t.post('/api/dev/test-payment', { token: admin.token })).status).toBe(403);
  });

  it('sends the fee to the caller, and the running watcher job makes the member paid', async () => {
    const member = await env.newMember();
    env.t.app.jobs.start();
    const startedAt = performance.now();
    const res = await env.t.post('/api/dev/test-payment', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 10,
      to: member.address,
      txHash: expect.stringMatching(/^0x/),
    });
    const receipt = await env.chain.client.getTransactionReceipt({ hash: res.body.data.txHash });
    expect(receipt.status).toBe('success');

    await vi.waitFor(async () => expect((await env.profile(member)).subscriptionFee.paid).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(`transfer -> paid subscription through the watcher job: ${seconds.toFixed(2)} s`);
    expect((await env.ledger(member.id)).periods).toHaveLength(1);
  });

  it('credits a transfer from any wallet within one watcher interval', async () => {
    const member = await env.newMember();
    env.t.app.jobs.start();
    const startedAt = performance.now();
    await env.pay(member.address, '10'); // not through the dev endpoint: nobody wakes the watcher
    await vi.waitFor(async () => expect((await env.profile(member)).subscriptionFee.paid).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `transfer -> paid subscription, next watcher pass (interval ${WATCH_INTERVAL_MS} ms): ${seconds.toFixed(2)} s`,
    );
    expect(seconds).toBeLessThan(WATCH_INTERVAL_MS / 1000 + 5); // one pass, on a busy machine
  });

  it('sends a chosen amount (two partial payments add up)', async () => {
    const member = await env.newMember();
    for (const amount of ['3', '7']) {
      const res = await env.t.post('/api/dev/test-payment', { token: member.token, body: { amount } });
      expect(res.body.data.amount).toBe(Number(amount));
    }
    const refresh = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(refresh.body.data).toMatchObject({ paid: true });
    expect((await env.ledger(member.id)).transfers).toHaveLength(2);
    const tooMuch = await env.t.post('/api/dev/test-payment', {
      token: member.token,
      body: { amount: '5000' },
    });
    expect(tooMuch.body.message).toBe('VALIDATION_ERROR');
  });
});

describe('outside dev mode', () => {
  it('has no test payment, and shows the real BSC USDT contract', async () => {
    const t = await createTestApp();
    try {
      const member = await createMember(t, { onboarded: false });
      expect((await t.post('/api/dev/test-payment', { token: member.token })).status).toBe(404);
      const info = await t.get('/api/onboarding/info', { token: member.token });
      expect(info.body.data).toMatchObject({
        devMode: false,
        exchangeRules: null,
        usdtContract: BSC_USDT_CONTRACT,
        confirmations: 3,
        walletAddress: null, // no DEPOSIT_XPUB in this app
      });
    } finally {
      await t.close();
    }
  });
});
