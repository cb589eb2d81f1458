import { type AlreadyPaidRow, errorText, normalizeDecimal, parseCycleDay } from '@app/contract';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { prepareDatabase } from '../bootstrap';
import type { Config } from '../config';
import { checkCsv, dayFromCompact, runDownlineCycle, runExchangeCycle } from '../features/rewards';
import type { CycleRow } from '../features/rewards/cycles/cycles.tables';
import { isAppError } from '../http/app-error';
import type { Db } from '../infra/db/client';
import { CommissionRangeError, createExchangeClient, type ExchangeClient } from '../infra/exchange';
import type { CliCommand, CliOutput } from './command';
import { localExchange } from './local-exchange';

const SHOWN = 20;

/** A day as YYYY-MM-DD or YYYYMMDD, as YYYY-MM-DD; null when it is neither or not a real day. */
function readDay(text: string | undefined): string | null {
  const day = /^\d{8}$/.test(text ?? '') ? dayFromCompact(text ?? '') : (text ?? '');
  return parseCycleDay(day) === null ? null : day;
}

export const importCycleCommand: CliCommand = {
  name: 'import-cycle',
  usage:
    'import-cycle --file F --start DAY --end DAY [--name LABEL] [--only-new] | ' +
    'import-cycle --from-exchange --start DAY --end DAY [--name LABEL] [--only-new]',
  description:
    'Pays a DOWNLINE reward cycle for the days --start to --end (YYYY-MM-DD or YYYYMMDD, UTC, both ' +
    'included, ended before today): from a CSV of `uid,amount` rows (header optional), or from the ' +
    "exchange's copy-trading commission over those days. Prints progress and the report. Nothing is " +
    'paid twice: the same data is refused (CYCLE_ALREADY_IMPORTED), and so is a UID already paid for ' +
    'one of the days (CYCLE_PERIOD_OVERLAP, listing them) unless --only-new pays just the other rows.',
  async run(options, config, out) {
    const fromExchange = options['from-exchange'] === 'true';
    if (!options.start || !options.end || (!fromExchange && !options.file)) {
      out.error(
        `Missing ${fromExchange ? '' : '--file, '}--start or --end\nUsage: npm run cli -- ${this.usage}`,
      );
      return 1;
    }
    const start = readDay(options.start);
    const end = readDay(options.end);
    if (!start || !end || end < start) {
      out.error('--start and --end are days written YYYY-MM-DD (UTC), --end on or after --start');
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
      name: options.name ?? options.period,
      skipAlreadyPaid: options['only-new'] === 'true',
      now: () => new Date(),
      onProgress: (p: { phase: string; processedRows: number; totalRows: number }) =>
        out.log(`  ${p.phase.padEnd(10)} ${p.processedRows}/${p.totalRows} rows`),
      log: { error: (_details: object, message: string) => out.error(message) },
    };
    let stopExchange = async () => {};
    try {
      let cycle: CycleRow;
      if (fromExchange) {
        const exchange = await exchangeFor(config, db, out);
        stopExchange = exchange.stop;
        out.log(`Reading copy-trading commission ${start} to ${end} from the exchange...`);
        cycle = await runExchangeCycle({
          ...common,
          exchange: exchange.client,
          from: start.replaceAll('-', ''),
          to: end.replaceAll('-', ''),
        });
      } else {
        out.log(`Reading ${options.file}...`);
        const checked = await checkCsv(createReadStream(options.file ?? '', { encoding: 'utf8' }));
        cycle = await runDownlineCycle({ ...common, period: { start, end }, checked, source: 'CSV' });
      }
      printReport(cycle, out);
      return cycle.status === 'PAID' ? 0 : 1;
    } catch (err) {
      if (isAppError(err)) {
        out.error(`${err.code}: ${err.detail ?? errorText(err.code)}`);
        printOverlap(err.data, out);
      } else if (err instanceof CommissionRangeError) out.error(err.message);
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
      `Cycle #${cycle.number} (${cycle.periodLabel}, ${cycle.periodStart} to ${cycle.periodEnd}): ${cycle.status}`,
      `  rows read:        ${cycle.totalRows}`,
      `  members paid for: ${cycle.paidRows} (total ${normalizeDecimal(cycle.totalMasterAmount)} USDT)`,
      `  rewards created:  ${cycle.rewardsCreated} (total ${normalizeDecimal(cycle.totalRewardAmount)} USDT)`,
      `  unknown UIDs:     ${cycle.unknownCount}`,
      ...cycle.report.unknownUids.slice(0, SHOWN).map((u) => `    line ${u.line}: ${u.uid}`),
      `  rejected rows:    ${cycle.rejectedCount}`,
      ...cycle.report.rejectedRows.slice(0, SHOWN).map((r) => `    line ${r.line}: ${r.reason}`),
      `  already paid:     ${cycle.alreadyPaidCount} (skipped)`,
      ...alreadyPaidLines(cycle.report.alreadyPaidRows ?? []),
      ...(cycle.error ? [`  error: ${cycle.errorCode}: ${cycle.error}`] : []),
      ...(cycle.warning ? [`  warning: ${cycle.warning}`] : []),
    ].join('\n'),
  );
}

const alreadyPaidLines = (rows: readonly AlreadyPaidRow[]) =>
  rows
    .slice(0, SHOWN)
    .map((r) => `    line ${r.line}: UID ${r.uid} paid by cycle #${r.cycle} for ${r.from} to ${r.to}`);

/** The rows CYCLE_PERIOD_OVERLAP names. */
function printOverlap(data: unknown, out: CliOutput) {
  const rows = (data as { rows?: AlreadyPaidRow[] } | null)?.rows;
  if (!rows?.length) return;
  out.error(alreadyPaidLines(rows).join('\n'));
  out.error('Run again with --only-new to pay only the other rows.');
}
