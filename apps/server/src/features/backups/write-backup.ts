import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_TITLE,
  type BackupHeader,
  type BackupTrailer,
  copyFromStatement,
  END_OF_COPY,
  HEADER_PREFIX,
  quoteIdent,
  TRAILER_PREFIX,
} from './backup-format';
import { readCatalog } from './read-catalog';

export interface WrittenBackup {
  /** Where the backup is (absolute path). */
  file: string;
  sizeBytes: number;
  tables: number;
  rows: number;
  header: BackupHeader;
}

/**
 * Backs up the database through its own connection, needing no tool beyond this package: one
 * REPEATABLE READ, READ ONLY transaction (every table read in the same snapshot, so the ledger,
 * the rewards and the withdrawals agree with each other; writers are not blocked), one
 * `COPY ... TO STDOUT` per table streamed through gzip into the file (pg-copy-streams: COPY
 * runs at the server's own speed and nothing is held in memory). The file is written under a
 * temporary name, readable by its owner only (it holds password hashes), and renamed when whole,
 * so a crash or a full disk never leaves a file that looks like a backup.
 */
export async function writeBackup(options: {
  databaseUrl: string;
  file: string;
  now: Date;
  /** Called before each table is read (tests write elsewhere meanwhile: the snapshot ignores it). */
  beforeTable?: (name: string) => Promise<void>;
}): Promise<WrittenBackup> {
  const file = path.resolve(options.file);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The snapshot is taken by the first statement: everything below reads that one moment.
    const migrations = await client.query<{ hash: string; created_at: string }>(
      `SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
    );
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: options.now.toISOString(),
      postgres: version.rows[0]!.server_version,
      migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
      ...(await readCatalog(client)),
    };
    const rows: Record<string, number> = {};
    async function* content() {
      yield `${BACKUP_TITLE}\n${HEADER_PREFIX}${JSON.stringify(header)}\n`;
      for (const table of header.tables) {
        await options.beforeTable?.(table.name);
        yield `${copyFromStatement(table)}\n`;
        const columns = table.columns.map(quoteIdent).join(', ');
        const stream = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`));
        let lines = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          lines += countLines(chunk);
          yield chunk;
        }
        if (lines !== stream.rowCount)
          throw new Error(`COPY of ${table.name} gave ${lines} lines for ${stream.rowCount} rows`);
        rows[table.name] = lines;
        yield `${END_OF_COPY}\n`;
      }
      const trailer: BackupTrailer = { rows };
      yield `${TRAILER_PREFIX}${JSON.stringify(trailer)}\n`;
    }
    await pipeline(content, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
    await client.query('COMMIT');
    await rename(partial, file);
    const { size } = await stat(file);
    return {
      file,
      sizeBytes: size,
      tables: header.tables.length,
      rows: Object.values(rows).reduce((a, b) => a + b, 0),
      header,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function countLines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}
