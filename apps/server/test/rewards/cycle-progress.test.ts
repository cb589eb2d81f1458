import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryCycleSession } from '../../src/features/rewards/cycles/cycle-lock';
import {
  type CycleProgressUpdate,
  liveStep,
  PAYING_STEPS,
  readLiveProgress,
  resetRewardCounters,
  serialWrites,
  watchCycleProgress,
} from '../../src/features/rewards/cycles/cycle-progress';
import { getCycle } from '../../src/features/rewards/cycles/cycle-view';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, type NetMember } from './network';

// Issue 16: a cycle's progress moves inside every phase, not only between them. The paying
// statement is one statement inside the cycle's one transaction, so its figures come from what
// another connection can see while it runs (sequences).
let t: TestApp;
let members: NetMember[];

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chain(20));
});
afterAll(() => t.close());

describe("a cycle's progress", () => {
  it('reports each step of the paying and recording phases', async () => {
    const seen: CycleProgressUpdate[] = [];
    const cycle = await runDownlineCycle({
      db: t.db,
      period: daysAgo(1),
      rows: members.slice(3).map((m, k) => ({ line: k + 1, uid: m.bingxUid, amount: '10' })),
      source: 'CSV',
      now: t.clock.now,
      onProgress: (p) => void seen.push(p),
    });
    expect(cycle.status).toBe('PAID');
    const steps = seen.map((p) => `${p.phase} ${p.step ?? ''}`.trim());
    // No reward rows are written (ADR 0032); the cycle's inputs are indexed as their partition is
    // attached (ADR 0034).
    expect(steps).toEqual([
      'STAGING',
      'STAGING',
      'RESOLVING',
      `PAYING ${PAYING_STEPS.computing}`,
      'RECORDING',
      `RECORDING ${PAYING_STEPS.inputs}`,
      `RECORDING ${PAYING_STEPS.nodeSums}`,
      'PAID',
    ]);
  });

  it('moves the written counter through the ledger entries and activity events, not per reward', async () => {
    // One at a time (the default caches a thousand), so the count is exact; this database only.
    await t.db.execute(sql`ALTER SEQUENCE cycle_rewards_written_seq CACHE 1`);
    const cycle = await runDownlineCycle({
      db: t.db,
      period: daysAgo(2),
      rows: members.slice(3).map((m, k) => ({ line: k + 1, uid: m.bingxUid, amount: '11' })),
      source: 'CSV',
      now: t.clock.now,
    });
    expect(cycle.status).toBe('PAID');
    const counted = await t.db.execute<{ written: number; entries: number; events: number }>(sql`
      SELECT (SELECT last_value FROM cycle_rewards_written_seq)::int AS written,
             (SELECT count(*) FROM ledger_entries WHERE cycle_id = ${cycle.id}::uuid)::int AS entries,
             (SELECT count(*) FROM activity_events WHERE type = 'reward' AND (details->>'cycle')::int = ${cycle.number})::int AS events`);
    // One number per ledger entry and activity event: no reward row is written (ADR 0032), nothing
    // is upserted per source (ADR 0029).
    const { written, entries, events } = counted.rows[0]!;
    expect(cycle.rewardsCreated).toBeGreaterThan(entries);
    expect(entries).toBeGreaterThan(0);
    expect(written).toBe(entries + events);
    await t.db.execute(sql`ALTER SEQUENCE cycle_rewards_written_seq CACHE 1000`);
  });

  it("reads the paying statement's counters from another connection while its transaction is open", async () => {
    const session = (await tryCycleSession(t.db))!;
    try {
      await session.db.execute(sql`BEGIN`);
      await resetRewardCounters(session.db);
      expect(await readLiveProgress(t.db)).toEqual({ computed: 0, ledger: 0 });
      await session.db.execute(
        sql`SELECT count(nextval('cycle_rewards_computed_seq')) FROM generate_series(1, 2500)`,
      );
      const live = await readLiveProgress(t.db);
      // Taken a thousand at a time: the others see the counter in steps of 1000.
      expect(live.computed).toBeGreaterThanOrEqual(2500);
      expect(live.computed).toBeLessThan(3500);
      expect(
        liveStep({ phase: 'PAYING', processedRows: 5, totalRows: 5, step: PAYING_STEPS.computing }, live),
      ).toEqual({
        step: PAYING_STEPS.computing,
        stepRows: live.computed,
      });

      // The watcher writes the figure into the cycle's progress row, which the admin screen reads.
      const [anyCycle] = (await t.db.execute<{ id: string }>(sql`SELECT id FROM cycles LIMIT 1`)).rows;
      await t.db.execute(sql`UPDATE cycles SET status = 'RUNNING' WHERE id = ${anyCycle!.id}::uuid`);
      await session.db.execute(
        sql`SELECT count(nextval('cycle_rewards_written_seq')) FROM generate_series(1, 1500)`,
      );
      const reported: CycleProgressUpdate = {
        phase: 'PAYING',
        processedRows: 17,
        totalRows: 17,
        step: PAYING_STEPS.computing,
      };
      const watcher = watchCycleProgress({
        db: t.db,
        cycleId: anyCycle!.id,
        current: () => reported,
        enqueue: serialWrites(),
        now: t.clock.now,
        intervalMs: 20,
      });
      let answer = await getCycle(t.db, anyCycle!.id);
      for (let i = 0; i < 100 && answer?.progress.step !== PAYING_STEPS.ledger; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        answer = await getCycle(t.db, anyCycle!.id);
      }
      await watcher.stop();
      expect(answer?.progress).toMatchObject({
        phase: 'PAYING',
        step: PAYING_STEPS.ledger,
        processedRows: 17,
      });
      expect(answer?.progress.stepRows).toBeGreaterThanOrEqual(1500);
      await session.db.execute(sql`ROLLBACK`);
      await t.db.execute(sql`UPDATE cycles SET status = 'PAID' WHERE id = ${anyCycle!.id}::uuid`);
    } finally {
      await session.release();
    }
  });

  it('moves from computing rewards to the ledger entries, as the counters say', () => {
    const paying = { phase: 'PAYING' as const, processedRows: 9, totalRows: 9, step: PAYING_STEPS.computing };
    const live = { computed: 7000, ledger: 0 };
    expect(liveStep(paying, live)).toEqual({ step: PAYING_STEPS.computing, stepRows: 7000 });
    expect(liveStep(paying, { ...live, ledger: 1000 })).toEqual({
      step: PAYING_STEPS.ledger,
      stepRows: 1000,
    });
    // Other steps keep what the run reported.
    const recording = {
      phase: 'RECORDING' as const,
      processedRows: 9,
      totalRows: 9,
      step: PAYING_STEPS.nodeSums,
    };
    expect(liveStep(recording, { ...live, ledger: 1000 })).toEqual({
      step: PAYING_STEPS.nodeSums,
      stepRows: undefined,
    });
  });
});
