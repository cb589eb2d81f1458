import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { connectDatabase, type Db } from '../../../src/infra/db/client';
import { TEST_JWT_SECRET } from '../../support/create-test-app';
import { createTestDatabase } from '../../support/test-database';

export interface Instance {
  app: FastifyInstance;
  db: Db;
}

/**
 * Several instances of the real app in this process, each with its own pool, all on one
 * throw-away database: what several servers behind a load balancer share.
 */
export async function appsOnOneDatabase(
  count: number,
  env: Record<string, string> = {},
  options: { extend?: (app: FastifyInstance) => void | Promise<void> } = {},
) {
  const database = await createTestDatabase();
  const connections: ReturnType<typeof connectDatabase>[] = [];
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const connection = connectDatabase(database.url, { maxConnections: 4 });
    connections.push(connection);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        APP_URL: 'http://localhost:5173',
        ...env,
      }),
      db: connection.db,
      jwtSecret: TEST_JWT_SECRET,
      ...(options.extend ? { extend: options.extend } : {}),
    });
    await app.ready();
    instances.push({ app, db: connection.db });
  }
  return {
    instances,
    databaseUrl: database.url,
    async close() {
      for (const { app } of instances) await app.close();
      for (const connection of connections) await connection.close();
      await database.drop();
    },
  };
}
