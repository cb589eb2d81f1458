import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSettings } from '../../src/features/settings/settings.repository';
import { connectDatabase } from '../../src/infra/db/client';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import { startEmbeddedPostgres } from '../../src/infra/db/embedded/start-embedded-postgres';
import { runMigrations } from '../../src/infra/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database; each test file copies it (CREATE DATABASE ... TEMPLATE). */
    templateDatabaseUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'app_template';

/** One embedded PostgreSQL server for the whole run, in a temporary folder, on a free port. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rewards-test-pg-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach its data folder
  const server = await startEmbeddedPostgres({
    dataDir,
    preferredPort: await findFreePort(),
    database: TEMPLATE_DATABASE,
    unsafeFast: true,
  });
  await runMigrations(server.url);
  const connection = connectDatabase(server.url, { maxConnections: 1 });
  await ensureSettings(connection.db);
  await connection.close();
  project.provide('templateDatabaseUrl', server.url);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
