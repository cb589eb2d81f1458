import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { BackupStarter } from './run-backup';
import { backupRuns } from './backups.tables';

export type BackupOutcome = 'ok' | 'failed' | 'skipped';

export const backupsRepository = {
  /** The last run, whatever its outcome. */
  async latest(db: DbOrTx) {
    const [row] = await db
      .select()
      .from(backupRuns)
      .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
      .limit(1);
    return row;
  },

  /** The last run that wrote a backup. */
  async latestOk(db: DbOrTx) {
    const [row] = await db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.outcome, 'ok'))
      .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
      .limit(1);
    return row;
  },

  async record(
    db: DbOrTx,
    run: {
      startedAt: Date;
      finishedAt: Date;
      outcome: BackupOutcome;
      file?: string | null;
      message?: string | null;
      sizeBytes?: number | null;
      startedBy: BackupStarter;
    },
  ) {
    await db.insert(backupRuns).values({
      ...run,
      file: run.file ?? null,
      message: run.message ?? null,
      sizeBytes: run.sizeBytes ?? null,
    });
  },
};
