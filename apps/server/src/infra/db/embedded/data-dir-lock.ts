import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandLineOf, isProcessAlive } from './processes';

/**
 * One server per data folder: `server.pid` names the process that owns the embedded database.
 * A pid file whose process is gone (crash, kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => releaseIfOurs(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (owner === process.pid) return { release: () => releaseIfOurs(file) };
    if (isProcessAlive(owner) && /node/.test(commandLineOf(owner))) {
      throw new DataDirInUseError(
        owner,
        `Another server (pid ${owner}) is using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function releaseIfOurs(file: string) {
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly ownerPid: number,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}
