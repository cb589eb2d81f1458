import { access } from 'node:fs/promises';
import { BackupFileError, RestoreRefusedError, restoreBackup } from '../features/backups';
import { startDatabase } from '../infra/db/start-database';
import type { CliCommand } from './command';
import { fromWhereTyped } from './cli-values';

export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: 'restore --file F [--force]',
  description:
    'Restores a backup (npm run cli -- backup, or the daily Auto Backup in DATA_DIR/backups) into the ' +
    'database of DATABASE_URL, or the embedded one. Stop the server first. The database must be empty; ' +
    '--force replaces everything it holds. All or nothing: if anything fails, the database stays as it was.',
  async run(options, config, out) {
    if (!options.file || options.file === 'true') {
      out.error(`Missing --file\nUsage: npm run cli -- ${this.usage}`);
      return 1;
    }
    const file = fromWhereTyped(options.file);
    try {
      await access(file);
    } catch {
      out.error(`No such file: ${file}`);
      return 1;
    }
    const database = await startDatabase(config, { shareRunning: true });
    try {
      const summary = await restoreBackup({
        databaseUrl: database.url,
        file,
        force: options.force !== undefined && options.force !== 'false',
      });
      out.log(`Restored the backup of ${summary.createdAt}: ${summary.tables} tables, ${summary.rows} rows.`);
      if (summary.replaced.length > 0)
        out.log(`  replaced what the database held (${summary.replaced.length} tables with rows)`);
      if (summary.migratedSince > 0)
        out.log(`  brought up to this version: ${summary.migratedSince} newer migrations applied`);
      out.log('Start the server (npm start). Members sign in again.');
      return 0;
    } catch (err) {
      if (!(err instanceof RestoreRefusedError || err instanceof BackupFileError)) throw err;
      out.error(`Nothing was restored: ${err.message}`);
      return 1;
    } finally {
      await database.stop();
    }
  },
};
