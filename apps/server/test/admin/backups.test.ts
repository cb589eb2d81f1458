import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts } from '../../src/features/admin-alerts/admin-alerts.tables';
import { BACKUP_FAILED_ALERT, BACKUP_RETRY_MS, backupIfDue } from '../../src/features/backups/auto-backup';
import { BACKUP_FILE, backupFileName } from '../../src/features/backups/backup-format';
import { backupRuns } from '../../src/features/backups/backups.tables';
import { BACKUPS_KEPT } from '../../src/features/backups/run-backup';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let work: string;
const errors: string[] = [];
const log = {
  error: (_obj: object, msg: string) => void errors.push(msg),
  info: () => {},
};
const HOUR = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  work = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const deps = (dataDir: string) => ({
  db: t.db,
  databaseUrl: t.databaseUrl,
  dataDir,
  now: t.clock.now,
  appUrl: 'http://localhost:5173',
  log,
});
const setAutoBackup = (on: boolean) =>
  t.put('/api/admin/settings', { token: admin.token, body: { autoBackup: on } });
const clearRuns = () => t.db.delete(backupRuns);
/** The alert e-mails the first admin got. */
const alertMails = () =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'admin-operations-alert'), eq(mailOutbox.to, admin.email)));
/** A DATA_DIR where no backups folder can be made: a plain file stands in its way. */
async function unwritableDataDir(name: string) {
  const dataDir = path.join(work, name);
  await writeFile(dataDir, 'not a folder');
  return dataDir;
}
/** A fresh session: the days these tests skip end the earlier ones. */
const overview = async () =>
  (await t.get('/api/admin/system-overview', { token: (await createAdmin(t)).token })).body.data;

describe('the daily backup', () => {
  it('does nothing while Auto Backup is off', async () => {
    await clearRuns();
    await setAutoBackup(false);
    expect(await backupIfDue(deps(path.join(work, 'off')))).toBe('off');
    expect(await t.db.select().from(backupRuns)).toEqual([]);
    await setAutoBackup(true);
  });

  it('on by default, it backs up a fresh install with nothing but the product: a real backup file in DATA_DIR/backups', async () => {
    await clearRuns();
    const dataDir = path.join(work, 'fresh');
    expect(await backupIfDue(deps(dataDir))).toBe('ok');
    const [file] = await readdir(path.join(dataDir, 'backups'));
    const size = (await stat(path.join(dataDir, 'backups', file!))).size;
    expect(size).toBeGreaterThan(1000);
    const [run] = await t.db.select().from(backupRuns);
    expect(run).toMatchObject({ outcome: 'ok', file, sizeBytes: size, startedBy: 'schedule', message: null });
    expect(file).toBe(backupFileName(run!.startedAt));
    const at = run!.startedAt.toISOString();

    const data = await overview();
    expect(data.backup).toMatchObject({
      enabled: true,
      available: true,
      note: null,
      // The server's own DATA_DIR (this test backs up elsewhere).
      directory: path.join(t.config.dataDir, 'backups'),
      lastRun: {
        at,
        outcome: 'ok',
        file,
        message: null,
        sizeBytes: size,
        startedBy: 'schedule',
      },
      lastSuccess: { at, file, sizeBytes: size },
    });
    expect(data.backup.lastRun.finishedAt).toEqual(expect.any(String));
  });

  it('backs up once a day, keeping the newest 7', async () => {
    await clearRuns();
    const dataDir = path.join(work, 'daily');
    const first = t.clock.now();
    for (let day = 0; day < BACKUPS_KEPT + 2; day++) {
      expect(await backupIfDue(deps(dataDir))).toBe('ok');
      expect(await backupIfDue(deps(dataDir))).toBe('not-due');
      t.clock.advance(23 * HOUR);
      expect(await backupIfDue(deps(dataDir))).toBe('not-due');
      t.clock.advance(2 * HOUR);
    }
    const files = (await readdir(path.join(dataDir, 'backups'))).sort();
    expect(files).toHaveLength(BACKUPS_KEPT);
    expect(files.every((f) => BACKUP_FILE.test(f))).toBe(true);
    expect(files).not.toContain(backupFileName(first));
    const runs = await t.db.select().from(backupRuns);
    expect(runs.filter((r) => r.outcome === 'ok')).toHaveLength(BACKUPS_KEPT + 2);
  });

  it('a failed backup is recorded with its reason, leaves no file, is tried again after an hour, and e-mails the admins at most once a day', async () => {
    await clearRuns();
    await t.db.delete(mailOutbox);
    errors.length = 0;
    const broken = await unwritableDataDir('broken');

    expect(await backupIfDue(deps(broken))).toBe('failed');
    expect(errors).toEqual(['database backup failed']);
    const [run] = await t.db.select().from(backupRuns);
    expect(run).toMatchObject({ outcome: 'failed', file: null, sizeBytes: null, startedBy: 'schedule' });
    expect(run?.message).toMatch(/ENOTDIR|EEXIST/);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'The database backup failed' });
    expect(mails[0]?.text).toContain(`Reason: ${run?.message}`);

    const data = await overview();
    expect(data.backup.lastRun).toMatchObject({ outcome: 'failed', message: run?.message, sizeBytes: null });
    expect(data.backup.lastSuccess).toBeNull();

    // Tried again after an hour, not before; still failing: no second e-mail the same day.
    t.clock.advance(BACKUP_RETRY_MS - 60_000);
    expect(await backupIfDue(deps(broken))).toBe('not-due');
    for (let hour = 0; hour < 22; hour++) {
      t.clock.advance(HOUR);
      expect(await backupIfDue(deps(broken))).toBe('failed');
    }
    expect(await alertMails()).toHaveLength(1);

    // A day after the first e-mail, still failing: the admins hear of it again.
    t.clock.advance(2 * HOUR);
    expect(await backupIfDue(deps(broken))).toBe('failed');
    expect(await alertMails()).toHaveLength(2);

    // Fixed: the next run writes a backup and ends the alert; a later failure e-mails at once.
    const fixed = path.join(work, 'fixed');
    t.clock.advance(HOUR);
    expect(await backupIfDue(deps(fixed))).toBe('ok');
    const [alert] = await t.db.select().from(adminAlerts).where(eq(adminAlerts.key, BACKUP_FAILED_ALERT));
    expect(alert?.clearedAt).not.toBeNull();
    expect(await alertMails()).toHaveLength(2);
    t.clock.advance(25 * HOUR);
    expect(await backupIfDue(deps(broken))).toBe('failed');
    expect(await alertMails()).toHaveLength(3);
  });
});

describe('GET /api/admin/system-overview', () => {
  it('gives live figures: database, signed-in accounts, pending withdrawals, maintenance, backups', async () => {
    await clearRuns();
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
      backup: {
        enabled: true,
        available: true,
        note: null,
        directory: path.join(t.config.dataDir, 'backups'),
        lastRun: null,
        lastSuccess: null,
      },
    });
  });
});
