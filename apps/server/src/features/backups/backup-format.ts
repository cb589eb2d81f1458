/**
 * The backup file: gzip of a text that reads like a pg_dump data section.
 *
 *   -- rewards-platform database backup. Restore: npm run cli -- restore --file <this file>
 *   -- header {"format":1,"createdAt":...,"migrations":[...],"tables":[...],"sequences":[...]}
 *   COPY "users" ("id", "email", ...) FROM stdin;
 *   <rows in COPY's text format, one line each>
 *   \.
 *   ... one COPY block per table, parents before the tables whose foreign keys name them ...
 *   -- trailer {"rows":{"users":12,...}}
 *
 * COPY's text format escapes every backslash, tab and line break inside a value, so each row is
 * one line and no row is the line `\.`: the blocks split without parsing rows. The header says
 * which schema the rows belong to (the applied migrations) and what the sequences stood at; the
 * trailer, written last, says how many rows each block holds, so a cut file is refused.
 */
export const BACKUP_FORMAT = 1;
export const BACKUP_TITLE =
  '-- rewards-platform database backup. Restore: npm run cli -- restore --file <this file>';
export const HEADER_PREFIX = '-- header ';
export const TRAILER_PREFIX = '-- trailer ';
/** The line that ends a COPY block. */
export const END_OF_COPY = '\\.';

export interface BackupTable {
  name: string;
  /** Stored columns in table order (generated columns are computed again on restore). */
  columns: string[];
  /** The table it inherits from (a reward cycle's table: `rewards`), else null. */
  inherits: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** `SHOW server_version` of the database backed up. */
  postgres: string;
  /** The migrations applied to it, oldest first: the schema version of the rows. */
  migrations: { hash: string; createdAt: number }[];
  tables: BackupTable[];
  /** Every sequence of the schema (identity columns' too) as it stood after the snapshot began. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupTrailer {
  rows: Record<string, number>;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const copyFromStatement = (table: BackupTable) =>
  `COPY ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) FROM stdin;`;

const COPY_LINE = /^COPY "((?:[^"]|"")+)" \(.*\) FROM stdin;$/;

/** The table a `COPY ... FROM stdin;` line names, or null when the line is something else. */
export function tableOfCopyLine(line: string): string | null {
  const match = COPY_LINE.exec(line);
  return match ? match[1]!.replaceAll('""', '"') : null;
}

/** A gzip'd backup written by this code: `backup-20250131T020000Z.copy.gz`, sorting by time as text. */
export const BACKUP_FILE = /^backup-\d{8}T\d{6}Z\.copy\.gz$/;

export const backupFileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.copy.gz`;
