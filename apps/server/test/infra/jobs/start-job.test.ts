import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../../src/infra/db/client';
import { JOB_LOCKS_APPLICATION_NAME } from '../../../src/infra/jobs/job-locks';
import { createJobRegistry } from '../../../src/infra/jobs/job-registry';
import { type JobSpec, startJob } from '../../../src/infra/jobs/start-job';
import { createTestDatabase } from '../../support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silentLog = () => ({ error: vi.fn(), debug: vi.fn() });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('startJob', () => {
  it('runs one tick at a time; wakes during a tick make exactly one more tick', async () => {
    const release = gate();
    let ticks = 0;
    let running = 0;
    let maxRunning = 0;
    const job = startJob({
      name: 'serial',
      intervalMs: 60_000,
      log: silentLog(),
      run: async () => {
        ticks++;
        running++;
        maxRunning = Math.max(maxRunning, running);
        if (ticks === 1) await release.opened;
        running--;
      },
    });
    await sleep(20);
    job.wake();
    job.wake();
    job.wake();
    expect(ticks).toBe(1);
    release.open();
    await vi.waitFor(() => expect(ticks).toBe(2));
    await sleep(50);
    expect(ticks).toBe(2);
    expect(maxRunning).toBe(1);
    await job.stop();
  });

  it('runs again every intervalMs', async () => {
    let ticks = 0;
    const job = startJob({
      name: 'interval',
      intervalMs: 20,
      log: silentLog(),
      run: async () => void ticks++,
    });
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(4));
    await job.stop();
  });

  it('logs a failed tick and keeps going', async () => {
    const log = silentLog();
    let ticks = 0;
    const job = startJob({
      name: 'flaky',
      intervalMs: 10,
      log,
      run: async () => {
        ticks++;
        if (ticks === 1) throw new Error('boom');
      },
    });
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(3));
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky', err: expect.any(Error) }),
      'job tick failed',
    );
    await job.stop();
  });

  it('stop() waits for the running tick, aborts its signal and starts no other', async () => {
    const release = gate();
    let ticks = 0;
    let signal: AbortSignal | undefined;
    let finished = false;
    const job = startJob({
      name: 'stoppable',
      intervalMs: 5,
      log: silentLog(),
      run: async (options) => {
        ticks++;
        signal = options.signal;
        await release.opened;
        finished = true;
      },
    });
    await vi.waitFor(() => expect(ticks).toBe(1));
    const stopped = job.stop();
    expect(signal?.aborted).toBe(true);
    setTimeout(release.open, 30);
    await stopped;
    expect(finished).toBe(true);
    job.wake();
    await sleep(30);
    expect(ticks).toBe(1);
  });
});

