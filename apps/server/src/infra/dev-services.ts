import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getAddress, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { type Config, secretSource } from '../config';
import {
  deployTestUsdt,
  devAccountKey,
  devXpubFromMnemonic,
  mintUsdt,
  parseUsdt,
  startDevChain,
  type DevChain,
} from './chain';
import { SIMULATOR_RULE_LINES, startExchangeSimulator, type ExchangeSimulator } from './exchange';

/**
 * The embedded default (DESIGN.md section 4): with no BSC_RPC_URL the product runs its own local
 * Hardhat node with a test USDT, deposit addresses from a PUBLIC development mnemonic
 * (infra/chain/dev-keys.ts, insecure on purpose), and with no BINGX_BASE_URL a local exchange
 * simulator with generated credentials. The real code paths (watcher, signed client) then talk to
 * these over real JSON-RPC and HTTP. The development key is never combined with a real node.
 */

/** What the onboarding feature needs to know about the embedded parts (dev-only controls). */
export interface DevServicesInfo {
  /** The local node: the test token and the funded key that makes 'Send test payment' transfers. */
  chain?: { rpcUrl: string; chainId: number; token: Address; funderKey: Hex };
  /** The exchange simulator's UID rules, shown on the onboarding screen. */
  exchangeRules?: readonly string[];
}

export interface StartedDevServices {
  /** The configuration with the embedded parts filled in (BSC_RPC_URL, USDT_CONTRACT, ...). */
  config: Config;
  info: DevServicesInfo;
  /** Banner lines: what was started. */
  banner: string[];
  /** Loud warnings for the console (the dev key in production mode, ignored variables). */
  warnings: string[];
  stop(): Promise<void>;
}

/** Test USDT the dev funder starts with. */
export const DEV_FUNDER_USDT = '1000000';
/** Test USDT the embedded default's payout wallet (Hardhat account 2) starts with. */
export const DEV_PAYOUT_WALLET_USDT = '100000';
/** Test USDT of Hardhat account 3, an admin's own wallet for manual payouts on the local chain. */
export const DEV_MANUAL_PAYER_USDT = '10000';

/**
 * Where the embedded default tells local tools about its chain (DATA_DIR/dev-chain.json): the
 * node's address and the test USDT, so `npm run cli -- reconcile` and the browser tests reach the
 * same local node. No key is written (the dev keys are Hardhat's public ones anyway).
 */
export const devChainFile = (dataDir: string) => path.join(dataDir, 'dev-chain.json');
export interface DevChainFile {
  rpcUrl: string;
  chainId: number;
  token: Address;
  payoutWallet: Address;
  manualPayer: Address;
}

export class DevServicesConfigError extends Error {
  override readonly name = 'DevServicesConfigError';
}

