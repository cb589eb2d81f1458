// Benchmark of the onboarding deposit watcher end to end: a local Hardhat node with N blocks holding
// T USDT transfers to M members' deposit addresses, an embedded PostgreSQL in a temporary folder,
// then ONE pass of the real watcher (scan, store, re-check block hashes, credit, pay periods).
// Run from the repository root:
//   npx tsx apps/server/scripts/bench-deposit-watcher.ts [--blocks 100000] [--transfers 10000] [--members 1000]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { prepareDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { insertUser } from '../src/features/accounts/create-user';
import { depositChainFromConfig } from '../src/features/onboarding/deposit-chain';
import { assignDepositAddress } from '../src/features/onboarding/deposit-address';
import { resetCursor } from '../src/features/onboarding/watcher/chain-cursor';
import { watchDepositsTick } from '../src/features/onboarding/watcher/watch-deposits';
import { createSubscriptionPaidHook } from '../src/features/onboarding';
import { devXpubFromMnemonic, startDevChain } from '../src/infra/chain';
import { buildTransferBlocks } from './bench-chain-blocks';

const { values } = parseArgs({
  options: {
    blocks: { type: 'string', default: '100000' },
    transfers: { type: 'string', default: '10000' },
    members: { type: 'string', default: '1000' },
    'per-block': { type: 'string', default: '10' },
  },
});
const totalBlocks = Number(values.blocks);
const totalTransfers = Number(values.transfers);
const memberCount = Number(values.members);
const perBlock = Number(values['per-block']);
const seconds = (since: number) => (performance.now() - since) / 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-watcher-'));
chmodSync(dataDir, 0o755); // run as root, PostgreSQL's own user must reach its folder
const database = await prepareDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
  log: { info: () => {}, warn: () => {}, debug: () => {} },
});
const chain = await startDevChain();
try {
  const { db } = database.connection;
  const xpub = devXpubFromMnemonic();

  // Members with deposit addresses, as registration gives them.
  const addresses: Address[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < memberCount; i++) {
      const user = await insertUser(tx, {
        firstName: 'Bench',
        lastName: `Member${i}`,
        email: `bench${i}@example.com`,
        passwordHash: null,
        isEmailVerified: true,
      });
      addresses.push((await assignDepositAddress(tx, user.id, xpub)) as Address);
    }
  });

  // The chain: as bench-chain-scan.ts builds it (busy blocks of `perBlock` transfers, empty gaps).
  const build = performance.now();
  const { token, startBlock, endBlock, sent } = await buildTransferBlocks(chain, {
    recipients: addresses,
    totalTransfers,
    perBlock,
    totalBlocks,
  });
  console.log(
    `\nbuilt ${endBlock - startBlock + 1n} blocks, ${sent} transfers to ${memberCount} members in ${seconds(build).toFixed(1)} s`,
  );

  // One watcher pass over everything: the cursor starts at block 0 (a new one starts 5,000 below the head).
  const depositChain = depositChainFromConfig({
    bscRpcUrl: chain.rpcUrl,
    usdtContract: token,
    chainConfirmations: 1,
  })!;
  const genesisHash = await depositChain.genesisHash();
  await resetCursor(db, { chainId: chain.chainId, token, genesisHash, fromBlock: 0n }, new Date());
  const pass = performance.now();
  const result = await watchDepositsTick({
    db,
    chain: depositChain,
    now: () => new Date(),
    // No app: nobody pays DIRECT rewards on the periods (the pass alone is measured).
    subscriptionPaid: createSubscriptionPaidHook(),
    appUrl: 'http://localhost',
  });
  const elapsed = seconds(pass);
  const { credited } = result;
  const [periods] = (await db.execute(sql`SELECT count(*)::int AS n FROM subscription_periods`)).rows as {
    n: number;
  }[];
  const scanned = Number(result.cursorBlock);
  const scan = result.scanMs / 1000;
  const credit = result.creditMs / 1000;
  console.log(
    `watcher pass: ${scanned} blocks, ${result.stored} transfers stored, ${credited} credited, ` +
      `${periods?.n} periods paid in ${elapsed.toFixed(2)} s\n` +
      `  read + store: ${scan.toFixed(2)} s = ${Math.round(scanned / scan)} blocks/s, ${Math.round(result.stored / scan)} transfers/s\n` +
      `  re-check block hashes + credit: ${credit.toFixed(2)} s = ${Math.round(credited / credit)} credits/s`,
  );
  if (result.stored !== sent || credited !== sent) throw new Error(`expected ${sent} stored and credited`);
} finally {
  await database.close();
  await chain.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
