import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { resolveJwtSecret } from '../src/infra/secrets';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1', // the embedded default stays on this machine (issue 19)
      appUrl: 'http://localhost:3000',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      bingx: undefined,
    });
  });

  it('listens on loopback while any development part is on, on every interface once all are real, and as HOST says', () => {
    const real = {
      SMTP_URL: 'smtp://mail.example.com',
      BSC_RPC_URL: 'https://bsc.example.com',
      BINGX_BASE_URL: 'https://exchange.example.com',
      BINGX_API_KEY: 'key',
      BINGX_API_SECRET: 'secret',
      DATABASE_URL: 'postgres://db.example.com/app',
    };
    expect(loadConfig(real).host).toBe('0.0.0.0');
    const devPart: Record<string, (keyof typeof real)[]> = {
      'dev mailbox': ['SMTP_URL'],
      'local chain': ['BSC_RPC_URL'],
      'exchange simulator': ['BINGX_BASE_URL', 'BINGX_API_KEY', 'BINGX_API_SECRET'],
      'embedded database': ['DATABASE_URL'],
    };
    for (const [part, unset] of Object.entries(devPart)) {
      const env: Record<string, string> = { ...real };
      for (const name of unset) delete env[name];
      expect(loadConfig(env).host, part).toBe('127.0.0.1');
      expect(loadConfig({ ...env, HOST: '0.0.0.0' }).host, part).toBe('0.0.0.0');
    }
  });

  it('follows PORT in the default APP_URL and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://rewards.example.com/' }).appUrl).toBe(
      'https://rewards.example.com',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('names the variable and what is wrong', () => {
    expect(problems({ PORT: 'abc' })).toEqual([
      expect.stringMatching(/^PORT must be a number.*\(got "abc"\)$/),
    ]);
    expect(problems({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT must be between 1 and 65535/)]);
    expect(problems({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
    ]);
    expect(problems({ SMTP_URL: 'http://mail' })).toEqual(['SMTP_URL must be an smtp:// or smtps:// URL']);
    expect(problems({ USDT_CONTRACT: '0x123' })[0]).toMatch(/^USDT_CONTRACT must be a contract address/);
    expect(problems({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV must be development, production or test/);
    expect(problems({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters long']);
  });

  it('production fails closed: SMTP_URL and JWT_SECRET are required, each named with what to set', () => {
    const prod = { NODE_ENV: 'production' };
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    const jwt = { JWT_SECRET: 'x'.repeat(32) };
    expect(problems(prod)).toEqual([
      expect.stringMatching(/^SMTP_URL must be set when NODE_ENV=production: set it to your mail server/),
      expect.stringMatching(/^JWT_SECRET must be set when NODE_ENV=production: set it to .*32 characters/),
    ]);
    // With DATABASE_URL the key is no longer kept in the database: still refused.
    expect(problems({ ...prod, ...smtp, DATABASE_URL: 'postgres://db/app' })).toEqual([
      expect.stringMatching(/^JWT_SECRET must be set when NODE_ENV=production/),
    ]);
    expect(problems({ ...prod, ...jwt })).toEqual([
      expect.stringMatching(/^SMTP_URL must be set when NODE_ENV=production/),
    ]);
    expect(loadConfig({ ...prod, ...smtp, ...jwt }).nodeEnv).toBe('production');
    // Development and tests keep their fallbacks (dev mailbox, generated key).
    expect(problems({ NODE_ENV: 'development' })).toEqual([]);
    expect(problems({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('lists every problem at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'loud', APP_URL: 'nope' })).toHaveLength(3);
  });

  it('never echoes secrets or URLs that may hold credentials', () => {
    const text = problems({ JWT_SECRET: 'tiny-secret', DATABASE_URL: 'mysql://user:pw@host' }).join('\n');
    expect(text).not.toContain('tiny-secret');
    expect(text).not.toContain('user:pw');
  });

  it('needs the three exchange variables together', () => {
    expect(problems({ BINGX_API_KEY: 'k' })).toEqual([
      'BINGX_BASE_URL, BINGX_API_KEY and BINGX_API_SECRET must be set together (or none of them)',
    ]);
    const config = loadConfig({
      BINGX_BASE_URL: 'https://x.example/',
      BINGX_API_KEY: 'k',
      BINGX_API_SECRET: 's',
    });
    expect(config.bingx).toEqual({ baseUrl: 'https://x.example', apiKey: 'k', apiSecret: 's' });
  });

  it('reads DATABASE_READ_URL as a list of replicas, with lag and read-your-writes settings that hold together', () => {
    const primary = 'postgres://app:pw@db-primary:5432/rewards';
    expect(loadConfig({}).databaseRead).toBeNull();
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: ' postgres://app:pw@db-r1:5432/rewards , postgresql://app:pw@db-r2/rewards ',
      }).databaseRead,
    ).toEqual({
      urls: ['postgres://app:pw@db-r1:5432/rewards', 'postgresql://app:pw@db-r2/rewards'],
      maxLagMs: 5000,
      checkEveryMs: 1000,
      afterWriteMs: 5000,
    });
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'postgres://r/x',
        DATABASE_READ_MAX_LAG_MS: '800',
        DATABASE_READ_AFTER_WRITE_MS: '2000',
      }).databaseRead,
    ).toEqual({ urls: ['postgres://r/x'], maxLagMs: 800, checkEveryMs: 400, afterWriteMs: 2000 });

    const bad = problems({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://r/x, mysql://r/x' });
    expect(bad).toEqual([
      'DATABASE_READ_URL must be one or more postgres:// or postgresql:// connection URLs, comma-separated (1 is not one)',
    ]);
    // Replicas stream from an external primary; the embedded one writes no WAL for them.
    expect(problems({ DATABASE_READ_URL: 'postgres://r/x' })).toEqual([
      expect.stringMatching(/^DATABASE_READ_URL is set but DATABASE_URL is not/),
    ]);
    expect(
      problems({
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'postgres://r/x',
        DATABASE_READ_MAX_LAG_MS: '1000',
        DATABASE_READ_CHECK_MS: '800',
        DATABASE_READ_AFTER_WRITE_MS: '500',
      }),
    ).toEqual([
      expect.stringMatching(
        /^DATABASE_READ_CHECK_MS \(800\) must be at most half of DATABASE_READ_MAX_LAG_MS/,
      ),
      expect.stringMatching(
        /^DATABASE_READ_AFTER_WRITE_MS \(500\) must be at least DATABASE_READ_MAX_LAG_MS/,
      ),
    ]);
  });

  it('gives a readable message without a stack', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      /^Invalid configuration:\n {2}- PORT must be a number \(the HTTP port\) \(got "abc"\)$/,
    );
  });
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when set, else generates one once into DATA_DIR/jwt-secret (mode 0600)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cfg-'));
    try {
      expect(resolveJwtSecret({ jwtSecret: 'x'.repeat(40), dataDir })).toBe('x'.repeat(40));
      const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
      expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
      expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
