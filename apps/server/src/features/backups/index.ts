// Database backups (the daily Auto Backup, the CLI's backup and restore) and what the system overview shows of them.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { backupsPlugin } from './backups.plugin';
export { backupsRepository } from './backups.repository';
export { BackupFileError } from './backup-reader';
export { RestoreRefusedError, restoreBackup } from './restore-backup';
export { backupDirectory, backupNow } from './run-backup';
