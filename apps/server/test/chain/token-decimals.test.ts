import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChainFromConfig } from '../../src/features/onboarding/deposit-chain';
import { watchDepositsTick } from '../../src/features/onboarding/watcher/watch-deposits';
import {
  assertUsdtDecimals,
  createChainClient,
  DEV_DEPOSIT_MNEMONIC,
  devXpubFromMnemonic,
  TokenDecimalsError,
} from '../../src/infra/chain';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createTestDatabase } from '../support/test-database';
import { startTokenChain } from './token-chain';

// Issue 20, item 6: the product counts USDT in 18 decimals (BEP20 USDT); a USDT_CONTRACT that
// counts otherwise is refused at start and by the watcher, never credited in the wrong unit.

const SIX_DECIMALS_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract SixDecimals { function decimals() external pure returns (uint8) { return 6; } }`;

/** A token contract whose decimals() is 6 (like USDT on Ethereum), compiled here with solc-js. */
async function deploySixDecimals(rpcUrl: string, key: Hex): Promise<Address> {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'Six.sol': { content: SIX_DECIMALS_SOURCE } },
        settings: {
          evmVersion: 'cancun',
          outputSelection: { 'Six.sol': { SixDecimals: ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    contracts: { 'Six.sol': { SixDecimals: { abi: unknown[]; evm: { bytecode: { object: string } } } } };
  };
  const contract = output.contracts['Six.sol'].SixDecimals;
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: privateKeyToAccount(key), transport });
  const reader = createPublicClient({ transport, pollingInterval: 50 });
  const hash = await wallet.deployContract({
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    chain: null,
  });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('no contract deployed');
  return receipt.contractAddress;
}

let env: Awaited<ReturnType<typeof startTokenChain>>;
let six: Address;
let t: TestApp;
beforeAll(async () => {
  env = await startTokenChain();
  six = await deploySixDecimals(env.chain.rpcUrl, env.ownerKey);
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await env?.chain.stop();
});

describe("USDT_CONTRACT's decimals", () => {
  it('are read from the contract: 18 passes, 6 is refused with a message that says what to set', async () => {
    const client = createChainClient(env.chain.rpcUrl);
    await expect(assertUsdtDecimals(client, env.token)).resolves.toBeUndefined();
    const refused = assertUsdtDecimals(client, six);
    await expect(refused).rejects.toBeInstanceOf(TokenDecimalsError);
    await expect(refused).rejects.toThrow(
      /has 6 decimals.*Set USDT_CONTRACT to the 18-decimal USDT contract/,
    );
  });

  it('stop the deposit watcher before it reads or credits anything', async () => {
    const chain = depositChainFromConfig({
      bscRpcUrl: env.chain.rpcUrl,
      usdtContract: six,
      chainConfirmations: 1,
    })!;
    await expect(
      watchDepositsTick({
        db: t.db,
        chain,
        now: t.clock.now,
        subscriptionPaid: t.app.subscriptionPaid,
        appUrl: 'http://localhost',
      }),
    ).rejects.toBeInstanceOf(TokenDecimalsError);
    const cursors = await t.pool.query('SELECT count(*)::int AS n FROM chain_cursors');
    expect(cursors.rows[0].n).toBe(0);
  });

  it('stop the server at start, naming the variable, without a stack trace', async () => {
    const database = await createTestDatabase();
    try {
      const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
      const port = await findFreePort();
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: database.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          BSC_RPC_URL: env.chain.rpcUrl,
          USDT_CONTRACT: six,
          DEPOSIT_XPUB: devXpubFromMnemonic(DEV_DEPOSIT_MNEMONIC),
          SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`USDT_CONTRACT ${getAddress(six)} has 6 decimals`);
      expect(stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
    } finally {
      await database.drop();
    }
  });
});
