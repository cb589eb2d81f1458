import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureSettings } from '../../src/features/settings/settings.repository';
import { connectDatabase } from '../../src/infra/db/client';
import { isDatabaseUnavailable } from '../../src/infra/db/pg-errors';
import { findFreePort } from '../../src/infra/db/embedded/free-port';
import {
  type EmbeddedPostgresServer,
  startEmbeddedPostgres,
} from '../../src/infra/db/embedded/start-embedded-postgres';
import { runMigrations } from '../../src/infra/db/migrate';
import type { TestApp } from '../support/create-test-app';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createMember, type TestUser } from '../support/users';
import { createAppOnDatabase } from './support/app-on-database';
import { logCapture } from './support/log-lines';
import { sleep, waitUntil } from './support/wait';

// PostgreSQL stopped and started again under a running app: a dedicated embedded server (the
// shared test server must stay up for the other files).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let dataDir: string;
let port: number;
let postgres: EmbeddedPostgresServer;
let smtp: TestSmtp;
let t: TestApp;
const logs = logCapture();
const startPostgres = () =>
  startEmbeddedPostgres({ dataDir, preferredPort: port, database: 'faults', unsafeFast: true });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'faults-db-restart-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach its data folder
  port = await findFreePort();
  postgres = await startPostgres();
  await runMigrations(postgres.url);
  const setup = connectDatabase(postgres.url, { maxConnections: 1 });
  await ensureSettings(setup.db);
  await setup.close();
  smtp = await startTestSmtp();
  t = await createAppOnDatabase(postgres.url, {
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rewards <no-reply@rewards.test>' },
    logStream: logs.stream,
  });
  t.app.jobs.start();
});
afterAll(async () => {
  // Bounded: a connection leaked by a regression would keep the pool from ending at all.
  await Promise.race([t?.close(), sleep(5_000)]);
  await smtp?.close();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Seen {
  url: string;
  status: number;
  body: { success?: boolean; message?: string; error?: string } | undefined;
  text: string;
  at: 'up' | 'stopping' | 'down' | 'starting' | 'back';
}

describe('PostgreSQL restarting under requests', () => {
  it('answers 503 SERVICE_UNAVAILABLE while it is down (never a 500), then resumes by itself', async () => {
    const member: TestUser = await createMember(t);
    const reads = ['/api/users/profile', `/api/rewards/stats/${member.id}`, '/api/users/referral-tree'];
    for (const url of reads) expect((await t.get(url, { token: member.token })).status, url).toBe(200);
    expect((await t.post('/api/otp/withdrawal/request', { token: member.token })).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(member.email));

    // Members keep calling all along: reads of three kinds, as fast as the app answers.
    let phase: Seen['at'] = 'up';
    let traffic = true;
    const seen: Seen[] = [];
    const load = (async () => {
      while (traffic) {
        const at = phase;
        const answers = await Promise.all(reads.map((url) => t.get(url, { token: member.token })));
        answers.forEach((res, i) =>
          seen.push({ url: reads[i]!, status: res.status, body: res.body, text: res.text, at }),
        );
        await sleep(20);
      }
    })();
    await waitUntil('answers before the stop', () => seen.length >= 9);

    // A transaction open across the stop: its connection drops between two statements.
    let stopped!: () => void;
    const stoppedSignal = new Promise<void>((resolve) => (stopped = resolve));
    const openTransaction = t.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await stoppedSignal;
        await tx.execute(sql`SELECT 2`);
      })
      .then(
        () => 'committed',
        (err: unknown) => (isDatabaseUnavailable(err) ? 'failed: database unavailable' : String(err)),
      );

    phase = 'stopping';
    const stoppedAt = performance.now();
    const stopping = postgres.stop();
    // Short transactions all through the stop: some start on a connection that is being killed.
    const shortTransactions: Array<Promise<unknown>> = [];
    let stopDone = false;
    void stopping.then(() => (stopDone = true));
    while (!stopDone) {
      shortTransactions.push(t.db.transaction((tx) => tx.execute(sql`SELECT 1`)).catch(() => undefined));
      await sleep(5);
    }
    await stopping;
    await Promise.all(shortTransactions);
    phase = 'down';
    stopped();
    // It fails like any call would, and the process lives on (no uncaught 'error' event).
    expect(await openTransaction).toBe('failed: database unavailable');

    const health = await t.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      success: false,
      message: 'SERVICE_UNAVAILABLE',
      data: { status: 'degraded', database: 'down' },
    });
    // A write while it is down: the same clear answer, nothing half done.
    const write = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({
      success: false,
      message: 'SERVICE_UNAVAILABLE',
      data: null,
      error: 'The service is temporarily unavailable. Please try again later.',
    });
    expect(write.headers['retry-after']).toBe('5');
    // The mail job ticks while the database is away: its tick fails and is logged.
    t.app.ctx.mail.wake();
    await waitUntil('the mail job logging its failed tick', () =>
      logs.lines.some((l) => l.msg === 'job tick failed' && l.job === 'mail-outbox'),
    );
    await waitUntil(
      'members answered while it is down',
      () => seen.filter((s) => s.at === 'down').length >= 6,
    );

    // Back on the same port: nothing is restarted in the app.
    phase = 'starting';
    postgres = await startPostgres();
    expect(postgres.port).toBe(port);
    phase = 'back';
    const resumed = await waitUntil('the health check to answer 200 again', async () => {
      const res = await t.get('/api/health');
      return res.status === 200 ? res : undefined;
    });
    const outageMs = Math.round(performance.now() - stoppedAt);
    expect(resumed.body.data).toMatchObject({ status: 'ok', database: 'up' });
    await waitUntil(
      'answers after the restart',
      () => seen.filter((s) => s.at === 'back' && s.status === 200).length >= 9,
    );
    traffic = false;
    await load;
    // No connection stayed checked out: a transaction whose BEGIN met a dying connection gave
    // its pool slot back (drizzle alone would keep it forever).
    expect(t.pool.totalCount - t.pool.idleCount, 'clients still checked out').toBe(0);

    // Every answer was a success or the clear 503: never a 500, never internals.
    for (const s of seen) {
      expect([200, 503], `${s.url} while ${s.at}: ${s.text}`).toContain(s.status);
      if (s.status === 503) {
        expect(s.body).toMatchObject({ success: false, message: 'SERVICE_UNAVAILABLE' });
        expect(s.text).not.toMatch(/ECONNREFUSED|stack|at .*\.ts|terminat|postgres/i);
      }
    }
    const byPhase = (at: Seen['at'], status: number) =>
      seen.filter((s) => s.at === at && s.status === status).length;
    expect(byPhase('up', 200)).toBeGreaterThan(0);
    expect(byPhase('down', 503)).toBeGreaterThan(0);
    expect(byPhase('down', 200)).toBe(0);
    // The last round of each kind succeeded: the pool reconnected on its own.
    for (const url of reads) expect(seen.filter((s) => s.url === url).at(-1)?.status, url).toBe(200);

    // Writes work again, and the mail job (which failed while it was down) delivers.
    t.clock.advanceMinutes(1);
    expect((await t.post('/api/otp/withdrawal/request', { token: member.token })).status).toBe(200);
    await waitUntil(
      'the second code e-mail',
      () => smtp.messages.filter((m) => m.to.includes(member.email)).length === 2,
    );
    // Each 503 is logged with the driver's reason only, never the query and its parameters.
    const outageLogs = logs.lines.filter((l) => l.msg === 'database unavailable');
    expect(outageLogs.length).toBeGreaterThan(0);
    for (const line of outageLogs) {
      expect(line.cause).toMatchObject({ message: expect.any(String) });
      expect(JSON.stringify(line)).not.toMatch(/Failed query|"params"|"query"/);
    }
    expect(logs.lines.filter((l) => l.msg === 'unexpected failure')).toEqual([]);
    console.info(
      `database restart: ${seen.length} answers (${byPhase('down', 503)} x 503 while down), back after ${outageMs} ms`,
    );
  });
});
