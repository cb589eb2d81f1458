import type { Config } from './config';
import { ensureSettings } from './features/settings';
import { connectDatabase, type DatabaseConnection } from './infra/db/client';
import type { EmbeddedLog } from './infra/db/embedded/start-embedded-postgres';
import { runMigrations } from './infra/db/migrate';
import { type DatabaseServer, startDatabase } from './infra/db/start-database';

export interface PreparedDatabase {
  server: DatabaseServer;
  connection: DatabaseConnection;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

/** Database up, migrated, settings defaults in place: what the server and the CLI both need. */
export async function prepareDatabase(
  config: Config,
  options: { log?: EmbeddedLog; shareRunning?: boolean; onPoolError?: (err: Error) => void } = {},
): Promise<PreparedDatabase> {
  const server = await startDatabase(config, options);
  try {
    await runMigrations(server.url);
    const connection = connectDatabase(server.url, {
      ...(options.onPoolError ? { onError: options.onPoolError } : {}),
    });
    await ensureSettings(connection.db);
    return {
      server,
      connection,
      close: async () => {
        await connection.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
