import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';

/**
 * Each DOWNLINE cycle writes its rewards into its own table, `rewards_cycle_<number>`, a child of
 * `rewards` (table inheritance): every read of `rewards` (member history, statistics, network
 * tree, admin lists, compliance updates) sees its rows, and `rewards` itself keeps its primary
 * key, unique index and the ledger's foreign key for the DIRECT rewards.
 *
 * Why: a cycle writes millions of rows at once. Inserted one by one into a table with five
 * indexes, each row updates five B-trees (three quarters of the time at 1.3M rows, measured);
 * loaded into an empty table and indexed afterwards, each index is built from one sort, several
 * times faster, and the table, created in the same transaction, can skip the WAL. A failed cycle
 * rolls the table back with everything else (docs/benchmarks.md, "Reward cycle").
 *
 * The rules stay: the table accepts only its own cycle's DOWNLINE rows (a CHECK), and it gets
 * every index `rewards` has, read from the catalog (so the same unique index makes "nothing pays
 * twice" hold per cycle; cycle numbers are claimed once, so no other table holds that cycle's
 * rows). Declarative partitioning was weighed: it needs the partition key in the primary key, so
 * the ledger could no longer reference `rewards (id)`, and every row would move in a migration.
 * An index added to `rewards` later must be added to the existing cycle tables in the same
 * migration (they are listed in `pg_inherits`), unless it is one of PARENT_ONLY_INDEXES.
 */
export const cycleTableName = (cycleNumber: number) => `rewards_cycle_${cycleNumber}`;

/** Creates the cycle's empty table (no index yet) in this transaction; returns its name for SQL. */
export async function createCycleTable(tx: Tx, cycleNumber: number): Promise<SQL> {
  if (!Number.isSafeInteger(cycleNumber) || cycleNumber < 1)
    throw new Error(`invalid cycle number ${cycleNumber}`);
  const name = cycleTableName(cycleNumber);
  // DDL takes no parameters: the number is a checked integer.
  await tx.execute(sql`
    CREATE TABLE ${sql.identifier(name)} (
      CONSTRAINT ${sql.identifier(`${name}_own_rows`)} CHECK (type = 'DOWNLINE' AND cycle = ${sql.raw(String(cycleNumber))})
    ) INHERITS (rewards)`);
  return sql`${sql.identifier(name)}`;
}

const INDEX_DEFINITION = /^CREATE (UNIQUE )?INDEX (\S+) ON \S+ USING (.+)$/;

/**
 * Indexes of `rewards` that a cycle table does not get. `(type, created_at, id)` serves the admin
 * list's rows by time (ADR 0020) for the rows of `rewards` itself; a cycle table has one
 * `created_at` (its cycle's time), so its primary key already gives its rows in that order, and the
 * index would cost every cycle one more build and ~70-100 MB at 200k members.
 */
export const PARENT_ONLY_INDEXES: readonly string[] = ['rewards_type_created_idx'];

/**
 * Builds every index of `rewards` on the loaded cycle table, then its planner statistics;
 * `onStep(k, n)` before index k of n, and `onStep(n + 1, n)` before the statistics.
 */
export async function indexCycleTable(
  tx: Tx,
  cycleNumber: number,
  onStep: (step: number, of: number) => Promise<void> = async () => {},
): Promise<void> {
  const name = cycleTableName(cycleNumber);
  const of = await buildRewardsIndexes(tx, name, (k, n) => onStep(k, n));
  await onStep(of + 1, of);
  await tx.execute(sql`ANALYZE ${sql.identifier(name)}`);
}

/**
 * Creates on table `name` each index `rewards` has (same columns, kind and options) but the
 * parent-only ones (PARENT_ONLY_INDEXES); calls
 * `beforeEach(k, n)` before the k-th of n. Returns how many it built.
 */
export async function buildRewardsIndexes(
  tx: Tx,
  name: string,
  beforeEach: (index: number, of: number) => Promise<void> = async () => {},
): Promise<number> {
  const parent = await tx.execute<{ definition: string }>(sql`
    SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid = 'rewards'::regclass
       AND indexrelid::regclass::text <> ALL(${sql.param([...PARENT_ONLY_INDEXES])}::text[])
     ORDER BY indexrelid`);
  for (const [k, { definition }] of parent.rows.entries()) {
    await beforeEach(k + 1, parent.rows.length);
    const match = INDEX_DEFINITION.exec(definition);
    if (!match) throw new Error(`unexpected index definition on rewards: ${definition}`);
    const [, unique = '', indexName = '', rest = ''] = match;
    const childIndex = indexName.startsWith('rewards_')
      ? `${name}_${indexName.slice('rewards_'.length)}`
      : `${name}_${indexName}`;
    await tx.execute(
      sql`CREATE ${sql.raw(unique)}INDEX ${sql.identifier(childIndex)} ON ${sql.identifier(name)} USING ${sql.raw(rest)}`,
    );
  }
  return parent.rows.length;
}
