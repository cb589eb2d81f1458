import type { Config } from '../../config';
import { DataDirInUseError } from './embedded/data-dir-lock';
import { runningEmbeddedUrl } from './embedded/running-embedded';
import { type EmbeddedLog, startEmbeddedPostgres } from './embedded/start-embedded-postgres';

export interface DatabaseServer {
  url: string;
  /** 'embedded' when this process started its own PostgreSQL (no DATABASE_URL). */
  kind: 'external' | 'embedded' | 'shared-embedded';
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL server in DATA_DIR/postgres.
 * With `shareRunning` (command-line tasks) the embedded server of a running app is used as is.
 */
export async function startDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPostgresPort'>,
  options: { log?: EmbeddedLog; shareRunning?: boolean } = {},
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, kind: 'external', stop: async () => {} };
  try {
    const server = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      preferredPort: config.embeddedPostgresPort,
      ...(options.log ? { log: options.log } : {}),
    });
    return { url: server.url, kind: 'embedded', stop: server.stop };
  } catch (err) {
    const shared =
      options.shareRunning && err instanceof DataDirInUseError && runningEmbeddedUrl(config.dataDir);
    if (shared) return { url: shared, kind: 'shared-embedded', stop: async () => {} };
    throw err;
  }
}
