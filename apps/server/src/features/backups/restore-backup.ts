import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { findMigrationsFolder, MIGRATION_LOCK_KEY } from '../../infra/db/migrate';
import { createAttachedPartitionStatement, cyclePartitionOf } from '../rewards';
import {
  BACKUP_FORMAT,
  BACKUP_TITLE,
  type BackupHeader,
  type BackupTable,
  type BackupTrailer,
  copyFromStatement,
  HEADER_PREFIX,
  quoteIdent,
  tableOfCopyLine,
  TRAILER_PREFIX,
} from './backup-format';
import { BackupFileError, BackupReader } from './backup-reader';
import { applyMigrations, type Migration, readMigrations } from './restore-migrations';

/** The database was left as it was: why, in words for the operator. */
export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  createdAt: string;
  tables: number;
  rows: number;
  /** Migrations of this code newer than the backup, applied after its rows were loaded. */
  migratedSince: number;
  /** What the database held before (`--force`): tables with rows. */
  replaced: string[];
}

const CYCLE_TABLE = /^rewards_cycle_(\d+)$/;

/**
 * Restores a backup (write-backup.ts) into the database at `databaseUrl`, all in one
 * transaction: if anything fails, the database is as it was.
 *
 * 1. The file is checked first (a backup of this format, of a schema this code knows).
 * 2. The database must be empty (no table holds a row) and nobody else connected; `force`
 *    replaces what it holds. Its schema is dropped and built again by the migrations the backup's
 *    rows were written under, the rows are loaded with COPY (a backup made before ADR 0032 also
 *    holds reward cycles' tables: created to load them, dropped by migration 0039 in step 3), and
 *    the sequences (identity columns' too) set where they stood.
 * 3. This code's newer migrations then run over the restored rows, as at an upgrade.
 * 4. Each table's row count is checked against the backup's trailer before the commit.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  file: string;
  force?: boolean;
  migrationsFolder?: string;
}): Promise<RestoreSummary> {
  const migrations = readMigrations(options.migrationsFolder ?? findMigrationsFolder());
  const input = createReadStream(options.file);
  const gunzip = createGunzip();
  // Errors reach the reader too (it iterates the gunzip stream), which words them.
  const decompressing = pipeline(input, gunzip);
  decompressing.catch(() => undefined);
  const reader = new BackupReader(gunzip[Symbol.asyncIterator]());
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'restore' });
  let connected = false;
  try {
    const header = await readHeader(reader);
    const [older, newer] = splitMigrations(header, migrations);
    await client.connect();
    connected = true;
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await refuseOtherSessions(client);
    const replaced = await tablesWithRows(client);
    if (replaced.length > 0 && !options.force)
      throw new RestoreRefusedError(
        `The database is not empty (${listed(replaced)} hold rows). Restore into an empty database, ` +
          'or pass --force to replace everything it holds.',
      );
    await dropSchema(client);
    await applyMigrations(client, older);

    // The backup holds the admin summaries (ADR 0018) with the rows they count: their triggers
    // must not count the loaded rows a second time. A backup from before them gets them from
    // their migration's backfill among the newer migrations below.
    await client.query(`SET LOCAL app.restoring_backup = 'on'`);
    const loaded: Record<string, number> = {};
    // The rows come back as they were, the reward summaries' included: the triggers on `rewards`
    // that keep those summaries (ADR 0019) would add the restored rewards to them a second time.
    await client.query('ALTER TABLE IF EXISTS rewards DISABLE TRIGGER USER');
    for (const table of header.tables) {
      const line = await reader.readLine();
      if (line === null || tableOfCopyLine(line) !== table.name || line !== copyFromStatement(table))
        throw new BackupFileError(`The backup file should continue with the rows of ${table.name}`);
      if (!(await tableExists(client, table.name))) await createCycleTable(client, table);
      const columns = table.columns.map(quoteIdent).join(', ');
      const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`));
      await pipeline(reader.copyRows(table.name), copy).catch((err: unknown) => {
        if (err instanceof BackupFileError || !(err instanceof pg.DatabaseError)) throw err;
        throw new BackupFileError(`The backup's rows of ${table.name} do not fit its table: ${err.message}`);
      });
      loaded[table.name] = copy.rowCount;
    }
    const trailer = await readTrailer(reader);
    for (const table of header.tables)
      if (trailer.rows[table.name] !== loaded[table.name])
        throw new BackupFileError(
          `${table.name}: the backup lists ${trailer.rows[table.name]} rows, ${loaded[table.name]} were read`,
        );
    await decompressing;
    await client.query('ALTER TABLE IF EXISTS rewards ENABLE TRIGGER USER');

    await client.query(`SET LOCAL app.restoring_backup = 'off'`);
    for (const s of header.sequences)
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        quoteIdent(s.name),
        s.lastValue,
        s.isCalled,
      ]);
    await applyMigrations(client, newer);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return {
      createdAt: header.createdAt,
      tables: header.tables.length,
      rows: Object.values(loaded).reduce((a, b) => a + b, 0),
      migratedSince: newer.length,
      replaced,
    };
  } catch (err) {
    if (connected) await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    input.destroy();
    // end() of a client that never connected waits forever.
    if (connected) await client.end().catch(() => undefined);
  }
}

async function readHeader(reader: BackupReader): Promise<BackupHeader> {
  const notABackup = new BackupFileError('This file is not a backup of this product');
  const title = await reader.readLine().catch(() => {
    throw notABackup;
  });
  if (title !== BACKUP_TITLE) throw notABackup;
  const line = await reader.readLine();
  if (!line?.startsWith(HEADER_PREFIX)) throw notABackup;
  let header: BackupHeader;
  try {
    header = JSON.parse(line.slice(HEADER_PREFIX.length)) as BackupHeader;
  } catch {
    throw notABackup;
  }
  if (header.format !== BACKUP_FORMAT)
    throw new BackupFileError(
      `The backup has format ${header.format}; this version reads format ${BACKUP_FORMAT}`,
    );
  return header;
}

async function readTrailer(reader: BackupReader): Promise<BackupTrailer> {
  const line = await reader.readLine();
  if (!line?.startsWith(TRAILER_PREFIX) || (await reader.readLine()) !== null)
    throw new BackupFileError('The backup file is incomplete: its closing line is missing');
  return JSON.parse(line.slice(TRAILER_PREFIX.length)) as BackupTrailer;
}

/** The backup's migrations must be the first of this code's: [those, the newer ones]. */
function splitMigrations(header: BackupHeader, migrations: Migration[]): [Migration[], Migration[]] {
  const known = header.migrations.every((m, i) => migrations[i]?.folderMillis === m.createdAt);
  if (!known || header.migrations.length > migrations.length)
    throw new RestoreRefusedError(
      `The backup was made by another version of the product (its schema has ${header.migrations.length} ` +
        `migrations, ${migrations.length} here, not the same ones): restore it with the version that made it, ` +
        'then upgrade.',
    );
  return [migrations.slice(0, header.migrations.length), migrations.slice(header.migrations.length)];
}

