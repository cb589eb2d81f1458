import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../src/infra/db/embedded/data-dir-lock';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import { isProcessAlive, waitForExit } from '../../src/infra/db/embedded/processes';
import { startEmbeddedPostgres } from '../../src/infra/db/embedded/start-embedded-postgres';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'));
  await chmod(dataDir, 0o755);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const start = async () =>
  startEmbeddedPostgres({ dataDir, preferredPort: await findFreePort(), unsafeFast: true });
const pidFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');
const postmasterPid = async () =>
  Number.parseInt((await readFile(pidFile(), 'utf8')).split('\n')[0] ?? '', 10);

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('creates its cluster and database, keeps data across a clean restart', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)');
    await first.stop();
    const second = await start();
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 42 }]);
    await second.stop();
  });

  it('starts again after PostgreSQL was killed with SIGKILL (stale postmaster.pid)', async () => {
    const server = await start();
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5000);
    const restarted = await start();
    expect(await query(restarted.url, 'SELECT v FROM kept')).toEqual([{ v: 42 }]);
    await restarted.stop();
    await server.stop(); // the dead instance: must return, not hang
  });

  it('starts when the stale pid now belongs to another live process', async () => {
    const server = await start();
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5000);
    await server.stop();
    // PostgreSQL alone would refuse: "lock file postmaster.pid already exists" (pid 1 is alive).
    const content = await readFile(pidFile(), 'utf8');
    await writeFile(pidFile(), content.replace(/^\d+/, '1'));
    const restarted = await start();
    expect(await query(restarted.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await restarted.stop();
  });

  it('takes over from a server process that was killed (orphaned PostgreSQL), and refuses while it lives', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../support/embedded-child.ts', import.meta.url)), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /READY (\S+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    expect(await query(url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);

    await expect(start()).rejects.toBeInstanceOf(DataDirInUseError);

    const orphan = await postmasterPid();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isProcessAlive(orphan)).toBe(true); // PostgreSQL outlived its server

    const restarted = await start();
    expect(isProcessAlive(orphan)).toBe(false);
    expect(await query(restarted.url, 'SELECT v FROM kept')).toEqual([{ v: 42 }]);
    await restarted.stop();
  });
});
