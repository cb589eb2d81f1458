import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { backupRuns } from './backups.tables';

export type BackupOutcome = 'ok' | 'failed' | 'skipped';

export const backupsRepository = {
  async latest(db: DbOrTx) {
    const [row] = await db
      .select()
      .from(backupRuns)
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
    },
  ) {
    await db.insert(backupRuns).values({ ...run, file: run.file ?? null, message: run.message ?? null });
  },

  /** The database server's major version (18 for 18.4). */
  async serverMajor(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ v: string }>(sql`SELECT current_setting('server_version_num') AS v`);
    return Math.floor(Number(result.rows[0]?.v ?? '0') / 10000);
  },
};