describe('singleInstance jobs (advisory lock per tick)', () => {
  let connections: DatabaseConnection[] = [];
  let drop: () => Promise<unknown>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    // Two "instances": two pools on one database.
    connections = [connectDatabase(database.url), connectDatabase(database.url)];
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await drop();
  });

  it('never runs on two instances at once; the other skips its tick', async () => {
    let running = 0;
    let maxRunning = 0;
    let ticks = 0;
    const log = silentLog();
    const spec = (db: DatabaseConnection['db']): JobSpec => ({
      name: 'cycle-runner',
      intervalMs: 10,
      singleInstance: { db },
      log,
      run: async () => {
        ticks++;
        running++;
        maxRunning = Math.max(maxRunning, running);
        await sleep(40);
        running--;
      },
    });
    const jobs = connections.map((c) => startJob(spec(c.db)));
    await sleep(400);
    await Promise.all(jobs.map((j) => j.stop()));
    expect(ticks).toBeGreaterThan(2);
    expect(maxRunning).toBe(1);
    expect(log.debug).toHaveBeenCalledWith(
      { job: 'cycle-runner' },
      'another instance runs this job; tick skipped',
    );
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('singleInstance jobs: the lock connection', () => {
  let drop: () => Promise<unknown>;
  let url: string;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    url = database.url;
  });
  afterAll(async () => {
    await drop();
  });

  const lockConnections = async (db: DatabaseConnection['db']) => {
    const result = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${JOB_LOCKS_APPLICATION_NAME}`);
    return result.rows[0]?.n;
  };

  it("holds no pool connection: a tick's work may use every connection of the pool", async () => {
    // One connection in the pool: a lock held by a transaction of the pool left none for the work.
    const connection = connectDatabase(url, { maxConnections: 1 });
    const log = silentLog();
    const answers: number[] = [];
    const jobs = ['first-job', 'second-job'].map((name) =>
      startJob({
        name,
        intervalMs: 10,
        singleInstance: { db: connection.db },
        log,
        run: async () => {
          const result = await connection.db.execute<{ one: number }>(sql`SELECT 1 AS one`);
          answers.push(Number(result.rows[0]?.one));
        },
      }),
    );
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(log.error).not.toHaveBeenCalled();
    await Promise.all(jobs.map((j) => j.stop()));
    await connection.close();
  });

  it('excludes two jobs of one name in one process too (session locks are re-entrant)', async () => {
    const connection = connectDatabase(url);
    let running = 0;
    let maxRunning = 0;
    let ticks = 0;
    const spec: JobSpec = {
      name: 'twice-declared',
      intervalMs: 5,
      singleInstance: { db: connection.db },
      log: silentLog(),
      run: async () => {
        ticks++;
        running++;
        maxRunning = Math.max(maxRunning, running);
        await sleep(30);
        running--;
      },
    };
    const jobs = [startJob(spec), startJob(spec)];
    await sleep(300);
    await Promise.all(jobs.map((j) => j.stop()));
    expect(ticks).toBeGreaterThan(2);
    expect(maxRunning).toBe(1);
    await connection.close();
  });

  it('sends one statement at a time on the shared lock connection, however the jobs tick', async () => {
    // pg's warning for a statement sent while the connection still runs another.
    const queued: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.message.includes('already executing a query')) queued.push(warning.message);
    };
    process.on('warning', onWarning);
    const connection = connectDatabase(url);
    let ticks = 0;
    const jobs = ['a', 'b', 'c', 'd'].map((name) =>
      startJob({
        name: `busy-${name}`,
        intervalMs: 1,
        singleInstance: { db: connection.db },
        log: silentLog(),
        run: async () => {
          ticks++;
        },
      }),
    );
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(40), { timeout: 5_000 });
    await Promise.all(jobs.map((j) => j.stop()));
    await connection.close();
    await sleep(10); // warnings are emitted on the next tick
    process.off('warning', onWarning);
    expect(queued).toEqual([]);
  });

  it('opens one lock connection per pool and closes it when the last job stops', async () => {
    const connection = connectDatabase(url);
    const spec = (name: string): JobSpec => ({
      name,
      intervalMs: 10,
      singleInstance: { db: connection.db },
      log: silentLog(),
      run: async () => {},
    });
    const first = startJob(spec('one'));
    const second = startJob(spec('two'));
    await vi.waitFor(async () => expect(await lockConnections(connection.db)).toBe(1));
    await first.stop();
    expect(await lockConnections(connection.db)).toBe(1);
    await second.stop();
    await vi.waitFor(async () => expect(await lockConnections(connection.db)).toBe(0));
    await connection.close();
  });
});

describe('the job registry', () => {
  it('starts declared jobs on start(), wakes them, and stops them all', async () => {
    const registry = createJobRegistry();
    let ticks = 0;
    const handle = registry.add({
      name: 'declared',
      intervalMs: 60_000,
      log: silentLog(),
      run: async () => void ticks++,
    });
    handle.wake(); // before start: nothing
    await sleep(20);
    expect(ticks).toBe(0);
    registry.start();
    await vi.waitFor(() => expect(ticks).toBe(1));
    handle.wake();
    await vi.waitFor(() => expect(ticks).toBe(2));
    await registry.stop();
    handle.wake();
    await sleep(20);
    expect(ticks).toBe(2);
  });
});
