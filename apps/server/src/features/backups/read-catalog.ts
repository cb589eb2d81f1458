import type pg from 'pg';
import { type BackupHeader, type BackupTable, quoteIdent } from './backup-format';

/**
 * What a backup holds, read from the catalog in the backup's own snapshot: every permanent table
 * of the `public` schema (each cycle's partitions of its inputs and node sums, ADR 0034, and the
 * `rewards_cycle_<n>` tables of older versions included; a partitioned parent holds no rows of
 * its own; UNLOGGED tables such as the rate-limit counters hold nothing worth keeping and are left
 * out), ordered so that a table comes after every table its foreign keys name, and every sequence.
 */
export async function readCatalog(
  client: pg.ClientBase,
): Promise<Pick<BackupHeader, 'tables' | 'sequences'>> {
  const tables = await client.query<{ oid: number; name: string; inherits: string | null }>(`
    SELECT c.oid::int AS oid, c.relname AS name,
           (SELECT p.relname FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent
             WHERE i.inhrelid = c.oid ORDER BY i.inhseqno LIMIT 1) AS inherits
      FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relpersistence = 'p'
     ORDER BY c.relname`);
  const columns = await client.query<{ oid: number; name: string }>(`
    SELECT a.attrelid::int AS oid, a.attname AS name
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attrelid, a.attnum`);
  const references = await client.query<{ from: number; to: number }>(`
    SELECT conrelid::int AS "from", confrelid::int AS "to" FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace`);
  const sequenceNames = await client.query<{ name: string }>(`
    SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`);

  const columnsOf = new Map<number, string[]>();
  for (const c of columns.rows) columnsOf.set(c.oid, [...(columnsOf.get(c.oid) ?? []), c.name]);
  const ordered = loadOrder(
    tables.rows.map((t) => ({ ...t, columns: columnsOf.get(t.oid) ?? [] })),
    references.rows,
  );

  // Sequences are not transactional: read after the snapshot began, each is at least as far as
  // any row the snapshot shows (a later value only leaves a gap).
  const sequences: BackupHeader['sequences'] = [];
  for (const { name } of sequenceNames.rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
    );
    const row = state.rows[0]!;
    sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return { tables: ordered, sequences };
}

/**
 * Tables in an order that loads without breaking a foreign key: each after the tables it
 * references (a reference to itself is checked at the end of its own COPY), a child after its
 * parent, otherwise by name. A circle of foreign keys has no such order: refused, so a schema
 * change that makes one fails the backup tests rather than a restore.
 */
export function loadOrder(
  tables: { oid: number; name: string; inherits: string | null; columns: string[] }[],
  references: { from: number; to: number }[],
): BackupTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const needs = new Map<number, Set<number>>(tables.map((t) => [t.oid, new Set<number>()]));
  for (const r of references)
    if (r.from !== r.to && needs.has(r.from) && needs.has(r.to)) needs.get(r.from)!.add(r.to);
  for (const t of tables) {
    const parent = t.inherits ? byName.get(t.inherits) : undefined;
    if (parent) needs.get(t.oid)!.add(parent.oid);
  }
  const done = new Set<number>();
  const result: BackupTable[] = [];
  while (result.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t.oid) && [...needs.get(t.oid)!].every((n) => done.has(n)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t.oid)).map((t) => t.name);
      throw new Error(`Foreign keys form a circle between ${left.join(', ')}: no order restores them`);
    }
    for (const t of ready) {
      done.add(t.oid);
      result.push({ name: t.name, columns: t.columns, inherits: t.inherits });
    }
  }
  return result;
}
