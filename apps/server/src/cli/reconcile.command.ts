import { prepareDatabase } from '../bootstrap';
import { createPayoutService, FINDING_KINDS, reconcile } from '../features/payouts';
import { readFile } from 'node:fs/promises';
import { type Config, secretSource } from '../config';
import { devAccountKey } from '../infra/chain';
import { devChainFile, type DevChainFile } from '../infra/dev-services';
import type { CliCommand } from './command';

/**
 * Without BSC_RPC_URL, the embedded default's running local chain (DATA_DIR/dev-chain.json) and
 * its payout wallet (Hardhat account 2, public); with it, the configuration as given.
 */
async function withDevChain(config: Config): Promise<Config> {
  if (config.bscRpcUrl) return config;
  try {
    const dev = JSON.parse(await readFile(devChainFile(config.dataDir), 'utf8')) as DevChainFile;
    return {
      ...config,
      bscRpcUrl: dev.rpcUrl,
      usdtContract: dev.token,
      chainConfirmations: config.chainConfirmations ?? 1,
      payoutWallet:
        config.payoutWallet ?? secretSource({ kind: 'private-key', privateKey: devAccountKey(2) }),
    };
  } catch {
    return config;
  }
}

export const reconcileCommand: CliCommand = {
  name: 'reconcile',
  usage: 'reconcile',
  description:
    'Compares the ledger with the chain (BSC_RPC_URL, USDT_CONTRACT, the payout wallet): every CONFIRMED ' +
    "payout has its transfer, the payout wallet's transfers each belong to one withdrawal, every credited " +
    "deposit has its transfer and every transfer to a member's deposit address is credited or explained. " +
    'Prints the mismatches (new ones are e-mailed to the admins once); exits 1 when there are any, 2 when ' +
    'the chain could not be read.',
  async run(_options, given, out) {
    const config = await withDevChain(given);
    const database = await prepareDatabase(config, { shareRunning: true });
    try {
      const { deps } = await createPayoutService({
        config,
        db: database.connection.db,
        now: () => new Date(),
      });
      let result;
      try {
        result = await reconcile(deps);
      } catch (error) {
        out.error(
          `Reconciliation failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        return 2;
      }
      out.log(
        `Blocks ${result.fromBlock}-${result.toBlock}: ${Object.entries(result.checked)
          .map(([what, n]) => `${n} ${what}`)
          .join(', ')} compared.`,
      );
      if (result.findings.length === 0) {
        out.log('Clean: the ledger and the chain agree.');
        return 0;
      }
      out.log(`${result.findings.length} mismatch(es) (${result.fresh} new):`);
      for (const f of result.findings) {
        out.log(`  - ${FINDING_KINDS[f.kind]}: ${f.detail}${f.txHash ? ` [${f.txHash}]` : ''}`);
      }
      return 1;
    } finally {
      await database.close();
    }
  },
};
