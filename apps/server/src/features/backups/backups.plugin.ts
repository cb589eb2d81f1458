// Automatic backups: declares the daily backup job (started with the other jobs after listen).
import type { FastifyInstance } from 'fastify';
import { autoBackupJob, databaseUrlOf } from './auto-backup';

export async function backupsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  // Tests build many apps on throw-away databases: no backups there.
  if (ctx.config.nodeEnv === 'test') return;
  app.jobs.add(
    autoBackupJob({
      db: ctx.db,
      databaseUrl: databaseUrlOf(ctx.db),
      dataDir: ctx.config.dataDir,
      now: ctx.now,
      appUrl: ctx.config.appUrl,
      wakeMail: () => ctx.mail.wake(),
      log: app.log.child({ job: 'auto-backup' }),
    }),
  );
}
