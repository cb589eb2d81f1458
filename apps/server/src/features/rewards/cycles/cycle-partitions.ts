import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';

/**
 * The two tables every DOWNLINE cycle adds a row per member to, partitioned per cycle (ADR 0034):
 * `cycle_inputs` by `cycle_id`, `reward_node_sums` by `cycle`. A cycle's partition is created
 * empty in its paying transaction, loaded, then attached, which builds its primary key and
 * indexes from one sort each. Loaded into the one table instead, each cycle's rows went into
 * indexes holding every earlier cycle's, a row on nearly every leaf page of each (26.6 s and
 * 2 GB of WAL for the inputs of a 1M-member cycle with 13 cycles in place). Under `wal_level
 * minimal` (the embedded server) a table created in the transaction is written without WAL.
 *
 * Partitions of the cycles paid before migration 0040 were made by it; a restore makes those of
 * its backup (features/backups). A failed cycle rolls its partitions back with everything else.
 */
const PARTITIONED = {
  inputs: { parent: 'cycle_inputs', key: 'cycle_id' },
  nodeSums: { parent: 'reward_node_sums', key: 'cycle' },
} as const;
export type CyclePartitioned = keyof typeof PARTITIONED;

const cyclePartitionName = (of: CyclePartitioned, cycleNumber: number) =>
  `${PARTITIONED[of].parent}_${cycleNumber}`;

/** Which cycle's partition of which table `table` is by its name (and its parent), else undefined. */
export function cyclePartitionOf(
  table: string,
): { of: CyclePartitioned; parent: string; cycle: number } | undefined {
  for (const [of, { parent }] of Object.entries(PARTITIONED) as [CyclePartitioned, { parent: string }][]) {
    const match = new RegExp(`^${parent}_([1-9][0-9]{0,8})$`).exec(table);
    if (match) return { of, parent, cycle: Number(match[1]) };
  }
  return undefined;
}

/** Autovacuum visits a partition soon after its cycle commits (an insert threshold, not a fraction). */
const AUTOVACUUM = 'autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The partition's bound as a literal (DDL takes no parameters: both are checked first). */
function boundOf(of: CyclePartitioned, cycle: { id: string; number: number }): string {
  if (!Number.isSafeInteger(cycle.number) || cycle.number < 1)
    throw new Error(`invalid cycle number ${cycle.number}`);
  if (of === 'nodeSums') return String(cycle.number);
  if (!UUID.test(cycle.id)) throw new Error(`invalid cycle id ${cycle.id}`);
  return `'${cycle.id}'::uuid`;
}

/**
 * Creates the cycle's empty partition of `of` as a table of its own (not attached yet, no index),
 * in this transaction; returns its name for SQL. Its CHECK is the partition's bound, so that
 * attaching it does not scan the rows to prove it. Autovacuum visits it soon after the cycle
 * commits, so reads find its pages all-visible and stay in the indexes.
 */
export async function createCyclePartition(
  tx: Tx,
  of: CyclePartitioned,
  cycle: { id: string; number: number },
): Promise<SQL> {
  const { parent, key } = PARTITIONED[of];
  const name = cyclePartitionName(of, cycle.number);
  await tx.execute(sql`
    CREATE TABLE ${sql.identifier(name)} (
      LIKE ${sql.identifier(parent)},
      CONSTRAINT ${sql.identifier(`${name}_bound`)} CHECK (${sql.identifier(key)} = ${sql.raw(boundOf(of, cycle))})
    ) WITH (${sql.raw(AUTOVACUUM)})`);
  return sql`${sql.identifier(name)}`;
}

/**
 * Attaches the loaded partition: PostgreSQL builds the parent's primary key and indexes on it and
 * checks its foreign keys; the CHECK is then dropped (the bound says the same). The caller runs
 * ANALYZE on it once loaded (the rest of the cycle and the reads after it plan with that).
 */
export async function attachCyclePartition(
  tx: Tx,
  of: CyclePartitioned,
  cycle: { id: string; number: number },
): Promise<void> {
  const { parent } = PARTITIONED[of];
  const name = cyclePartitionName(of, cycle.number);
  await tx.execute(sql`
    ALTER TABLE ${sql.identifier(parent)} ATTACH PARTITION ${sql.identifier(name)} FOR VALUES IN (${sql.raw(boundOf(of, cycle))})`);
  await tx.execute(
    sql`ALTER TABLE ${sql.identifier(name)} DROP CONSTRAINT ${sql.identifier(`${name}_bound`)}`,
  );
}

/**
 * The statement that creates the cycle's partition of `of` already attached, for a client without
 * the query builder (a restore makes the partitions of its backup before their rows load).
 */
export function createAttachedPartitionStatement(
  of: CyclePartitioned,
  cycle: { id: string; number: number },
) {
  const quote = (name: string) => `"${name}"`;
  return (
    `CREATE TABLE ${quote(cyclePartitionName(of, cycle.number))} PARTITION OF ${quote(PARTITIONED[of].parent)} ` +
    `FOR VALUES IN (${boundOf(of, cycle)}) WITH (${AUTOVACUUM})`
  );
}
