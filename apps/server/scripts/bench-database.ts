// The benchmarks' own database: the embedded PostgreSQL in data/bench (never the app's ./data),
// or BENCH_DATABASE_URL. A plain DATABASE_URL is ignored on purpose: the seed wipes what it opens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prepareDatabase, type PreparedDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { startDatabase } from '../src/infra/db/start-database';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_BENCH_DATA_DIR = path.join(REPO_ROOT, 'data', 'bench');

export interface BenchDatabase extends PreparedDatabase {
  /** Where it runs, for the printout. */
  description: string;
}

/**
 * Starts (or reaches) the benchmark database, migrated. With `wipe`, everything in it is dropped
 * first, so old data never goes through new migrations.
 */
export async function openBenchDatabase(
  options: { dataDir?: string | undefined; wipe?: boolean } = {},
): Promise<BenchDatabase> {
  const externalUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_BENCH_DATA_DIR);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(externalUrl ? { DATABASE_URL: externalUrl } : {}),
    LOG_LEVEL: 'warn',
  });
  const log = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };
  if (options.wipe) {
    const server = await startDatabase(config, { log });
    try {
      await wipeDatabase(server.url);
    } finally {
      await server.stop();
    }
  }
  const database = await prepareDatabase(config, { log });
  return {
    ...database,
    description: externalUrl ? 'PostgreSQL at BENCH_DATABASE_URL' : `embedded PostgreSQL in ${dataDir}`,
  };
}

async function wipeDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'DROP SCHEMA IF EXISTS bench CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
    );
  } finally {
    await client.end();
  }
}

/** Milliseconds since `start` (performance.now()), rounded for printing. */
export const elapsedMs = (start: number) => Math.round(performance.now() - start);

/** The value at quantile q (0..1) of sorted samples: nearest rank. */
export function quantile(sortedSamples: number[], q: number): number {
  if (sortedSamples.length === 0) return Number.NaN;
  const rank = Math.min(sortedSamples.length - 1, Math.max(0, Math.ceil(q * sortedSamples.length) - 1));
  return sortedSamples[rank] ?? Number.NaN;
}
