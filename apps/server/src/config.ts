import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_APP_NAME } from '@app/contract';
import { z } from 'zod';

/**
 * The server's settings, read once from environment variables at start (documented in the README).
 * `loadConfig` is pure: it only reads the `env` object it is given, so tests can call it freely.
 */

// An empty variable (`PORT=` in a .env file) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const port = (what: string) =>
  z.coerce
    .number({ message: `must be a number (${what})` })
    .int(`must be a whole number (${what})`)
    .min(1, `must be between 1 and 65535 (${what})`)
    .max(65535, `must be between 1 and 65535 (${what})`);

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'must be an http:// or https:// URL');

const envSchema = z.object({
  PORT: optional(port('the HTTP port')),
  HOST: optional(z.string()),
  APP_URL: optional(httpUrl),
  APP_NAME: optional(
    z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .refine((v) => !/[\p{Cc}<>"]/u.test(v), 'must be one line without <, > or "'),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (v) => /^postgres(ql)?:\/\//i.test(v) && URL.canParse(v),
        'must be a postgres:// or postgresql:// connection URL',
      ),
  ),
  DATABASE_READ_URL: optional(z.string().transform(parseReadUrls)),
  DATABASE_READ_MAX_LAG_MS: optional(milliseconds(100, 3_600_000)),
  DATABASE_READ_CHECK_MS: optional(milliseconds(50, 600_000)),
  DATABASE_READ_AFTER_WRITE_MS: optional(milliseconds(0, 3_600_000)),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  SMTP_URL: optional(
    z
      .string()
      .refine((v) => /^smtps?:\/\//i.test(v) && URL.canParse(v), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(z.string().refine((v) => /\S+@\S+/.test(v), 'must contain an e-mail address')),
  BSC_RPC_URL: optional(
    z
      .string()
      .refine((v) => /^(https?|wss?):\/\//i.test(v) && URL.canParse(v), 'must be an http(s) or ws(s) URL'),
  ),
  USDT_CONTRACT: optional(
    z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x followed by 40 hex characters)'),
  ),
  DEPOSIT_XPUB: optional(
    z.string().regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub/tpub key'),
  ),
  CHAIN_CONFIRMATIONS: optional(
    z.coerce
      .number({ message: 'must be a number (blocks)' })
      .int('must be a whole number (blocks)')
      .min(1, 'must be between 1 and 1000 (blocks)')
      .max(1000, 'must be between 1 and 1000 (blocks)'),
  ),
  PAYOUT_PRIVATE_KEY: optional(
    z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a private key: 64 hex characters, 0x optional'),
  ),
  PAYOUT_KEYSTORE: optional(z.string()),
  PAYOUT_KEYSTORE_PASSWORD: optional(z.string()),
  BINGX_BASE_URL: optional(httpUrl),
  BINGX_API_KEY: optional(z.string()),
  BINGX_API_SECRET: optional(z.string()),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  PGPORT: optional(port('the embedded PostgreSQL port')),
  RATE_LIMIT_SCALE: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .positive('must be a positive number')
      .max(10_000, 'must be at most 10000'),
  ),
  TRUST_PROXY: optional(z.string().transform(parseTrustProxy)),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(z.string()),
  SEED_DEMO: optional(
    z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.enum(['true', '1', 'false', '0'], { message: 'must be true or false' }))
      .transform((v) => v === 'true' || v === '1'),
  ),
});

export type TrustProxy = false | number | string[];

function milliseconds(min: number, max: number) {
  return z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be between ${min} and ${max} (milliseconds)`)
    .max(max, `must be between ${min} and ${max} (milliseconds)`);
}

const isPostgresUrl = (v: string) => /^postgres(ql)?:\/\//i.test(v) && URL.canParse(v);

/** DATABASE_READ_URL: one or more postgres:// URLs, comma-separated. */
function parseReadUrls(raw: string, ctx: z.RefinementCtx): string[] {
  const urls = raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const bad = urls.filter((url) => !isPostgresUrl(url)).length;
  if (urls.length === 0 || bad > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be one or more postgres:// or postgresql:// connection URLs, comma-separated${bad > 0 ? ` (${bad} is not one)` : ''}`,
    });
    return z.NEVER;
  }
  return urls;
}

