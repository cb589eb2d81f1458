import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function onAdminDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(inject('templateDatabaseUrl'), 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away database: a copy of the migrated template (a few ms), or an empty one.
 * Returns its URL and a function that drops it.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}) {
  const template = new URL(inject('templateDatabaseUrl')).pathname.slice(1);
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onAdminDatabase(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : template}`);
        return;
      } catch (err) {
        // Another file copying the template at the same moment: wait and try again.
        if (!/being accessed by other users/.test(String(err)) || attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    name,
    url: withDatabase(inject('templateDatabaseUrl'), name),
    drop: () => onAdminDatabase((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
