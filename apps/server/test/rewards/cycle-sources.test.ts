import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { runExchangeCycle } from '../../src/features/rewards/cycles/run-exchange-cycle';
import {
  createExchangeClient,
  startExchangeSimulator,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, type NetMember } from './network';
import { everyRewardSql } from '../../src/features/rewards';

let t: TestApp;
let simulator: ExchangeSimulator;
let members: NetMember[];
let dir: string;
const credentials = { apiKey: randomBytes(8).toString('hex'), apiSecret: randomBytes(16).toString('hex') };
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
/** YYYYMMDD as YYYY-MM-DD. */
const dashed = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

beforeAll(async () => {
  t = await createTestApp();
  simulator = await startExchangeSimulator({ ...credentials, rateLimitPerSecond: 100 });
  dir = await mkdtemp(path.join(tmpdir(), 'cycle-cli-'));
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, [-1, 0, 1, 2]);
  // The exchange's copy-trading commission of the three lower members over three days.
  for (const [k, m] of members.slice(1).entries())
    simulator.state.setCommissionRows(m.bingxUid, [
      { day: day(3), extCopyTradingVolume: '1000', extCopyCommissionVolume: `${k + 1}.5` },
      { day: day(2), extCopyTradingVolume: '1000', extCopyCommissionVolume: `${k + 1}.5` },
      { day: day(1), extCopyTradingVolume: '1000', extCopyCommissionVolume: '0.25' },
    ]);
});
afterAll(async () => {
  await simulator.stop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    { DATABASE_URL: t.databaseUrl, ...env },
    { log: (m) => out.push(m), error: (m) => err.push(m) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const rewardCount = async () =>
  Number(
    (await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${everyRewardSql()}) rewards`)).rows[0]
      ?.n,
  );

describe('a cycle from the exchange', () => {
  it("pays each member's copy-trading commission over the days, once", async () => {
    const exchange = createExchangeClient({ baseUrl: simulator.url, ...credentials, pageDelayMs: 0 });
    const request = { db: t.db, exchange, from: day(2), to: day(1), now: t.clock.now };
    const cycle = await runExchangeCycle(request);
    expect(cycle).toMatchObject({
      status: 'PAID',
      source: 'EXCHANGE',
      periodLabel: `exchange-${day(2)}-${day(1)}`,
      periodStart: dashed(day(2)),
      periodEnd: dashed(day(1)),
      paidRows: 3,
    });
    const inputs = await t.db.execute<{ user_id: string; amount: string }>(
      sql`SELECT user_id, trim_scale(amount)::text AS amount FROM cycle_inputs WHERE cycle_id = ${cycle.id}::uuid ORDER BY line`,
    );
    expect(new Map(inputs.rows.map((r) => [r.user_id, r.amount]))).toEqual(
      new Map([
        [members[1]!.id, '1.75'],
        [members[2]!.id, '2.75'],
        [members[3]!.id, '3.75'],
      ]),
    );
    // A CSV of one of those days for a member the exchange import paid: refused for that day.
    await expect(
      runDownlineCycle({
        db: t.db,
        period: { start: dashed(day(1)), end: dashed(day(1)) },
        rows: [{ line: 1, uid: members[2]!.bingxUid, amount: '0.25' }],
        source: 'CSV',
        now: t.clock.now,
      }),
    ).rejects.toMatchObject({
      code: 'CYCLE_PERIOD_OVERLAP',
      data: {
        rows: [{ uid: members[2]!.bingxUid, cycle: cycle.number, from: dashed(day(1)), to: dashed(day(1)) }],
      },
    });
    // The same days again: the same data, refused; nothing is paid twice.
    const rewards = await rewardCount();
    await expect(runExchangeCycle(request)).rejects.toMatchObject({
      code: 'CYCLE_ALREADY_IMPORTED',
      data: { cycle: cycle.number },
    });
    expect(await rewardCount()).toBe(rewards);
  });
});

describe('npm run cli -- import-cycle', () => {
  it('imports a CSV file, printing progress and the report, and pays nothing twice', async () => {
    const file = path.join(dir, 'cycle.csv');
    const rows = members.map((m, i) => `${m.bingxUid},${10 * (i + 1)}`);
    await writeFile(
      file,
      `\uFEFFuid,amount\r\n${rows.join('\r\n')}\r\n55555555555,3\r\n${members[0]!.bingxUid},oops\r\n`,
    );
    const days = ['--start', dashed(day(5)), '--end', dashed(day(4))];
    const first = await cli(['import-cycle', '--file', file, '--name', '2025-03', ...days]);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('PAYING');
    expect(first.out).toMatch(
      new RegExp(`Cycle #\\d+ \\(2025-03, ${dashed(day(5))} to ${dashed(day(4))}\\): PAID`),
    );
    expect(first.out).toContain('line 6: 55555555555');
    expect(first.out).toMatch(/line 7: invalid amount/);
    expect(first.out).toMatch(/rewards created: {2}6 /);
    const rewards = await rewardCount();

    const again = await cli(['import-cycle', '--file', file, '--name', 'March again', ...days]);
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('CYCLE_ALREADY_IMPORTED') });
    expect(await rewardCount()).toBe(rewards);
  });

  it('refuses UIDs already paid for some of the days, naming them, and pays only the new rows with --only-new', async () => {
    // The first CLI test paid every member for day(5) to day(4); this file covers day(4) to day(3).
    const file = path.join(dir, 'overlap.csv');
    await writeFile(file, `${members[1]!.bingxUid},20\n${members[2]!.bingxUid},30\n`);
    const days = ['--start', dashed(day(4)), '--end', dashed(day(3))];
    const refused = await cli(['import-cycle', '--file', file, ...days]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('CYCLE_PERIOD_OVERLAP');
    expect(refused.err).toContain(`line 1: UID ${members[1]!.bingxUid} paid by cycle #`);
    expect(refused.err).toContain(`for ${dashed(day(4))} to ${dashed(day(4))}`);
    expect(refused.err).toContain('--only-new');
    const rewards = await rewardCount();

    // A file with one row already paid for day(4) and one of a member no cycle paid yet.
    const mixed = path.join(dir, 'mixed.csv');
    const [fresh] = await buildNetwork(t, { id: members[3]!.id }, [-1]);
    await writeFile(mixed, `${members[1]!.bingxUid},20\n${fresh!.bingxUid},40\n`);
    const paid = await cli(['import-cycle', '--file', mixed, '--only-new', ...days]);
    expect(paid.code, paid.err).toBe(0);
    expect(paid.out).toContain('members paid for: 1 (total 40 USDT)');
    expect(paid.out).toContain('already paid:     1 (skipped)');
    expect(await rewardCount()).toBeGreaterThan(rewards);
  });

  it('reads the exchange with --from-exchange', async () => {
    const res = await cli(
      ['import-cycle', '--from-exchange', '--start', day(3), '--end', day(3), '--name', 'cli-exchange'],
      {
        BINGX_BASE_URL: simulator.url,
        BINGX_API_KEY: credentials.apiKey,
        BINGX_API_SECRET: credentials.apiSecret,
      },
    );
    expect(res.err).toBe('');
    expect(res.out).toMatch(/Cycle #\d+ \(cli-exchange, \S+ to \S+\): PAID/);
    expect(res.out).toContain('members paid for: 3 (total 7.5 USDT)');
  });

  it('explains what is missing or wrong', async () => {
    expect(await cli(['import-cycle'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Missing --file'),
    });
    expect(
      await cli([
        'import-cycle',
        '--file',
        path.join(dir, 'nope.csv'),
        '--start',
        '2025-01-01',
        '--end',
        '2025-01-02',
      ]),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read'),
    });
    expect(
      await cli(['import-cycle', '--from-exchange', '--start', '2025-02-30', '--end', '20250302']),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('YYYY-MM-DD'),
    });
    expect(await cli(['import-cycle', '--from-exchange', '--start', day(0), '--end', day(0)])).toMatchObject({
      code: 1,
      err: expect.stringContaining('CYCLE_PERIOD_NOT_ENDED'),
    });
    const tooOld = await cli(
      ['import-cycle', '--from-exchange', '--start', '20000101', '--end', '20000102'],
      {
        BINGX_BASE_URL: simulator.url,
        BINGX_API_KEY: credentials.apiKey,
        BINGX_API_SECRET: credentials.apiSecret,
      },
    );
    expect(tooOld).toMatchObject({ code: 1, err: expect.stringContaining('365 days') });
  });
});
