import { eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http, type Address, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { users } from '../../../src/features/users/users.tables';
import { depositChainFromConfig, type DepositChain } from '../../../src/features/onboarding/deposit-chain';
import { assignDepositAddress } from '../../../src/features/onboarding/deposit-address';
import { depositTransfers, subscriptionPeriods } from '../../../src/features/onboarding/onboarding.tables';
import { watchDepositsTick } from '../../../src/features/onboarding/watcher/watch-deposits';
import {
  createChainClient,
  devXpubFromMnemonic,
  mintUsdt,
  parseUsdt,
  sendUsdt,
  usdtAbi,
} from '../../../src/infra/chain';
import { startExchangeSimulator, type ExchangeSimulator } from '../../../src/infra/exchange';
import type { DevServicesInfo } from '../../../src/infra/dev-services';
import { startTokenChain } from '../../chain/token-chain';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { createMember, type TestUser } from '../../support/users';
import { createSession } from '../../../src/features/accounts/sessions';

export const SIM_KEY = 'onboarding-sim-key';
export const SIM_SECRET = 'onboarding-sim-secret-0123456789';

export interface OnboardingEnvOptions {
  /** CHAIN_CONFIRMATIONS (default 1: the latest block counts). */
  confirmations?: number;
  /** Also start the exchange simulator (BINGX_* point at it). */
  exchange?: boolean;
  /** Dev mode: the test-payment endpoint and the simulator rules. */
  dev?: boolean;
}

export type Member = TestUser & { address: Address };

/**
 * A real local chain with the test USDT (account 1 holds 1,000 USDT), optionally the exchange
 * simulator, and the app configured for them, as main.ts would configure it.
 */
export async function startOnboardingEnv(options: OnboardingEnvOptions = {}) {
  const tokenChain = await startTokenChain();
  let sim: ExchangeSimulator | undefined;
  if (options.exchange || options.dev) {
    sim = await startExchangeSimulator({ apiKey: SIM_KEY, apiSecret: SIM_SECRET, rateLimitPerSecond: 1000 });
  }
  const dev: DevServicesInfo | undefined = options.dev
    ? {
        chain: {
          rpcUrl: tokenChain.chain.rpcUrl,
          chainId: tokenChain.chain.chainId,
          token: tokenChain.token,
          funderKey: tokenChain.payerKey,
        },
        exchangeRules: ['rule one', 'rule two'],
      }
    : undefined;
  const t: TestApp = await createTestApp({
    env: {
      BSC_RPC_URL: tokenChain.chain.rpcUrl,
      USDT_CONTRACT: tokenChain.token,
      DEPOSIT_XPUB: devXpubFromMnemonic(),
      CHAIN_CONFIRMATIONS: String(options.confirmations ?? 1),
      ...(sim ? { BINGX_BASE_URL: sim.url, BINGX_API_KEY: SIM_KEY, BINGX_API_SECRET: SIM_SECRET } : {}),
    },
    ...(dev ? { dev } : {}),
  });

  /** The watcher's view of the chain, optionally through another node URL (a proxy) or range. */
  const depositChain = (
    via: { rpcUrl?: string; maxRange?: bigint; client?: PublicClient } = {},
  ): DepositChain =>
    depositChainFromConfig(
      { ...t.config, bscRpcUrl: via.rpcUrl ?? tokenChain.chain.rpcUrl },
      {
        ...(via.maxRange ? { maxRange: via.maxRange } : {}),
        client: via.client ?? createChainClient(via.rpcUrl ?? tokenChain.chain.rpcUrl),
      },
    )!;
  const defaultChain = depositChain();

  return {
    ...tokenChain,
    t,
    sim,
    dev,
    depositChain,
    /** One pass of the real watcher. */
    tick: (chain: DepositChain = defaultChain, signal?: AbortSignal) =>
      watchDepositsTick(
        {
          db: t.db,
          chain,
          now: t.clock.now,
          subscriptionPaid: t.app.subscriptionPaid,
          appUrl: t.config.appUrl,
          mail: t.app.ctx.mail,
        },
        signal ? { signal } : {},
      ),
    /** A verified member without subscription or UID, with a deposit address. */
    async newMember(): Promise<Member> {
      const member = await createMember(t, { onboarded: false });
      const address = await t.db.transaction((tx) =>
        assignDepositAddress(tx, member.id, t.config.depositXpub),
      );
      return { ...member, address: address as Address };
    },
    /** A real USDT transfer from account 1, mined at once. */
    pay: (to: Address, amount: string) =>
      sendUsdt({
        rpcUrl: tokenChain.chain.rpcUrl,
        token: tokenChain.token,
        to,
        amount: parseUsdt(amount),
        senderKey: tokenChain.payerKey,
      }),
    /** Test USDT minted to the payer (account 1), beyond the 1,000 it starts with. */
    mintToPayer: (amount: string) =>
      mintUsdt({
        rpcUrl: tokenChain.chain.rpcUrl,
        ownerKey: tokenChain.ownerKey,
        token: tokenChain.token,
        to: tokenChain.payer,
        amount: parseUsdt(amount),
      }),
    /**
     * `count` real transfers of `units` token units each to one address, sent with automine off and
     * mined together in as few blocks as they fit (one at a time would take a block each).
     */
    async payMany(to: Address, units: bigint, count: number) {
      const transport = http(tokenChain.chain.rpcUrl, { retryCount: 0 });
      const account = privateKeyToAccount(tokenChain.payerKey);
      const wallet = createWalletClient({ account, transport });
      const reader = createPublicClient({ transport });
      const nonce = await reader.getTransactionCount({ address: account.address, blockTag: 'pending' });
      // Everything given up front: each transfer is signed here and sent in one call.
      const fixed = {
        chain: { ...hardhat, id: tokenChain.chain.chainId },
        gas: 100_000n,
        gasPrice: (await reader.getGasPrice()) * 2n,
      };
      await tokenChain.chain.setAutomine(false);
      try {
        for (let i = 0; i < count; i++) {
          await wallet.writeContract({
            address: tokenChain.token,
            abi: usdtAbi,
            functionName: 'transfer',
            args: [to, units],
            nonce: nonce + i,
            ...fixed,
          });
        }
        while ((await reader.getTransactionCount({ address: account.address })) < nonce + count) {
          await tokenChain.chain.mine(1);
        }
      } finally {
        await tokenChain.chain.setAutomine(true);
      }
    },
    /** The member's stored transfers and periods, straight from the database. */
    async ledger(userId: string) {
      const transfers = await t.db.select().from(depositTransfers).where(eq(depositTransfers.userId, userId));
      const periods = await t.db
        .select()
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.userId, userId))
        .orderBy(subscriptionPeriods.periodNumber);
      const [user] = await t.db.select().from(users).where(eq(users.id, userId));
      return { transfers, periods, user: user! };
    },
    /**
     * A new session for the member (after moving the clock past the old one's end); an admin's
     * proved its second factor now, as every test admin has one (support/users.ts, issue 14).
     */
    async signIn<M extends TestUser>(member: M): Promise<M> {
      const checked = member.isAdmin ? { secondFactorAt: t.clock.now() } : {};
      const { token } = await createSession(t.deps(), member, {}, checked);
      return { ...member, token };
    },
    profile: async (member: { token: string }) =>
      (await t.get('/api/users/profile', { token: member.token })).body.data.user,
    async close() {
      await t.close();
      await sim?.stop();
      await tokenChain.chain.stop();
    },
  };
}

export type OnboardingEnv = Awaited<ReturnType<typeof startOnboardingEnv>>;