async function refuseOtherSessions(client: pg.Client) {
  const others = await client.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
  const n = others.rows[0]?.n ?? 0;
  if (n > 0)
    throw new RestoreRefusedError(
      `${n} other connection${n === 1 ? ' is' : 's are'} open on this database: stop the server ` +
        '(every instance) before restoring.',
    );
}

async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const tables = await client.query<{ name: string }>(`
    SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY relname`);
  const withRows: string[] = [];
  for (const { name } of tables.rows) {
    const any = await client.query(`SELECT 1 FROM ONLY ${quoteIdent(name)} LIMIT 1`);
    if ((any.rowCount ?? 0) > 0) withRows.push(name);
  }
  return withRows;
}

/**
 * Everything the migrations build goes (tables, types, functions, the pg_trgm extension in
 * `public`, drizzle's bookkeeping). Only when something is there: a new, empty database (whose
 * `public` schema may belong to someone else) is used as it is.
 */
async function dropSchema(client: pg.Client) {
  const present = await client.query<{ n: number }>(`
    SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace)
         + (SELECT count(*) FROM pg_type WHERE typnamespace = 'public'::regnamespace)
         + (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace)
         + (SELECT count(*) FROM pg_namespace WHERE nspname = 'drizzle') AS n`);
  if ((present.rows[0]?.n ?? 0) === 0) return;
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
}

/**
 * A table of the backup that no migration makes: a cycle's partition of its inputs or node sums
 * (ADR 0034), made as the cycle made it, or a reward cycle's table from before ADR 0032. Anything
 * else is refused.
 */
async function createCycleTable(client: pg.Client, table: BackupTable) {
  const partition = cyclePartitionOf(table.name);
  if (partition && table.inherits === partition.parent) {
    // Loaded after `cycles` (its foreign key): the inputs' bound is the cycle's id.
    const cycle = await client.query<{ id: string }>('SELECT id FROM cycles WHERE number = $1', [
      partition.cycle,
    ]);
    const id = cycle.rows[0]?.id;
    if (partition.of === 'inputs' && !id)
      throw new BackupFileError(`The backup holds ${table.name} but no cycle ${partition.cycle}`);
    await client.query(
      createAttachedPartitionStatement(partition.of, { id: id ?? '', number: partition.cycle }),
    );
    return;
  }
  const cycle = CYCLE_TABLE.exec(table.name);
  if (!cycle || table.inherits !== 'rewards' || `rewards_cycle_${Number(cycle[1])}` !== table.name)
    throw new BackupFileError(`The backup holds a table this version does not know: ${table.name}`);
  // A child of `rewards` with its columns; its rows are loaded, then dropped with it by the
  // newer migration that derives them (0039), so it gets no index.
  await client.query(`CREATE TABLE ${quoteIdent(table.name)} () INHERITS (rewards)`);
}

async function tableExists(client: pg.Client, name: string): Promise<boolean> {
  const found = await client.query(
    `SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relname = $1`,
    [name],
  );
  return (found.rowCount ?? 0) > 0;
}

const listed = (names: string[]) =>
  names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more tables`;
