import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli';
import { runExchangeCycle } from '../../src/features/rewards/cycles/run-exchange-cycle';
import {
  createExchangeClient,
  startExchangeSimulator,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, type NetMember } from './network';

let t: TestApp;
let simulator: ExchangeSimulator;
let members: NetMember[];
let dir: string;
const credentials = { apiKey: randomBytes(8).toString('hex'), apiSecret: randomBytes(16).toString('hex') };
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  simulator = await startExchangeSimulator({ ...credentials, rateLimitPerSecond: 100 });
  dir = await mkdtemp(path.join(tmpdir(), 'cycle-cli-'));
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, [-1, 0, 1, 2]);
  // The exchange's copy-trading commission of the three lower members over two days.
  for (const [k, m] of members.slice(1).entries())
    simulator.state.setCommissionRows(m.bingxUid, [
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
  Number((await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM rewards`)).rows[0]?.n);

describe('a cycle from the exchange', () => {
  it("pays each member's copy-trading commission over the days, once", async () => {
    const exchange = createExchangeClient({ baseUrl: simulator.url, ...credentials, pageDelayMs: 0 });
    const request = { db: t.db, exchange, from: day(2), to: day(1), now: t.clock.now };
    const cycle = await runExchangeCycle(request);
    expect(cycle).toMatchObject({
      status: 'COMPLETED',
      source: 'EXCHANGE',
      periodLabel: `exchange-${day(2)}-${day(1)}`,
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
    const rewards = await rewardCount();
    expect((await runExchangeCycle(request)).id).toBe(cycle.id);
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
    const first = await cli(['import-cycle', '--file', file, '--period', '2025-03']);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('PAYING');
    expect(first.out).toMatch(/Cycle #\d+ \(2025-03\): COMPLETED/);
    expect(first.out).toContain('line 6: 55555555555');
    expect(first.out).toMatch(/line 7: invalid amount/);
    expect(first.out).toMatch(/rewards created: {2}6 /);
    const rewards = await rewardCount();

    const again = await cli(['import-cycle', '--file', file, '--period', '2025-03']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/Cycle #\d+ \(2025-03\): COMPLETED/);
    expect(await rewardCount()).toBe(rewards);
  });

  it('reads the exchange with --from-exchange', async () => {
    const res = await cli(
      ['import-cycle', '--from-exchange', '--start', day(2), '--end', day(2), '--period', 'cli-exchange'],
      {
        BINGX_BASE_URL: simulator.url,
        BINGX_API_KEY: credentials.apiKey,
        BINGX_API_SECRET: credentials.apiSecret,
      },
    );
    expect(res.err).toBe('');
    expect(res.out).toMatch(/Cycle #\d+ \(cli-exchange\): COMPLETED/);
    expect(res.out).toContain('members paid for: 3 (total 7.5 USDT)');
  });

  it('explains what is missing or wrong', async () => {
    expect(await cli(['import-cycle'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Missing --file'),
    });
    expect(await cli(['import-cycle', '--file', path.join(dir, 'nope.csv')])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Cannot read'),
    });
    expect(
      await cli(['import-cycle', '--from-exchange', '--start', '2025-01-01', '--end', '20250102']),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('YYYYMMDD'),
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
