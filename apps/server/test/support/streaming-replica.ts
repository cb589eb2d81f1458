import { type ChildProcess, spawn } from 'node:child_process';
import { userInfo } from 'node:os';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, rm, writeFile, appendFile, stat } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureSettings } from '../../src/features/settings/settings.repository';
import { connectDatabase } from '../../src/infra/db/client';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import { startEmbeddedPostgres } from '../../src/infra/db/embedded/start-embedded-postgres';
import { runMigrations } from '../../src/infra/db/migrate';

/**
 * A PostgreSQL primary and a hot standby streaming from it, both from the `embedded-postgres`
 * binaries, for the read-replica tests (ADR 0017). The primary is a cluster of its own, not the
 * run's shared server: the standby copies a whole cluster, and its pauses and stops must not
 * touch other files' databases.
 *
 * The package ships `postgres`, `initdb` and `pg_ctl` but no `pg_basebackup`, so the base backup
 * is PostgreSQL's low-level one (documented in "Continuous Archiving", 25.3.4): a physical
 * replication slot keeps the WAL from before the backup, `pg_backup_start()`, a copy of the data
 * folder, `pg_backup_stop()`'s label written as `backup_label`; then `standby.signal` and
 * `primary_conninfo`/`primary_slot_name`. The standby fetches the WAL it needs through the slot.
 * The primary keeps the embedded defaults of the tests (`unsafeFast`), whose `wal_level` is
 * PostgreSQL's default `replica`; initdb's pg_hba.conf already admits replication from 127.0.0.1.
 */