export async function startDevServices(config: Config): Promise<StartedDevServices> {
  if (config.bscRpcUrl && (!config.depositXpub || !config.usdtContract)) {
    throw new DevServicesConfigError(
      'BSC_RPC_URL is set, so DEPOSIT_XPUB and USDT_CONTRACT must be set too: the development deposit key is never used with a real chain.',
    );
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
  };
  const effective: Config = { ...config };
  const info: DevServicesInfo = {};
  const banner: string[] = [];
  const warnings: string[] = [];
  try {
    if (!config.bscRpcUrl) {
      const chain = await startLocalChain(config);
      stops.push(chain.node.stop);
      effective.bscRpcUrl = chain.node.rpcUrl;
      effective.usdtContract = chain.token;
      effective.depositXpub = config.depositXpub ?? devXpubFromMnemonic();
      effective.chainConfirmations = config.chainConfirmations ?? 1;
      // A funded payout wallet on the local chain, so an approval is paid end to end (issue 15).
      effective.payoutWallet =
        config.payoutWallet ?? secretSource({ kind: 'private-key', privateKey: chain.payoutKey });
      const file = devChainFile(config.dataDir);
      const described: DevChainFile = {
        rpcUrl: chain.node.rpcUrl,
        chainId: chain.node.chainId,
        token: chain.token,
        payoutWallet: privateKeyToAddress(chain.payoutKey),
        manualPayer: privateKeyToAddress(devAccountKey(3)),
      };
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(file, JSON.stringify(described, null, 2));
      stops.push(() => rm(file, { force: true }));
      info.chain = {
        rpcUrl: chain.node.rpcUrl,
        chainId: chain.node.chainId,
        token: chain.token,
        funderKey: chain.funderKey,
      };
      banner.push(
        `  Chain:               local Hardhat node ${chain.node.rpcUrl} (chain id ${chain.node.chainId}), test USDT ${chain.token}`,
        `  Deposit addresses:   ${config.depositXpub ? 'from DEPOSIT_XPUB' : 'development mnemonic (public: local node only)'}; 'Send test payment' on /onboarding`,
        `  Payout wallet:       ${config.payoutWallet ? 'from PAYOUT_PRIVATE_KEY / PAYOUT_KEYSTORE' : `${privateKeyToAddress(chain.payoutKey)} (Hardhat account 2, public key: local node only), ${DEV_PAYOUT_WALLET_USDT} test USDT`}`,
      );
      if (config.usdtContract)
        warnings.push('USDT_CONTRACT is ignored without BSC_RPC_URL: the local test USDT is used.');
      if (config.nodeEnv === 'production') {
        warnings.push(
          '!!! NODE_ENV=production without BSC_RPC_URL: payments go to a LOCAL TEST CHAIN with a PUBLIC development key. Set BSC_RPC_URL, USDT_CONTRACT and DEPOSIT_XPUB for real payments. !!!',
        );
      }
    }
    if (!config.bingx) {
      const credentials = {
        apiKey: randomBytes(16).toString('hex'),
        apiSecret: randomBytes(32).toString('hex'),
      };
      const simulator: ExchangeSimulator = await startExchangeSimulator(credentials);
      stops.push(simulator.stop);
      effective.bingx = { baseUrl: simulator.url, ...credentials };
      info.exchangeRules = SIMULATOR_RULE_LINES;
      banner.push(
        `  Exchange:            local simulator ${simulator.url} (its UID rules are on /onboarding)`,
      );
      if (config.nodeEnv === 'production') {
        warnings.push(
          '!!! NODE_ENV=production without BINGX_BASE_URL: UIDs are checked by a LOCAL SIMULATOR. !!!',
        );
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { config: effective, info, banner, warnings, stop };
}

async function startLocalChain(
  config: Config,
): Promise<{ node: DevChain; token: Address; funderKey: Hex; payoutKey: Hex }> {
  // With more than one confirmation, blocks must keep coming without transactions.
  const confirmations = config.chainConfirmations ?? 1;
  // A generous start timeout: a busy machine (a CI runner, parallel tests) can be slow to start Hardhat.
  const node = await startDevChain({ blockIntervalMs: confirmations > 1 ? 2000 : 0, startTimeoutMs: 90_000 });
  try {
    const funderKey = devAccountKey(0); // Hardhat's funded account 0 deploys the token and pays test payments
    const token = getAddress(await deployTestUsdt(node.rpcUrl, funderKey));
    await mintUsdt({
      rpcUrl: node.rpcUrl,
      ownerKey: funderKey,
      token,
      to: privateKeyToAddress(funderKey),
      amount: parseUsdt(DEV_FUNDER_USDT),
    });
    const payoutKey = devAccountKey(2);
    await mintUsdt({
      rpcUrl: node.rpcUrl,
      ownerKey: funderKey,
      token,
      to: privateKeyToAddress(payoutKey),
      amount: parseUsdt(DEV_PAYOUT_WALLET_USDT),
    });
    await mintUsdt({
      rpcUrl: node.rpcUrl,
      ownerKey: funderKey,
      token,
      to: privateKeyToAddress(devAccountKey(3)),
      amount: parseUsdt(DEV_MANUAL_PAYER_USDT),
    });
    return { node, token, funderKey, payoutKey };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
