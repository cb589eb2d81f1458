// Bulk loading: tables without their indexes and keys load many times faster, and building each
// index once afterwards (a sort) beats millions of random index inserts. The definitions are read
// from the catalogue, so tables added or changed by any feature are restored exactly as they were.
import type pg from 'pg';

interface SavedDefinition {
  table: string;
  name: string;
  /** SQL that recreates it. */
  create: string;
  kind: 'key' | 'index' | 'foreign-key';
}

/** Drops the keys, indexes and foreign keys of `tables` (and foreign keys pointing at them), runs `load`, restores them. */
export async function loadWithoutIndexes(
  client: pg.PoolClient,
  tables: string[],
  load: () => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  const saved = await readDefinitions(client, tables);
  for (const d of [...saved].sort((a, b) => dropOrder(a) - dropOrder(b))) {
    const sql =
      d.kind === 'index'
        ? `DROP INDEX ${quote(d.name)}`
        : `ALTER TABLE ${d.table} DROP CONSTRAINT ${quote(d.name)}`;
    await client.query(sql);
  }
  await load();
  for (const d of [...saved].sort((a, b) => dropOrder(b) - dropOrder(a))) {
    const started = performance.now();
    await client.query(d.create);
    log(`  rebuilt ${d.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

// Foreign keys go first and come back last; keys before plain indexes is not needed either way.
const dropOrder = (d: SavedDefinition) => (d.kind === 'foreign-key' ? 0 : d.kind === 'key' ? 1 : 2);
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readDefinitions(client: pg.PoolClient, tables: string[]): Promise<SavedDefinition[]> {
  const regclasses = tables.map((t) => `'${t}'::regclass`).join(', ');
  const constraints = await client.query<{ table: string; name: string; def: string; type: string }>(`
    SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def,
           contype AS type
      FROM pg_constraint
     WHERE (contype IN ('p', 'u') AND conrelid IN (${regclasses}))
        OR (contype = 'f' AND (conrelid IN (${regclasses}) OR confrelid IN (${regclasses})))`);
  const indexes = await client.query<{ table: string; name: string; def: string }>(`
    SELECT i.indrelid::regclass::text AS table, c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid IN (${regclasses})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u'))`);
  return [
    ...constraints.rows.map((r): SavedDefinition => ({
      table: r.table,
      name: r.name,
      create: `ALTER TABLE ${r.table} ADD CONSTRAINT ${quote(r.name)} ${r.def}`,
      kind: r.type === 'f' ? 'foreign-key' : 'key',
    })),
    ...indexes.rows.map((r): SavedDefinition => ({
      table: r.table,
      name: r.name,
      create: r.def,
      kind: 'index',
    })),
  ];
}
