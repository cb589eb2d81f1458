// The API under load for `npm run bench:api` (scripts/bench-api.ts starts it as a child process
// with an IPC channel, so the load generator and the server do not share an event loop).
// The real app as `main.ts` builds it (production settings, default logging to stdout) on the
// seeded benchmark database, plus `GET /bare`: a plain Fastify route, the yardstick, and
// `GET /bare-db` (issue 16): the same app running one primary-key query (the member's row), the
// yardstick of a call that reads the database once.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { devXpubFromMnemonic } from '../src/infra/chain/dev-keys';
import { resolveJwtSecret } from '../src/infra/secrets';
import { openBenchDatabase } from './bench-database';

/** What the child tells its parent once it listens. */
export interface BenchServerReady {
  type: 'ready';
  url: string;
  member: BenchMember;
}

export interface BenchMember {
  id: string;
  userId: string;
  email: string;
  /** People in the member's 15 levels. */
  network: number;
}

const dataDir = process.env.BENCH_API_DATA_DIR;
if (!dataDir || !process.send) {
  throw new Error('bench-api-server.ts is started by scripts/bench-api.ts (npm run bench:api)');
}

const database = await openBenchDatabase({ dataDir });
const { db } = database.connection;
const started = await startApp().catch(async (err: unknown) => {
  await database.close().catch(() => undefined);
  throw err;
});
const { app, member } = started;

async function startApp() {
  const member = await benchmarkMember();
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // Production refuses to start without these (config.ts); the benchmark sends no e-mail.
    SMTP_URL: 'smtp://127.0.0.1:25',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'info',
    // Production sets a deposit key: the profile call then reads the stored address, as it would.
    DEPOSIT_XPUB: devXpubFromMnemonic(),
    // One client address makes every call: per-address limits must not answer 429 here.
    RATE_LIMIT_SCALE: '10000',
  });
  const app = await buildApp({
    config,
    db,
    jwtSecret: resolveJwtSecret(config),
    extend: (instance) => {
      instance.get('/bare', async () => ({ ok: true, at: 'bare' }));
      instance.get('/bare-db', async () => {
        const found = await db.execute<{ id: string; userId: string }>(
          sql`SELECT id, user_id AS "userId" FROM users WHERE id = ${member.id}::uuid`,
        );
        return { ok: true, at: 'bare-db', user: found.rows[0]?.userId ?? null };
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, member };
}
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
// The parent ends the run with SIGTERM; if the parent dies, the IPC channel closes.
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
process.once('disconnect', () => void shutdown());

// The parent asks for this process's CPU time around each measured run (CPU per request).
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ type: 'cpu', micros: user + system });
});
const ready: BenchServerReady = { type: 'ready', url: `http://127.0.0.1:${address.port}`, member };
process.send(ready);

/**
 * The seed's benchmark member (the one nearest 100,000 people below, i.e. the largest network at
 * small sizes) when it can sign in; otherwise the active member with the largest network.
 */
async function benchmarkMember(): Promise<BenchMember> {
  const result = await db.execute<{ id: string; userId: string; email: string; network: number }>(sql`
    SELECT u.id, u.user_id AS "userId", u.email,
           (SELECT count(*)::int FROM referral_paths p WHERE p.ancestor_id = u.id) AS network
      FROM users u
     WHERE NOT u.is_admin AND u.status = 'ACTIVE' AND u.deleted_at IS NULL AND u.is_email_verified
     ORDER BY u.id::text = (SELECT value FROM bench.meta WHERE key = 'target_member') DESC,
              network DESC
     LIMIT 1`);
  const row = result.rows[0];
  if (!row) throw new Error('the benchmark database holds no active member: run with --reseed');
  return row;
}