export interface StreamingReplica {
  /** The migrated database on the primary. */
  primaryUrl: string;
  /** The same database on the standby. */
  replicaUrl: string;
  /** Stops replaying WAL (the standby still receives it): reads there stop moving. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  waitForCatchUp(timeoutMs?: number): Promise<void>;
  /** Stops the standby (fast shutdown), as a crashed or unplugged replica. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE = 'app';
const SLOT = 'test_replica';

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const root = await mkdtemp(path.join(tmpdir(), 'rewards-test-replica-'));
  await chmod(root, 0o755); // the postgres system user must reach its data folders
  const primaryDir = path.join(root, 'primary');
  await mkdir(primaryDir);
  await chmod(primaryDir, 0o755);
  const primary = await startEmbeddedPostgres({
    dataDir: primaryDir,
    preferredPort: await findFreePort(),
    database: DATABASE,
    unsafeFast: true,
  });
  let standby: ChildProcess | undefined;
  try {
    await runMigrations(primary.url);
    const connection = connectDatabase(primary.url, { maxConnections: 1 });
    await ensureSettings(connection.db);
    await connection.close();

    const replicaDir = path.join(root, 'replica');
    await baseBackup(primary.url, path.join(primaryDir, 'postgres'), replicaDir);
    const primaryUrl = new URL(primary.url);
    await appendFile(
      path.join(replicaDir, 'postgresql.auto.conf'),
      [
        `primary_conninfo = 'host=127.0.0.1 port=${primaryUrl.port} user=postgres password=${decodeURIComponent(primaryUrl.password)} application_name=test_replica'`,
        `primary_slot_name = '${SLOT}'`,
        'hot_standby = on',
        // A test's pause must not be cancelled by the standby's own conflict handling.
        'max_standby_streaming_delay = -1',
        // Ask the primary again at once, not after the default 5 s (start-up, restarts).
        "wal_retrieve_retry_interval = '100ms'",
        '',
      ].join('\n'),
    );
    await writeFile(path.join(replicaDir, 'standby.signal'), '');
    await ownByPostgres(replicaDir);

    const replicaPort = await findFreePort();
    const replicaUrl = new URL(primary.url);
    replicaUrl.port = String(replicaPort);
    const startReplica = async () => {
      standby = await spawnStandby(replicaDir, replicaPort);
      await waitUntilAccepting(replicaUrl.toString());
    };
    const stopReplica = async () => {
      const child = standby;
      standby = undefined;
      if (!child || child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown
      });
    };
    await startReplica();

    const onReplica = <T>(run: (client: pg.Client) => Promise<T>) => withClient(replicaUrl.toString(), run);
    const waitForCatchUp = async (timeoutMs = 10_000) => {
      // The tests' server commits asynchronously, so its WAL is flushed (and streamed) a moment
      // later: a message written with `flush` flushes everything before it, and its position is
      // then what the standby must reach.
      const target = await withClient(primary.url, async (c) => {
        const r = await c.query<{ lsn: string }>(
          "SELECT pg_logical_emit_message(false, 'test', 'catch up', true)::text AS lsn",
        );
        return r.rows[0]?.lsn ?? '0/0';
      });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const caughtUp = await onReplica(async (c) => {
          const r = await c.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [
            target,
          ]);
          return r.rows[0]?.ok === true;
        });
        if (caughtUp) return;
        if (Date.now() > deadline) throw new Error(`the standby did not replay up to ${target}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await waitForCatchUp(30_000);

    return {
      primaryUrl: primary.url,
      replicaUrl: replicaUrl.toString(),
      pauseReplay: () => onReplica((c) => c.query('SELECT pg_wal_replay_pause()')).then(() => undefined),
      resumeReplay: () => onReplica((c) => c.query('SELECT pg_wal_replay_resume()')).then(() => undefined),
      waitForCatchUp,
      stopReplica,
      startReplica,
      close: async () => {
        await stopReplica();
        await primary.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (err) {
    standby?.kill('SIGKILL');
    await primary.stop();
    await rm(root, { recursive: true, force: true });
    throw err;
  }
}

/** The low-level base backup: slot, start, copy of the folder, stop, label. */
async function baseBackup(primaryUrl: string, primaryPgDir: string, replicaDir: string) {
  await withClient(primaryUrl, async (client) => {
    // Reserved at once: the WAL from here on stays until the standby has streamed it.
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
    await client.query("SELECT pg_backup_start('test replica', true)");
    let stopped = false;
    try {
      // What the documentation says to leave out: the running server's files, the WAL (it
      // streams), the slots and temporary statistics.
      const skip = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
      const emptied = new Set([
        'pg_wal',
        'pg_replslot',
        'pg_stat_tmp',
        'pg_dynshmem',
        'pg_notify',
        'pg_serial',
        'pg_snapshots',
        'pg_subtrans',
      ]);
      await cp(primaryPgDir, replicaDir, {
        recursive: true,
        filter: (source) => {
          const relative = path.relative(primaryPgDir, source);
          if (relative === '') return true;
          const [top, ...rest] = relative.split(path.sep);
          if (rest.length === 0 && skip.has(top ?? '')) return false;
          if (emptied.has(top ?? '') && rest.length > 0) return false;
          return true;
        },
      });
      await mkdir(path.join(replicaDir, 'pg_wal', 'archive_status'), { recursive: true });
      const result = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      stopped = true;
      const row = result.rows[0];
      if (!row) throw new Error('pg_backup_stop returned nothing');
      await writeFile(path.join(replicaDir, 'backup_label'), row.labelfile);
      if (row.spcmapfile) await writeFile(path.join(replicaDir, 'tablespace_map'), row.spcmapfile);
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  });
}

/** The `postgres` binary of the embedded-postgres package for this platform. */
async function postgresBinary(): Promise<string> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(platformPackage)) as { postgres: string };
  return binaries.postgres;
}

/** As embedded-postgres does: PostgreSQL refuses to run as root, so root runs it as `postgres`. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function ownByPostgres(dir: string) {
  await chmod(dir, 0o700);
  const owner = postgresUser();
  if (!owner) return;
  const walk = async (current: string): Promise<void> => {
    await chown(current, owner.uid, owner.gid);
    if (!(await stat(current)).isDirectory()) return;
    for (const entry of await readdir(current)) await walk(path.join(current, entry));
  };
  await walk(dir);
}

async function spawnStandby(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    await postgresBinary(),
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...postgresUser(), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) process.stderr.write(`standby exited ${code}:\n${output}\n`);
  });
  return child;
}

async function waitUntilAccepting(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await withClient(url, (c) => c.query('SELECT 1'));
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
