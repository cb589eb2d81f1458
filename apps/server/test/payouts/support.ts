import { eq } from 'drizzle-orm';
import { type Address, getAddress, type Hash } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { expect } from 'vitest';
import { depositChainFromConfig } from '../../src/features/onboarding/deposit-chain';
import type { PayoutDeps } from '../../src/features/payouts/payout-deps';
import { settlePayoutsTick } from '../../src/features/payouts/payout-service';
import { openPayoutWallet } from '../../src/features/payouts/wallet/payout-wallet';
import { withdrawals } from '../../src/features/withdrawals/withdrawals.tables';
import {
  createChainClient,
  devAccountKey,
  devXpubFromMnemonic,
  mintUsdt,
  parseUsdt,
  sendUsdt,
  usdtBalanceOf,
} from '../../src/infra/chain';
import { connectDatabase } from '../../src/infra/db/client';
import { startTokenChain } from '../chain/token-chain';
import { createAppOn, createTestApp, type TestApp } from '../support/create-test-app';
import { createSession } from '../../src/features/accounts/sessions';
import { createAdmin, type TestUser } from '../support/users';
import { freshAddress, fundedMember, requestWithdrawal } from '../withdrawals/support';

/** Hardhat account 2 is the payout wallet of these tests (account 1 pays manual payouts). */
export const WALLET_KEY = devAccountKey(2);
export const WALLET = privateKeyToAddress(WALLET_KEY);

export interface PayoutEnvOptions {
  /** CHAIN_CONFIRMATIONS (default 1). */
  confirmations?: number;
  /** Configure the payout wallet (PAYOUT_PRIVATE_KEY), funded with `walletUsdt` test USDT. */
  wallet?: boolean;
  walletUsdt?: string;
  /** DEPOSIT_XPUB too (members get deposit addresses; the watcher can run). */
  deposits?: boolean;
  /** BSC_RPC_URL for the app, e.g. a proxy in front of the node. */
  rpcUrl?: (nodeUrl: string) => Promise<string> | string;
}

/** A real local chain with the test USDT, and the app configured for it (and its payout wallet). */
export async function startPayoutEnv(options: PayoutEnvOptions = {}) {
  const tokenChain = await startTokenChain();
  const { chain, token, ownerKey, payerKey } = tokenChain;
  if (options.wallet && options.walletUsdt !== '0') {
    await mintUsdt({
      rpcUrl: chain.rpcUrl,
      ownerKey,
      token,
      to: WALLET,
      amount: parseUsdt(options.walletUsdt ?? '1000'),
    });
  }
  const rpcUrl = options.rpcUrl ? await options.rpcUrl(chain.rpcUrl) : chain.rpcUrl;
  const env = {
    BSC_RPC_URL: rpcUrl,
    USDT_CONTRACT: token,
    CHAIN_CONFIRMATIONS: String(options.confirmations ?? 1),
    ...(options.wallet ? { PAYOUT_PRIVATE_KEY: WALLET_KEY } : {}),
    ...(options.deposits ? { DEPOSIT_XPUB: devXpubFromMnemonic() } : {}),
  };
  const t: TestApp = await createTestApp({ env });
  const admin = await createAdmin(t);
  const client = createChainClient(chain.rpcUrl);

  /** The payout use cases' dependencies, as the app builds them. */
  const deps = async (via: { rpcUrl?: string } = {}): Promise<PayoutDeps> => {
    const payoutChain = depositChainFromConfig({ ...t.config, bscRpcUrl: via.rpcUrl ?? rpcUrl })!;
    return {
      db: t.db,
      now: t.clock.now,
      appUrl: t.config.appUrl,
      chain: payoutChain,
      wallet: options.wallet ? await openPayoutWallet({ kind: 'private-key', privateKey: WALLET_KEY }) : null,
    };
  };
  const defaultDeps = await deps();

  return {
    ...tokenChain,
    t,
    admin,
    client,
    env,
    deps,
    /** One pass of the payout job. */
    tick: (d: PayoutDeps = defaultDeps) => settlePayoutsTick(d),
    /** A member with `balance` available who asked to withdraw `amount` to a fresh address. */
    async pending(amount: string, balance = '100') {
      const member = await fundedMember(t, balance);
      const to = freshAddress();
      const res = await requestWithdrawal(t, member, { amount, walletAddress: to });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { member, id: res.body.data._id as string, to: getAddress(to) };
    },
    decide: (id: string, body: Record<string, unknown>, by: TestUser = admin) =>
      t.put(`/api/withdrawals/${id}`, { token: by.token, body }),
    submitHash: (id: string, transactionHash: string, by: TestUser = admin) =>
      t.post(`/api/withdrawals/admin/${id}/payout-hash`, { token: by.token, body: { transactionHash } }),
    /** A real USDT transfer from account 1 (a manual payout), mined at once. */
    payManually: (to: Address, amount: string) =>
      sendUsdt({ rpcUrl: chain.rpcUrl, token, to, amount: parseUsdt(amount), senderKey: payerKey }),
    row: async (id: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!,
    usdtOf: async (address: Address) => usdtBalanceOf(client, token, address),
    receipt: (hash: string) => client.getTransactionReceipt({ hash: hash as Hash }).catch(() => null),
    /**
     * Moves the test clock, then opens new sessions for the people given and the admin (the old
     * ones expired); an admin's, as a sign-in with the second factor opens it (issue 14).
     */
    async advanceMinutes(minutes: number, ...people: TestUser[]) {
      t.clock.advanceMinutes(minutes);
      for (const person of [admin, ...people]) {
        const checked = person.isAdmin ? { secondFactorAt: t.clock.now() } : {};
        person.token = (await createSession(t.deps(), person, {}, checked)).token;
      }
    },
    /** A second app (another instance) on the same database. */
    async secondInstance() {
      const connection = connectDatabase(t.databaseUrl, { maxConnections: 5 });
      return createAppOn({ url: t.databaseUrl, connection }, { env, clock: t.clock });
    },
    async close() {
      await t.close();
      await chain.stop();
    },
  };
}

export type PayoutEnv = Awaited<ReturnType<typeof startPayoutEnv>>;