// proxy-addr's names for well-known ranges, accepted in the list like any CIDR.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`/`0` (off), a hop count (`1` = one load balancer in front), or a comma-separated
 * list of proxy addresses / CIDR ranges (`10.0.0.0/8, 192.168.1.7`). `true` (trust any sender of
 * X-Forwarded-For) is refused: anyone could then pick the address the rate limits count.
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxy hops (1-100), or a comma-separated list of proxy addresses or CIDR ranges' +
        (bad.length > 0 ? ` (not an address or range: ${bad.join(', ')})` : ''),
    });
    return z.NEVER;
  }
  return entries;
}

function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface Config {
  port: number;
  /**
   * Address to listen on. Unset: 127.0.0.1 while any development part is on (the dev mailbox,
   * which shows every reset link, the local chain, the exchange simulator, the embedded
   * database), so the embedded default stays on this machine; else every interface.
   */
  host: string;
  appUrl: string;
  /** The product's name (APP_NAME): the web app (GET /api/platform), the e-mails and their sender. */
  appName: string;
  /** Absolute path of the folder that keeps the embedded database, secrets and backups. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Read replicas (DATABASE_READ_URL..., ADR 0017): streaming replicas of DATABASE_URL's server
   * for read-only work; null without DATABASE_READ_URL.
   */
  databaseRead: {
    urls: string[];
    /** A replica further behind the primary than this is skipped (DATABASE_READ_MAX_LAG_MS, 5000). */
    maxLagMs: number;
    /** How often each replica's lag is measured (DATABASE_READ_CHECK_MS, 1000). */
    checkEveryMs: number;
    /** A member's reads stay on the primary this long after they wrote (DATABASE_READ_AFTER_WRITE_MS, = max lag). */
    afterWriteMs: number;
  } | null;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of e-mails: MAIL_FROM's address, named APP_NAME unless MAIL_FROM names it itself. */
  mailFrom: string;
  bscRpcUrl: string | undefined;
  usdtContract: string | undefined;
  depositXpub: string | undefined;
  /** Blocks a USDT transfer needs (its own included) before it counts; unset: 3, or 1 on the local node. */
  chainConfirmations: number | undefined;
  bingx: { baseUrl: string; apiKey: string; apiSecret: string } | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Preferred port of the embedded PostgreSQL server (another free one is used when it is taken). */
  embeddedPostgresPort: number | undefined;
  /** Multiplies every per-address rate limit (1 = as designed; browser tests from one address raise it). */
  rateLimitScale: number;
  /**
   * Which proxies in front of the server are believed about the client's address
   * (X-Forwarded-For, -Proto, -Host): `false` none (the socket's peer is the client), a number of
   * proxy hops, or the proxies' addresses and CIDR ranges. Fastify's `trustProxy`.
   */
  trustProxy: TrustProxy;
  /** SEED_DEMO: true always seeds the demo network at start, false never; unset: features/demo decides. */
  seedDemo: boolean | undefined;
  /** The first admin created on an empty database; a random password is generated when unset. */
  initialAdmin: { email: string | undefined; password: string | undefined };
  /**
   * The payout wallet's key (features/payouts): a private key, or a keystore file and its password.
   * Never printed: the object shows as '[secret]' in logs, JSON and the console.
   */
  payoutWallet: PayoutWalletSource | undefined;
}

export type PayoutWalletSource =
  { kind: 'private-key'; privateKey: `0x${string}` } | { kind: 'keystore'; path: string; password: string };

