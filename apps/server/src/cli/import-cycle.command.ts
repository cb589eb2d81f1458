import { normalizeDecimal } from '@app/contract';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { prepareDatabase } from '../bootstrap';
import type { Config } from '../config';
import { checkCsv } from '../features/rewards/cycles/cycle-rows';
import type { CycleRow } from '../features/rewards/cycles/cycles.schema';
import { runDownlineCycle } from '../features/rewards/cycles/run-downline-cycle';
import { runExchangeCycle } from '../features/rewards/cycles/run-exchange-cycle';
import { isAppError } from '../http/app-error';
import type { Db } from '../infra/db/client';
import { CommissionRangeError, createExchangeClient, type ExchangeClient } from '../infra/exchange';
import type { CliCommand, CliOutput } from './command';
import { localExchange } from './local-exchange';

const DAY = /^\d{8}$/;
const SHOWN = 20;

export const importCycleCommand: CliCommand = {
  name: 'import-cycle',
  usage:
    'import-cycle --file F [--period LABEL] | import-cycle --from-exchange --start YYYYMMDD --end YYYYMMDD [--period LABEL]',
  description:
    'Runs a DOWNLINE reward cycle: from a CSV of `uid,amount` rows (header optional), or from the ' +
    "exchange's copy-trading commission over the days (both included, UTC). Prints progress and the report. " +
    'The same period again pays nothing twice (without --period, the data itself names the period).',
  async run(options, config, out) {
    const fromExchange = options['from-exchange'] === 'true';
    if (fromExchange ? !options.start || !options.end : !options.file) {
      out.error(
        `Missing ${fromExchange ? '--start and --end' : '--file'}\nUsage: npm run cli -- ${this.usage}`,
      );
      return 1;
    }
    if (fromExchange && (!DAY.test(options.start ?? '') || !DAY.test(options.end ?? ''))) {
      out.error('--start and --end are days written YYYYMMDD (UTC)');
      return 1;
    }
    if (!fromExchange) {
      try {
        await access(options.file ?? '');
      } catch {
        out.error(`Cannot read ${options.file}`);
        return 1;
      }
    }

    const database = await prepareDatabase(config, { shareRunning: true });
    const db = database.connection.db;
    const common = {
      db,
      periodLabel: options.period,
      now: () => new Date(),
      onProgress: (p: { phase: string; processedRows: number; totalRows: number }) =>
        out.log(`  ${p.phase.padEnd(10)} ${p.processedRows}/${p.totalRows} rows`),
    };
    let stopExchange = async () => {};
    try {
      let cycle: CycleRow;
      if (fromExchange) {
        const exchange = await exchangeFor(config, db, out);
        stopExchange = exchange.stop;
        out.log(`Reading copy-trading commission ${options.start}-${options.end} from the exchange...`);
        cycle = await runExchangeCycle({
          ...common,
          exchange: exchange.client,
          from: options.start ?? '',
          to: options.end ?? '',
        });
      } else {
        out.log(`Reading ${options.file}...`);
        const checked = await checkCsv(createReadStream(options.file ?? '', { encoding: 'utf8' }));
        cycle = await runDownlineCycle({ ...common, checked, source: 'CSV' });
      }
      printReport(cycle, out);
      return cycle.status === 'COMPLETED' ? 0 : 1;
    } catch (err) {
      if (isAppError(err)) out.error(`${err.code}: ${err.detail ?? ''}`.trim());
      else if (err instanceof CommissionRangeError) out.error(err.message);
      else out.error(`The cycle failed: ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    } finally {
      await stopExchange();
      await database.close();
    }
  },
};

/** The configured exchange, or in the embedded default a local simulator that knows the members. */
async function exchangeFor(
  config: Config,
  db: Db,
  out: CliOutput,
): Promise<{ client: ExchangeClient; stop: () => Promise<void> }> {
  if (config.bingx) return { client: createExchangeClient(config.bingx), stop: async () => {} };
  if (config.nodeEnv === 'production')
    throw new Error('set BINGX_BASE_URL, BINGX_API_KEY and BINGX_API_SECRET');
  out.log("No BINGX_BASE_URL: asking a local exchange simulator that knows the members' linked UIDs.");
  return localExchange(db);
}

function printReport(cycle: CycleRow, out: CliOutput) {
  out.log(
    [
      '',
      `Cycle #${cycle.number} (${cycle.periodLabel}): ${cycle.status}`,
      `  rows read:        ${cycle.totalRows}`,
      `  members paid for: ${cycle.paidRows} (total ${normalizeDecimal(cycle.totalMasterAmount)} USDT)`,
      `  rewards created:  ${cycle.rewardsCreated} (total ${normalizeDecimal(cycle.totalRewardAmount)} USDT)`,
      `  unknown UIDs:     ${cycle.unknownCount}`,
      ...cycle.report.unknownUids.slice(0, SHOWN).map((u) => `    line ${u.line}: ${u.uid}`),
      `  rejected rows:    ${cycle.rejectedCount}`,
      ...cycle.report.rejectedRows.slice(0, SHOWN).map((r) => `    line ${r.line}: ${r.reason}`),
      ...(cycle.error ? [`  error: ${cycle.error}`] : []),
    ].join('\n'),
  );
}
