import { prepareDatabase } from '../bootstrap';
import { backupNow } from '../features/backups';
import type { CliCommand } from './command';
import { formatBytes, fromWhereTyped } from './cli-values';

export const backupCommand: CliCommand = {
  name: 'backup',
  usage: 'backup [--file F]',
  description:
    'Backs up the whole database into DATA_DIR/backups (the newest 7 are kept), or into the file F: ' +
    'one consistent snapshot, compressed, read through the database connection (nothing to install). ' +
    'The server may keep running. The same backup as the daily Auto Backup; shown in System Overview.',
  async run(options, config, out) {
    if (options.file === 'true') {
      out.error(`--file needs a file name\nUsage: npm run cli -- ${this.usage}`);
      return 1;
    }
    const database = await prepareDatabase(config, { shareRunning: true });
    try {
      const result = await backupNow({
        db: database.connection.db,
        databaseUrl: database.server.url,
        dataDir: config.dataDir,
        now: () => new Date(),
        startedBy: 'command-line',
        ...(options.file ? { file: fromWhereTyped(options.file) } : {}),
      });
      if (result.outcome === 'failed') {
        out.error(`Backup failed: ${result.message}`);
        return 1;
      }
      const { backup } = result;
      out.log(`Backup written: ${backup.file}`);
      out.log(
        `  ${formatBytes(backup.sizeBytes)}, ${backup.tables} tables, ${backup.rows} rows, ` +
          `schema of ${backup.header.migrations.length} migrations`,
      );
      if (result.removed.length > 0) out.log(`  older backups removed: ${result.removed.join(', ')}`);
      out.log(`Restore with: npm run cli -- restore --file ${backup.file}`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
