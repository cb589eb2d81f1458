import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { commandLineOf, isProcessAlive, waitForExit } from './processes';

/**
 * What a previous run left in the PostgreSQL data folder. After a kill -9 of PostgreSQL,
 * `postmaster.pid` stays behind; PostgreSQL itself refuses to start when that pid has since been
 * reused by another live process. After a kill -9 of the server, PostgreSQL keeps running
 * orphaned and holds the folder.
 */
export type PostmasterState =
  { kind: 'none' } | { kind: 'stale'; pid: number } | { kind: 'running'; pid: number };

export function readPostmaster(pgDataDir: string): PostmasterState {
  let content: string;
  try {
    content = readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8');
  } catch {
    return { kind: 'none' };
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (isPostgresOf(pid, pgDataDir)) return { kind: 'running', pid };
  return { kind: 'stale', pid };
}

function isPostgresOf(pid: number, pgDataDir: string): boolean {
  if (!isProcessAlive(pid)) return false;
  const cmd = commandLineOf(pid);
  return /postgres/.test(cmd) && cmd.includes(path.resolve(pgDataDir));
}

type Log = (message: string) => void;

/**
 * Clears what a crash left behind so the next start works: removes a stale pid file, and stops
 * an orphaned PostgreSQL of this folder (the caller holds the data-folder lock, so no live server
 * owns it): fast shutdown first, immediate shutdown if that hangs.
 */
export async function clearLeftoverPostmaster(pgDataDir: string, log: Log): Promise<void> {
  const state = readPostmaster(pgDataDir);
  if (state.kind === 'none') return;
  if (state.kind === 'running') {
    log(`stopping an orphaned PostgreSQL (pid ${state.pid}) left by a previous run`);
    process.kill(state.pid, 'SIGINT');
    if (!(await waitForExit(state.pid, 15_000))) {
      process.kill(state.pid, 'SIGQUIT');
      await waitForExit(state.pid, 5_000);
    }
    if (readPostmaster(pgDataDir).kind === 'running') {
      throw new Error(`PostgreSQL (pid ${state.pid}) still runs on ${pgDataDir} and would not stop`);
    }
  }
  if (readPostmaster(pgDataDir).kind === 'stale') {
    log(`removing a stale postmaster.pid (pid ${state.pid} is not a PostgreSQL of this folder)`);
    rmSync(path.join(pgDataDir, 'postmaster.pid'), { force: true });
  }
}
