import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import { embeddedServerSettings } from '../../src/infra/db/embedded/server-settings';
import { startEmbeddedPostgres } from '../../src/infra/db/embedded/start-embedded-postgres';

const GiB = 2 ** 30;

describe('embedded PostgreSQL settings', () => {
  it('sizes memory from the machine, within caps', () => {
    expect(embeddedServerSettings({ totalMemoryBytes: 24 * GiB })).toMatchObject({
      shared_buffers: '6144MB',
      maintenance_work_mem: '1024MB',
      max_wal_size: '16GB',
      wal_level: 'minimal',
    });
    expect(embeddedServerSettings({ totalMemoryBytes: 1 * GiB })).toMatchObject({
      shared_buffers: '256MB',
      maintenance_work_mem: '64MB',
    });
    expect(embeddedServerSettings({ totalMemoryBytes: 256 * GiB })).toMatchObject({
      shared_buffers: '8192MB',
      maintenance_work_mem: '1024MB',
    });
  });

  it('keeps durability off and memory at the defaults only for tests', () => {
    expect(embeddedServerSettings({ unsafeFast: true })).toEqual({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    });
  });

  describe('a server started for the app', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-settings-'));
      await chmod(dataDir, 0o755);
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('runs with them, and durable', async () => {
      const server = await startEmbeddedPostgres({ dataDir, preferredPort: await findFreePort() });
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const names = [
          'max_wal_size',
          'checkpoint_timeout',
          'wal_level',
          'wal_buffers',
          'fsync',
          'synchronous_commit',
          'full_page_writes',
        ];
        const result = await client.query<{ name: string; value: string }>(
          'SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1)',
          [names],
        );
        expect(Object.fromEntries(result.rows.map((r) => [r.name, r.value]))).toEqual({
          max_wal_size: '16GB',
          checkpoint_timeout: '30min',
          wal_level: 'minimal',
          wal_buffers: '64MB',
          fsync: 'on',
          synchronous_commit: 'on',
          full_page_writes: 'on',
        });
        const buffers = await client.query<{ bytes: string }>(
          "SELECT pg_size_bytes(current_setting('shared_buffers'))::text AS bytes",
        );
        const expected = embeddedServerSettings().shared_buffers!;
        expect(Number(buffers.rows[0]?.bytes)).toBe(Number.parseInt(expected, 10) * 2 ** 20);
      } finally {
        await client.end();
        await server.stop();
      }
    });
  });
});
