import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { getAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  createChainClient,
  devAccountKey,
  devXpubFromMnemonic,
  parseUsdt,
  usdtBalanceOf,
} from '../../src/infra/chain';
import {
  DevServicesConfigError,
  startDevServices,
  type StartedDevServices,
} from '../../src/infra/dev-services';
import { createExchangeClient, SIMULATOR_RULE_LINES } from '../../src/infra/exchange';

// The embedded default that main.ts starts when BSC_RPC_URL / BINGX_BASE_URL are unset.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const dataDir = path.join(tmpdir(), `dev-services-${process.pid}`);
const baseEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@localhost/unused',
  DATA_DIR: dataDir,
  // Production refuses to start without these two (config.ts); the chain and exchange may be local.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  JWT_SECRET: 'dev-services-test-secret-0123456789abcdef',
} as const;

let dev: StartedDevServices;
beforeAll(async () => {
  dev = await startDevServices(loadConfig(baseEnv));
});
afterAll(async () => {
  await dev?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startDevServices with nothing configured', () => {
  it('runs a local node with the test USDT, a funded dev account and the development deposit key', async () => {
    const { config, info } = dev;
    expect(config.bscRpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(config.usdtContract).toBe(info.chain!.token);
    expect(config.depositXpub).toBe(devXpubFromMnemonic());
    expect(config.chainConfirmations).toBe(1);
    const client = createChainClient(config.bscRpcUrl!);
    expect(await client.getChainId()).toBe(31337);
    const funder = privateKeyToAddress(info.chain!.funderKey);
    expect(await usdtBalanceOf(client, getAddress(config.usdtContract!), funder)).toBe(parseUsdt('1000000'));
  });

  it('gives the app a funded payout wallet and tells local tools where the chain is (issue 15)', async () => {
    const { config } = dev;
    expect(config.payoutWallet?.kind).toBe('private-key');
    // The key never shows when the configuration is logged or serialised.
    expect(JSON.stringify(config)).not.toContain(devAccountKey(2).slice(2));
    expect(inspect(config)).not.toContain(devAccountKey(2).slice(2));
    const client = createChainClient(config.bscRpcUrl!);
    const token = getAddress(config.usdtContract!);
    const wallet = privateKeyToAddress(devAccountKey(2));
    expect(await usdtBalanceOf(client, token, wallet)).toBe(parseUsdt('100000'));
    expect(JSON.parse(await readFile(path.join(dataDir, 'dev-chain.json'), 'utf8'))).toEqual({
      rpcUrl: config.bscRpcUrl,
      chainId: 31337,
      token,
      payoutWallet: wallet,
      manualPayer: privateKeyToAddress(devAccountKey(3)),
    });
  });

  it('runs the exchange simulator with generated credentials that the signed client passes', async () => {
    const { bingx } = dev.config;
    expect(bingx!.apiSecret).toMatch(/^[0-9a-f]{64}$/);
    const exchange = createExchangeClient(bingx!);
    expect(await exchange.checkUidEligibility('12345678')).toBe('ELIGIBLE');
    expect(await exchange.checkUidEligibility('12345671')).toBe('BINGX_UID_INCOMPLETE_KYC');
    expect(dev.info.exchangeRules).toEqual(SIMULATOR_RULE_LINES);
  });

  it('says what it started, and warns loudly in production mode', () => {
    expect(dev.banner.join('\n')).toMatch(/Chain: +local Hardhat node/);
    expect(dev.banner.join('\n')).toMatch(/Exchange: +local simulator/);
    expect(dev.warnings.join('\n')).toMatch(
      /NODE_ENV=production without BSC_RPC_URL: payments go to a LOCAL TEST CHAIN/,
    );
  });

  it('stops both', async () => {
    const other = await startDevServices(loadConfig({ ...baseEnv, NODE_ENV: 'development' }));
    expect(other.warnings).toEqual([]);
    await other.stop();
    await expect(
      createChainClient(other.config.bscRpcUrl!, { timeoutMs: 2000 }).getBlockNumber(),
    ).rejects.toThrow();
    await expect(fetch(other.config.bingx!.baseUrl)).rejects.toThrow();
  });
});

describe('startDevServices with real services configured', () => {
  const real = {
    BSC_RPC_URL: 'https://bsc.example/rpc',
    USDT_CONTRACT: '0x55d398326f99059fF775485246999027B3197955',
    DEPOSIT_XPUB: devXpubFromMnemonic(),
    BINGX_BASE_URL: 'https://exchange.example',
    BINGX_API_KEY: 'k',
    BINGX_API_SECRET: 's',
  };

  it('starts nothing and changes nothing', async () => {
    const config = loadConfig({ ...baseEnv, ...real });
    const started = await startDevServices(config);
    expect(started.config).toEqual(config);
    expect(started.info).toEqual({});
    expect(started.banner).toEqual([]);
    await started.stop();
  });

  it('refuses a real node without DEPOSIT_XPUB or USDT_CONTRACT: the dev key never meets a real chain', async () => {
    for (const missing of ['DEPOSIT_XPUB', 'USDT_CONTRACT'] as const) {
      const env: Record<string, string> = { ...baseEnv, ...real };
      delete env[missing];
      await expect(startDevServices(loadConfig(env))).rejects.toBeInstanceOf(DevServicesConfigError);
    }
  });
});
