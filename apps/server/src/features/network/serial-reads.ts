import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';

/**
 * A network read covers one member's index range: even 100,000 rows take a few milliseconds on
 * one core, less than starting parallel workers costs (measured on the seeded million: 12 ms
 * alone, 16 ms with two workers, worse on a busy machine). So the network's transactions read
 * without them; the setting ends with the transaction.
 */
export const withoutParallelWorkers = (tx: Tx) =>
  tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
