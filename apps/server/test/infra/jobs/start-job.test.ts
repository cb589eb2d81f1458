import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../../src/infra/db/client';
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
