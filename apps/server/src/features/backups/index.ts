// Daily database backups (Auto Backup) and what the system overview shows of them.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { backupsPlugin } from './backups.plugin';
export { backupsRepository } from './backups.repository';
export { findPgDump, type PgDumpLookup } from './find-pg-dump';
export { backupDirectory } from './run-backup';
