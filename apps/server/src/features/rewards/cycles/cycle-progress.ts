import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

/** RECORDING: the money is written, the cycle table's indexes, the report and the audit entry follow. */
export const CYCLE_PHASES = [
  'VALIDATING',
  'STAGING',
  'RESOLVING',
  'PAYING',
  'RECORDING',
  'PAID',
  'FAILED',
] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

export interface CycleProgressUpdate {
  phase: CyclePhase;
  processedRows: number;
  totalRows: number;
}

/**
 * Records a running cycle's progress in its own short statement on the pool: the cycle's own
 * transaction is invisible until it commits, this is what the admin screen polls meanwhile.
 */
export async function writeCycleProgress(
  db: DbOrTx,
  cycleId: string,
  update: CycleProgressUpdate,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO cycle_progress (cycle_id, phase, processed_rows, total_rows, updated_at)
    VALUES (${cycleId}::uuid, ${update.phase}, ${update.processedRows}, ${update.totalRows}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (cycle_id) DO UPDATE SET phase = EXCLUDED.phase, processed_rows = EXCLUDED.processed_rows,
      total_rows = EXCLUDED.total_rows, updated_at = EXCLUDED.updated_at`);
}