/** Wraps a payout key source so that logging or serialising it shows nothing of it. */
export function secretSource<T extends PayoutWalletSource>(source: T): T {
  Object.defineProperty(source, 'toJSON', { value: () => '[secret]', enumerable: false });
  Object.defineProperty(source, Symbol.for('nodejs.util.inspect.custom'), {
    value: () => '[secret]',
    enumerable: false,
  });
  return source;
}

/** A configuration problem: the message names each variable and what is wrong, for the console. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 3000;

/** True while a part of the embedded default stands in for a real one (see `host`). */
function developmentPartsOn(e: {
  SMTP_URL?: string;
  BSC_RPC_URL?: string;
  BINGX_BASE_URL?: string;
  DATABASE_URL?: string;
}) {
  return !e.SMTP_URL || !e.BSC_RPC_URL || !e.BINGX_BASE_URL || !e.DATABASE_URL;
}

/**
 * What production must be given (issue 21, ASVS 13.3.1): it fails closed instead of falling back
 * to a development part. Without SMTP_URL every e-mail (reset links included) would only sit in the
 * dev mailbox; without JWT_SECRET the session key would be generated into the data folder or the
 * database, where every copy or dump of it gives the key and the live sessions away.
 */
function productionProblems(e: { SMTP_URL?: string | undefined; JWT_SECRET?: string | undefined }) {
  const problems: string[] = [];
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL must be set when NODE_ENV=production: set it to your mail server ' +
        '(smtp://user:password@host:587 or smtps://user:password@host:465); without it no e-mail ' +
        'would be sent and the dev mailbox would show every message',
    );
  }
  if (!e.JWT_SECRET) {
    problems.push(
      'JWT_SECRET must be set when NODE_ENV=production: set it to the same random value of at least ' +
        '32 characters on every instance (for example the output of `openssl rand -base64 48`), kept ' +
        'out of the database and its backups',
    );
  }
  return problems;
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        const raw = env[name];
        return `${name} ${issue.message}${raw === undefined || /SECRET|PASSWORD|KEY|URL/.test(name) ? '' : ` (got "${raw}")`}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const bingxParts = [e.BINGX_BASE_URL, e.BINGX_API_KEY, e.BINGX_API_SECRET];
  if (bingxParts.some(Boolean) && !bingxParts.every(Boolean)) {
    problems.push(
      'BINGX_BASE_URL, BINGX_API_KEY and BINGX_API_SECRET must be set together (or none of them)',
    );
  }
  if (e.PAYOUT_PRIVATE_KEY && e.PAYOUT_KEYSTORE) {
    problems.push('PAYOUT_PRIVATE_KEY and PAYOUT_KEYSTORE are both set: give the payout wallet one way');
  }
  if (Boolean(e.PAYOUT_KEYSTORE) !== (e.PAYOUT_KEYSTORE_PASSWORD !== undefined)) {
    problems.push('PAYOUT_KEYSTORE and PAYOUT_KEYSTORE_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD !== undefined && !e.ADMIN_EMAIL) {
    problems.push('ADMIN_PASSWORD is set but ADMIN_EMAIL is not');
  }
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  const databaseRead = readReplicaSettings(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const portNumber = e.PORT ?? DEFAULT_PORT;
  const appName = e.APP_NAME ?? DEFAULT_APP_NAME;
  return {
    port: portNumber,
    host: e.HOST ?? (developmentPartsOn(e) ? '127.0.0.1' : '0.0.0.0'),
    appUrl: (e.APP_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, ''),
    appName,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    databaseRead,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: mailSender(e.MAIL_FROM, appName),
    bscRpcUrl: e.BSC_RPC_URL,
    usdtContract: e.USDT_CONTRACT,
    depositXpub: e.DEPOSIT_XPUB,
    chainConfirmations: e.CHAIN_CONFIRMATIONS,
    bingx:
      e.BINGX_BASE_URL && e.BINGX_API_KEY && e.BINGX_API_SECRET
        ? {
            baseUrl: e.BINGX_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.BINGX_API_KEY,
            apiSecret: e.BINGX_API_SECRET,
          }
        : undefined,
    nodeEnv: e.NODE_ENV ?? 'development',
    logLevel: e.LOG_LEVEL ?? 'info',
    embeddedPostgresPort: e.PGPORT,
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO,
    initialAdmin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    payoutWallet: e.PAYOUT_PRIVATE_KEY
      ? secretSource({
          kind: 'private-key',
          privateKey: (e.PAYOUT_PRIVATE_KEY.startsWith('0x')
            ? e.PAYOUT_PRIVATE_KEY
            : `0x${e.PAYOUT_PRIVATE_KEY}`) as `0x${string}`,
        })
      : e.PAYOUT_KEYSTORE && e.PAYOUT_KEYSTORE_PASSWORD !== undefined
        ? secretSource({
            kind: 'keystore',
            path: path.resolve(cwd, e.PAYOUT_KEYSTORE),
            password: e.PAYOUT_KEYSTORE_PASSWORD,
          })
        : undefined,
  };
}

const DEFAULT_READ_MAX_LAG_MS = 5000;
const DEFAULT_READ_CHECK_MS = 1000;

/**
 * The read-replica settings, with the two rules that keep them sound: the lag allowed must span
 * two checks (lag is known only at each check, so a replica in step would otherwise flicker out
 * between them), and a member's reads must stay on the primary at least as long as a replica may
 * lag (else their own write could be missing from the replica they read next).
 */
function readReplicaSettings(
  e: {
    DATABASE_URL?: string | undefined;
    DATABASE_READ_URL?: string[] | undefined;
    DATABASE_READ_MAX_LAG_MS?: number | undefined;
    DATABASE_READ_CHECK_MS?: number | undefined;
    DATABASE_READ_AFTER_WRITE_MS?: number | undefined;
  },
  problems: string[],
): Config['databaseRead'] {
  if (!e.DATABASE_READ_URL) return null;
  if (!e.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL is set but DATABASE_URL is not: replicas stream from an external primary, set both',
    );
  }
  const maxLagMs = e.DATABASE_READ_MAX_LAG_MS ?? DEFAULT_READ_MAX_LAG_MS;
  const checkEveryMs = e.DATABASE_READ_CHECK_MS ?? Math.min(DEFAULT_READ_CHECK_MS, Math.floor(maxLagMs / 2));
  const afterWriteMs = e.DATABASE_READ_AFTER_WRITE_MS ?? maxLagMs;
  if (checkEveryMs * 2 > maxLagMs) {
    problems.push(
      `DATABASE_READ_CHECK_MS (${checkEveryMs}) must be at most half of DATABASE_READ_MAX_LAG_MS (${maxLagMs}): lag is measured at each check`,
    );
  }
  if (afterWriteMs < maxLagMs) {
    problems.push(
      `DATABASE_READ_AFTER_WRITE_MS (${afterWriteMs}) must be at least DATABASE_READ_MAX_LAG_MS (${maxLagMs}): else a member could read a replica that does not have their own write yet`,
    );
  }
  return { urls: e.DATABASE_READ_URL, maxLagMs, checkEveryMs, afterWriteMs };
}

/**
 * `"APP_NAME" <address>`: the address of MAIL_FROM (no-reply@localhost when unset), named after
 * the product; a MAIL_FROM that gives a name of its own (`Support <help@x.com>`) is kept as it is.
 */
function mailSender(mailFrom: string | undefined, appName: string): string {
  const from = mailFrom?.trim() ?? 'no-reply@localhost';
  if (/<[^<>]+>\s*$/.test(from) && !/^<[^<>]+>$/.test(from)) return from;
  return `"${appName}" <${from.replace(/^<|>$/g, '')}>`;
}
