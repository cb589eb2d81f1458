import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../src/infra/db/embedded/free-port';
import { createTestDatabase } from './support/test-database';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('starting the server with bad configuration', () => {
  it('exits 1 with a message naming each variable, and no stack trace', async () => {
    const { code, stderr } = await run({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT must be a number');
    expect(stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe('production fails closed (issue 21)', () => {
  it('refuses to start without SMTP_URL and JWT_SECRET, naming both and what to set', async () => {
    const { code, stderr } = await run({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toMatch(/SMTP_URL must be set when NODE_ENV=production: set it to your mail server/);
    expect(stderr).toMatch(
      /JWT_SECRET must be set when NODE_ENV=production: set it to the same random value/,
    );
  });
});

describe('a full start and a graceful stop', () => {
  it('serves over HTTP, prints the banner with the first admin, and exits 0 on SIGTERM', async () => {
    const database = await createTestDatabase();
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stdout = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('Root referral code')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      expect(stdout).toContain(`http://localhost:${port}/api/docs`);
      expect(stdout).toMatch(/e-mail: +admin@example\.com/);
      expect(stdout).toMatch(/Root referral code: +[A-Z2-9]{8}/);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(((await health.json()) as { data: { database: string } }).data.database).toBe('up');

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await database.drop();
    }
    // The start includes the embedded default's local chain (Hardhat): slow on a busy machine.
  }, 90_000);
});
