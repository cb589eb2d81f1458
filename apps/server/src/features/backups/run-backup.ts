import { execFile } from 'node:child_process';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PgDumpTool } from './find-pg-dump';

const run = promisify(execFile);

/** Dumps kept in DATA_DIR/backups; older ones are removed after a successful dump. */
export const BACKUPS_KEPT = 7;
const BACKUP_FILE = /^backup-\d{8}T\d{6}Z\.dump$/;

export const backupDirectory = (dataDir: string) => path.join(dataDir, 'backups');

/** `backup-20250131T020000Z.dump`: sorts by time as text. */
export const backupFileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.dump`;

/**
 * One pg_dump of the database (custom format, restorable with pg_restore) into the backups
 * folder. Written under a temporary name and renamed when complete, so a crash never leaves a
 * half dump that looks whole. The password travels in the environment, not the command line.
 */
export async function dumpDatabase(options: {
  tool: PgDumpTool;
  databaseUrl: string;
  directory: string;
  at: Date;
}): Promise<string> {
  await mkdir(options.directory, { recursive: true, mode: 0o700 });
  const file = backupFileName(options.at);
  const partial = path.join(options.directory, `${file}.partial`);
  const url = new URL(options.databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(options.tool.path, ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`], {
      env: { ...process.env, PGPASSWORD: password },
      timeout: 60 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    await rename(partial, path.join(options.directory, file));
    return file;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** Removes all but the newest `keep` dumps; returns the removed names. */
export async function pruneBackups(directory: string, keep = BACKUPS_KEPT): Promise<string[]> {
  const names = (await readdir(directory).catch(() => [] as string[]))
    .filter((n) => BACKUP_FILE.test(n))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(path.join(directory, name), { force: true })));
  return old;
}
