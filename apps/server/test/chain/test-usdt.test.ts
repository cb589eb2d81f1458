import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  deriveDepositAddress,
  devAccountKey,
  devXpubFromMnemonic,
  formatUsdt,
  mintUsdt,
  parseUsdt,
  sendUsdt,
  usdtAbi,
  usdtBalanceOf,
} from '../../src/infra/chain';
import { startTokenChain } from './token-chain';

// Each file starts its own Hardhat node; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('the committed TestUSDT artifact', () => {
  it('is what solc 0.8.28 makes of contracts/TestUSDT.sol', () => {
    const script = fileURLToPath(new URL('../../scripts/compile-token.mjs', import.meta.url));
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toMatch(/matches/);
  });
});

describe('parseUsdt / formatUsdt', () => {
  it('convert exactly at 18 decimals, no floats', () => {
    expect(parseUsdt('10')).toBe(10n * 10n ** 18n);
    expect(parseUsdt('0.000000000000000001')).toBe(1n);
    expect(parseUsdt('0.1') + parseUsdt('0.2')).toBe(parseUsdt('0.3'));
    expect(formatUsdt(10n ** 19n + 1n)).toBe('10.000000000000000001');
  });
});

describe('TestUSDT on the dev chain', () => {
  let setup: Awaited<ReturnType<typeof startTokenChain>>;
  beforeAll(async () => {
    setup = await startTokenChain();
  });
  afterAll(() => setup?.chain.stop());

  it("is named 'Tether USD (test)', symbol USDT, 18 decimals", async () => {
    const read = (functionName: 'name' | 'symbol' | 'decimals') =>
      setup.chain.client.readContract({ address: setup.token, abi: usdtAbi, functionName });
    expect(await read('name')).toBe('Tether USD (test)');
    expect(await read('symbol')).toBe('USDT');
    expect(await read('decimals')).toBe(18);
  });

  it('moves exact amounts to a deposit address', async () => {
    const { chain, token, payerKey, payer } = setup;
    const deposit = deriveDepositAddress(devXpubFromMnemonic(), 0);
    const payerBefore = await usdtBalanceOf(chain.client, token, payer);
    const amount = parseUsdt('10.000000000000000001');
    const mined = await sendUsdt({ rpcUrl: chain.rpcUrl, senderKey: payerKey, token, to: deposit, amount });
    expect(mined.blockNumber).toBeGreaterThan(0n);
    expect(await usdtBalanceOf(chain.client, token, deposit)).toBe(amount);
    expect(await usdtBalanceOf(chain.client, token, payer)).toBe(payerBefore - amount);
  });

  it('lets only the owner mint', async () => {
    const { chain, token, payerKey, payer } = setup;
    await expect(
      mintUsdt({ rpcUrl: chain.rpcUrl, ownerKey: payerKey, token, to: payer, amount: 1n }),
    ).rejects.toThrow(/NotOwner/);
  });

  it('refuses to send more than the balance', async () => {
    const { chain, token } = setup;
    const poorKey = devAccountKey(5);
    await expect(
      sendUsdt({
        rpcUrl: chain.rpcUrl,
        senderKey: poorKey,
        token,
        to: privateKeyToAddress(devAccountKey(6)),
        amount: 1n,
      }),
    ).rejects.toThrow(/InsufficientBalance/);
  });
});
