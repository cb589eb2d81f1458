import {
  DEFAULT_DIRECT_REWARD_RATES,
  DEFAULT_DOWNLINE_REWARD_RATES,
  fromScaled,
  normalizeDecimal,
  sumDecimals,
  toScaled,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { DEMO_MEMBER, demoCycles, demoMembers } from '../../src/features/demo/demo-network';
import { seedDemo } from '../../src/features/demo/seed-demo';
import { seedDemoOnStart, wantsDemoSeed } from '../../src/features/demo/seed-on-start';
import { runCli } from '../../src/cli/run-cli';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { everyRewardSql } from '../../src/features/rewards';

const FEE = '10';
const plan = demoMembers();
const below = plan.filter((m) => m.depth >= 1);
const money = (value: number) => normalizeDecimal(String(value));

/** The demo member's DIRECT total, computed from the plan and the default bonus schedule. */
const expectedDirect = () =>
  sumDecimals(
    below.map((m) => {
      const rate = DEFAULT_DIRECT_REWARD_RATES.find((r) => r.level === m.depth)?.percent ?? '0';
      return fromScaled(toScaled(FEE, 0) * toScaled(rate, 1), 3); // fee × percent / 100
    }),
  );

/** The demo member's DOWNLINE total over both cycles: each row's amount × its level's rate. */
const expectedDownline = () => {
  const depthOf = new Map(plan.map((m) => [m.uid, m.depth]));
  const parts: string[] = [];
  for (const cycle of demoCycles(plan))
    for (const row of cycle.rows) {
      const depth = depthOf.get(row.uid) ?? 0;
      const rate = DEFAULT_DOWNLINE_REWARD_RATES.find((r) => r.level === depth)?.percent;
      if (depth >= 1 && rate) parts.push(fromScaled(toScaled(row.amount, 2) * toScaled(rate, 1), 5));
    }
  return sumDecimals(parts);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the demo seed', () => {
  it('refuses without a root admin', async () => {
    await expect(seedDemo(t.db)).rejects.toThrow(/No administrator yet/);
  });

  it('builds the network, pays subscriptions through onboarding and runs two cycles', async () => {
    await createAdmin(t);
    const result = await seedDemo(t.db, { now: t.clock.now() });
    expect(result).toMatchObject({ created: true, members: 40, newMembers: 40, newPayments: 40 });
    expect(result.cycles.map((c) => [c.periodLabel, c.status])).toEqual([
      ['demo-cycle-1', 'PAID'],
      ['demo-cycle-2', 'PAID'],
    ]);
    // The cycles pay days that follow each other, each up to the day before it ran.
    const periods = await t.db.execute<{ start: string; end: string; ran: string }>(sql`
      SELECT period_start::text AS start, period_end::text AS end, (started_at AT TIME ZONE 'UTC')::date::text AS ran
        FROM cycles ORDER BY number`);
    const [first, second] = periods.rows;
    const dayAfter = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(second!.start).toBe(dayAfter(first!.end));
    for (const p of periods.rows) expect(dayAfter(p.end)).toBe(p.ran);

    const login = await t.post('/api/users/login', { body: DEMO_MEMBER });
    expect(login.status).toBe(200);
    const { token, user } = login.body.data;
    expect(user).toMatchObject({ isEmailVerified: true, subscriptionFee: { paid: true } });
    expect(user.bingXUID).toBe(plan[0]?.uid);

    const stats = await t.get(`/api/rewards/stats/${user.userId}`, { token });
    expect(stats.status).toBe(200);
    const { rewardBreakdown, totalRewards, currentBalance } = stats.body.data;
    expect(money(rewardBreakdown.directRewards)).toBe(expectedDirect());
    expect(money(rewardBreakdown.downlineRewards)).toBe(expectedDownline());
    expect(money(totalRewards)).toBe(sumDecimals([expectedDirect(), expectedDownline()]));
    expect(currentBalance).toBe(totalRewards);

    const direct = await t.get('/api/rewards/user', { token, query: { type: 'DIRECT', limit: 100 } });
    expect(direct.body.data.pagination.totalRecords).toBe(below.length);
    const trading = await t.get('/api/rewards/user', { token, query: { type: 'DOWNLINE', limit: 100 } });
    const rowsBelow = demoCycles(plan).flatMap((c) => c.rows.filter((r) => r.uid !== plan[0]?.uid));
    expect(trading.body.data.pagination.totalRecords).toBe(rowsBelow.length);
  }, 120_000);

  it('adds nothing on a second run', async () => {
    const count = async () =>
      Number(
        (await t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${everyRewardSql()}) rewards`))
          .rows[0]?.n,
      );
    const before = await count();
    const again = await seedDemo(t.db, { now: t.clock.now() });
    expect(again).toMatchObject({ created: false, newMembers: 0, newPayments: 0 });
    expect(await count()).toBe(before);
  }, 120_000);

  it('runs on start only on a database without members', async () => {
    const start = { embeddedDatabase: true, nodeEnv: 'development' };
    expect(await seedDemoOnStart(t.db, seedDemoOf({}), start)).toBeNull();
    const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_MEMBER.email));
    expect(demo).toBeDefined();
  });

  it('is the cli task seed-demo, which says when there is nothing to add', async () => {
    const out: string[] = [];
    const code = await runCli(
      ['seed-demo'],
      { DATABASE_URL: t.databaseUrl },
      {
        log: (m) => out.push(m),
        error: (m) => out.push(m),
      },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('nothing new was added');
    expect(out.join('\n')).toContain(`${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  }, 60_000);
});

/** SEED_DEMO as the server reads it, through its configuration. */
const seedDemoOf = (env: Record<string, string>) => loadConfig(env).seedDemo;

describe('wantsDemoSeed', () => {
  it('seeds the embedded default outside production, and obeys SEED_DEMO', () => {
    expect(wantsDemoSeed(seedDemoOf({}), { embeddedDatabase: true, nodeEnv: 'development' })).toBe(true);
    expect(wantsDemoSeed(seedDemoOf({}), { embeddedDatabase: false, nodeEnv: 'development' })).toBe(false);
    expect(wantsDemoSeed(seedDemoOf({}), { embeddedDatabase: true, nodeEnv: 'production' })).toBe(false);
    expect(
      wantsDemoSeed(seedDemoOf({ SEED_DEMO: 'false' }), { embeddedDatabase: true, nodeEnv: 'development' }),
    ).toBe(false);
    expect(
      wantsDemoSeed(seedDemoOf({ SEED_DEMO: 'true' }), { embeddedDatabase: true, nodeEnv: 'production' }),
    ).toBe(true);
  });
});
