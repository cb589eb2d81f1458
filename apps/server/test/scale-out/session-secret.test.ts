import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../src/infra/db/client';
import { resolveSessionSecret } from '../../src/infra/secrets';
import { createTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: DatabaseConnection[] = [];
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 3; i++) pools.push(connectDatabase(database.url, { maxConnections: 2 }));
  dataDir = await mkdtemp(path.join(tmpdir(), 'session-secret-'));
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the session-signing key of instances that share a database', () => {
  it('without JWT_SECRET on an external database: one key generated into it, the same for every instance', async () => {
    // Three instances starting at the same moment, each with its own (empty) data folder.
    const keys = await Promise.all(
      pools.map((pool, i) =>
        resolveSessionSecret({ jwtSecret: undefined, dataDir: path.join(dataDir, `i${i}`) }, pool.db, {
          external: true,
        }),
      ),
    );
    expect(new Set(keys.map((k) => k.secret)).size).toBe(1);
    expect(keys[0]).toMatchObject({ source: 'database' });
    expect(keys[0]!.secret.length).toBeGreaterThanOrEqual(64);
    // A restart reads the same key: sessions survive it.
    const again = await resolveSessionSecret({ jwtSecret: undefined, dataDir }, pools[0]!.db, {
      external: true,
    });
    expect(again.secret).toBe(keys[0]!.secret);
  });

  it('JWT_SECRET wins when set; the embedded database keeps its key in the data folder', async () => {
    const given = 'operator-chosen-secret-0123456789-abcdef';
    expect(
      await resolveSessionSecret({ jwtSecret: given, dataDir }, pools[0]!.db, { external: true }),
    ).toEqual({ secret: given, source: 'JWT_SECRET' });
    const embedded = await resolveSessionSecret({ jwtSecret: undefined, dataDir }, pools[0]!.db, {
      external: false,
    });
    expect(embedded.source).toBe('data folder');
    expect(embedded.secret).toBe((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim());
  });
});
