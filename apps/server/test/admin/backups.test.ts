import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupIfDue } from '../../src/features/backups/auto-backup';
import { backupsRepository } from '../../src/features/backups/backups.repository';
import { findPgDump, parsePgDumpMajor, pgDumpCandidates } from '../../src/features/backups/find-pg-dump';
import { BACKUPS_KEPT, backupFileName } from '../../src/features/backups/run-backup';
import { backupRuns } from '../../src/features/backups/backups.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let work: string;
const warnings: string[] = [];
const log = {
  error: () => {},
  warn: (_obj: object, msg: string) => void warnings.push(msg),
  info: () => {},
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  work = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * This machine has no pg_dump for PostgreSQL 18 (Debian 12 ships 15), so the dump step runs a
 * stand-in executable with pg_dump's interface: `--version`, `--file=`, `--dbname=`, PGPASSWORD.
 */
async function standInPgDump(name: string, body: string) {
  const file = path.join(work, name);
  await writeFile(
    file,
    `#!/bin/sh\ncase "$1" in --version) echo "pg_dump (PostgreSQL) 18.4"; exit 0;; esac\n${body}\n`,
  );
  await chmod(file, 0o755);
  return file;
}

const deps = (dataDir: string, tool?: string) => ({
  db: t.db,
  dataDir,
  now: t.clock.now,
  log,
  ...(tool ? { findTool: (major: number) => findPgDump(major, [tool]) } : {}),
});
const setAutoBackup = (on: boolean) =>
  t.put('/api/admin/settings', { token: admin.token, body: { autoBackup: on } });
const clearRuns = () => t.db.delete(backupRuns);

describe('finding pg_dump', () => {
  it('reads the major version from pg_dump --version', () => {
    expect(parsePgDumpMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(parsePgDumpMajor('pg_dump (PostgreSQL) 18.4')).toBe(18);
    expect(parsePgDumpMajor('something else')).toBeNull();
  });

  it('wants a pg_dump at least as new as the server, and says clearly when there is none', async () => {
    const none = await findPgDump(18, [path.join(work, 'missing', 'pg_dump')]);
    expect(none).toEqual({
      tool: null,
      note: expect.stringMatching(/^Auto backup needs pg_dump 18; not found\./),
    });
    const tool = await standInPgDump('pg_dump18', 'exit 0');
    expect(await findPgDump(18, [tool])).toEqual({ tool: { path: tool, major: 18 }, note: null });
    const tooOld = await findPgDump(19, [tool]);
    expect(tooOld.note).toMatch(/^Auto backup needs pg_dump 19; not found \(found only 18\)/);
  });

  it('on this machine: either a usable pg_dump or the note, never a crash', async () => {
    expect(pgDumpCandidates().every((c) => c.endsWith('pg_dump'))).toBe(true);
    const major = await backupsRepository.serverMajor(t.db);
    expect(major).toBeGreaterThanOrEqual(18);
    const lookup = await findPgDump(major);
    if (lookup.tool) expect(lookup.tool.major).toBeGreaterThanOrEqual(major);
    else expect(lookup.note).toContain(`Auto backup needs pg_dump ${major}; not found`);
  });
});

describe('the daily backup', () => {
  it('does nothing while Auto Backup is off', async () => {
    await clearRuns();
    await setAutoBackup(false);
    const dataDir = path.join(work, 'off');
    expect(await backupIfDue(deps(dataDir, await standInPgDump('unused', 'exit 1')))).toBe('off');
    expect(await t.db.select().from(backupRuns)).toEqual([]);
    await setAutoBackup(true);
  });

  it('without a usable pg_dump records a skipped run with the note, logs it and shows it to admins', async () => {
    await clearRuns();
    warnings.length = 0;
    const dataDir = path.join(work, 'no-tool');
    expect(await backupIfDue(deps(dataDir, path.join(work, 'missing', 'pg_dump')))).toBe('skipped');
    expect(warnings[0]).toMatch(/^Auto backup needs pg_dump \d+; not found/);
    const overview = await t.get('/api/admin/system-overview', { token: admin.token });
    expect(overview.body.data.backup.lastRun).toMatchObject({ outcome: 'skipped', message: warnings[0] });
    // Once a day only: the note is not repeated every check.
    expect(await backupIfDue(deps(dataDir, path.join(work, 'missing', 'pg_dump')))).toBe('not-due');
  });

  it('dumps once a day into DATA_DIR/backups with the password kept off the command line, keeping the newest 7', async () => {
    await clearRuns();
    const dataDir = path.join(work, 'data');
    const tool = await standInPgDump(
      'pg_dump-ok',
      'for a in "$@"; do case "$a" in --file=*) f="${a#--file=}";; --dbname=*) d="${a#--dbname=}";; esac; done\n' +
        'printf "%s\\n%s\\n" "$d" "$PGPASSWORD" > "$f"',
    );
    const first = t.clock.now();
    for (let day = 0; day < BACKUPS_KEPT + 2; day++) {
      expect(await backupIfDue(deps(dataDir, tool))).toBe('ok');
      expect(await backupIfDue(deps(dataDir, tool))).toBe('not-due');
      t.clock.advance(25 * 60 * 60_000);
    }
    const directory = path.join(dataDir, 'backups');
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(BACKUPS_KEPT);
    expect(files.some((f) => f.endsWith('.partial'))).toBe(false);
    expect(files).not.toContain(backupFileName(first));
    const [dbname, password] = (await readFile(path.join(directory, files.at(-1)!), 'utf8')).split('\n');
    const url = new URL(dbname!);
    expect(url.password).toBe('');
    expect(url.pathname).toBe(new URL(t.databaseUrl).pathname);
    expect(password).toBe(decodeURIComponent(new URL(t.databaseUrl).password));
    const runs = await t.db.select().from(backupRuns);
    expect(runs.filter((r) => r.outcome === 'ok')).toHaveLength(BACKUPS_KEPT + 2);
  });

  it('records a failed dump with its reason and leaves no partial file', async () => {
    await clearRuns();
    const dataDir = path.join(work, 'failing');
    const tool = await standInPgDump('pg_dump-fails', 'echo "connection refused" >&2\nexit 1');
    expect(await backupIfDue(deps(dataDir, tool))).toBe('failed');
    expect(await readdir(path.join(dataDir, 'backups'))).toEqual([]);
    const [run] = await t.db.select().from(backupRuns);
    expect(run).toMatchObject({ outcome: 'failed' });
    expect(run?.message).toContain('Command failed');
  });
});

describe('GET /api/admin/system-overview', () => {
  it('gives live figures: database, signed-in accounts, pending withdrawals, maintenance, backups', async () => {
    // The backup days above moved the clock: the first admin's session has expired since.
    const current = await createAdmin(t);
    const res = await t.get('/api/admin/system-overview', { token: current.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'online',
      database: 'connected',
      activeUsers: 1,
      pendingActions: 0,
      maintenanceMode: false,
      backup: { enabled: true, directory: path.join(t.config.dataDir, 'backups') },
    });
    expect(typeof res.body.data.backup.available).toBe('boolean');
    expect(res.body.data.backup.available).toBe(res.body.data.backup.note === null);
  });
});
