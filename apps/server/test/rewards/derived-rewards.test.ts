import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSql, settleLocks } from '../../src/features/rewards/compliance/settle-locks';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import {
  REWARD_COLUMNS,
  cycleRewardsInOrderSql,
  derivedDownlineRewardsSql,
  everyRewardSql,
  memberDownlineRewardsSql,
} from '../../src/features/rewards/queries/derived-downline-rewards';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { settingsDefaults } from '../../src/features/settings/settings.defaults';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { markCompliant, markNonCompliant } from '../support/member-facts';
import { createAdmin } from '../support/users';
import {
  buildNetwork,
  chainWithBranches,
  type NetMember,
  OTHER_DOWNLINE_RATES,
  referenceRewards,
  setAccountStatus,
} from './network';
import { rewardWrites } from './reward-writes';

// The DOWNLINE rewards derived from what each cycle paid for (ADR 0031), the only form a cycle keeps
// them in (ADR 0032), are what an independent walk up the referrers computes, whatever happened
// since: a schedule change, locked rewards released or forfeited, members who missed a cycle,
// members deleted after it.
let t: TestApp;
let members: NetMember[];
let day = 0;
// Every cycle and payment at one time: rewards of several cycles (and DIRECT ones) tie on it.
let paidAt: Date;
const { pay } = rewardWrites(() => t);
type Filters = { type?: 'DIRECT' | 'DOWNLINE'; level?: number };
type Listed = { _id: string; type: string; level: number; cycle: number; status: string };

/** A cycle over every member; some amounts so small that deep levels round to 0. */
async function payCycle() {
  day += 1;
  const rows = members.map((m, i) => ({
    line: i + 1,
    uid: m.bingxUid,
    amount: i % 9 === 4 ? '0.00000011' : `${(i * 7 + day) % 50}.123456789012345678`,
  }));
  const cycle = await runDownlineCycle({
    db: t.db,
    period: daysAgo(day),
    rows,
    source: 'CSV',
    now: () => paidAt,
  });
  expect(cycle.status).toBe('PAID');
  return cycle;
}

const setStatus = (ids: string[], status: 'ACTIVE' | 'DISABLED') => setAccountStatus(t.db, ids, status);

/** The derived rewards per status, and how many there are. */
async function counted() {
  const derived = await t.db.execute<{ status: string; n: number }>(sql`
    SELECT status, count(*)::int AS n FROM (${derivedDownlineRewardsSql()}) d GROUP BY status ORDER BY status`);
  return {
    byStatus: Object.fromEntries(derived.rows.map((r) => [r.status, r.n])),
    derived: derived.rows.reduce((n, r) => n + r.n, 0),
  };
}

/**
 * The reference for one cycle (network.ts `referenceRewards`): each member it paid for (its
 * inputs), the schedule the test set, who earned, and the status the test's settlements gave each
 * recipient.
 */
async function expectedRewards(
  cycleId: string,
  rates: readonly { level: number; percent: string }[],
  earns: (m: NetMember) => boolean,
  statusOf: (m: NetMember) => string,
) {
  const byId = new Map(members.map((m) => [m.id, m]));
  const inputs = await t.db.execute<{ user_id: string; amount: string }>(
    sql`SELECT user_id, amount::text FROM cycle_inputs WHERE cycle_id = ${cycleId}::uuid`,
  );
  return referenceRewards({
    members,
    sources: inputs.rows.map((i) => ({ member: byId.get(i.user_id)!, amount: i.amount })),
    percentByLevel: new Map(rates.map((r) => [r.level, r.percent])),
    earns,
    statusOf,
  });
}

/** One cycle's derived rewards, keyed as the reference keys them. */
async function derivedOfCycle(cycle: number) {
  const result = await t.db.execute<{ key: string; amount: string; status: string; level: number }>(sql`
    SELECT user_id || '>' || source_user_id AS key, trim_scale(reward_amount)::text AS amount, status, level
      FROM (${derivedDownlineRewardsSql({ cycle })}) d`);
  return new Map(result.rows.map((r) => [r.key, { amount: r.amount, status: r.status, level: r.level }]));
}

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chainWithBranches(31));
  paidAt = t.clock.now();
});
afterAll(() => t.close());

describe('the derived DOWNLINE rewards', () => {
  const [released, forfeited, stillLocked, missed, deletedSource, deletedRecipient] = [3, 5, 8, 2, 12, 6];

  it('are what the referrers walked in JS give, through a schedule change, locks, releases, forfeits and deletions', async () => {
    // Cycle 1 at the default schedule; three members locked in it.
    await markNonCompliant(
      t.db,
      [released, forfeited, stillLocked].map((i) => members[i]!.id),
      t.clock.now(),
    );
    const first = await payCycle();
    // One released, one forfeited, one left locked.
    await settleLocks(t.db, 'LOCK_RELEASE', memberSql(members[released]!.id), t.clock.now());
    await settleLocks(t.db, 'LOCK_FORFEIT', memberSql(members[forfeited]!.id), t.clock.now());
    await markCompliant(
      t.db,
      [released, forfeited].map((i) => members[i]!.id),
      t.clock.now(),
    );

    // Cycle 2 at another schedule; member 2 is disabled: it misses the cycle.
    await writeSetting(t.db, 'downlineRewardRates', OTHER_DOWNLINE_RATES);
    await setStatus([members[missed]!.id], 'DISABLED');
    const second = await payCycle();
    await setStatus([members[missed]!.id], 'ACTIVE');
    await writeSetting(t.db, 'downlineRewardRates', settingsDefaults.downlineRewardRates);
    // Members deleted after the cycles keep the rewards they gave and got.
    await t.db.execute(sql`UPDATE users SET deleted_at = now()
                            WHERE id = ANY(${sql.param([members[deletedSource]!.id, members[deletedRecipient]!.id])}::uuid[])`);
    const third = await payCycle();

    // Who earns: what downline-cycle.test.ts's reference says, less who missed the cycle.
    const earner = (m: NetMember) => m.status === 'ACTIVE' && !m.deletedAt && !m.isAdmin && m.isEmailVerified;
    const at = (k: number) => members[k]!.id;
    const statusOf = (m: NetMember) =>
      m.id === at(released)
        ? 'CREDITED'
        : m.id === at(forfeited)
          ? 'FORFEITED'
          : m.id === at(stillLocked)
            ? 'LOCKED'
            : 'CREDITED';
    // After cycle 1 only the member left non-compliant is locked.
    const laterStatusOf = (m: NetMember) => (m.id === at(stillLocked) ? 'LOCKED' : 'CREDITED');
    const references = [
      [first, settingsDefaults.downlineRewardRates, earner, statusOf],
      [second, OTHER_DOWNLINE_RATES, (m: NetMember) => earner(m) && m.id !== at(missed), laterStatusOf],
      [
        third,
        settingsDefaults.downlineRewardRates,
        // Deleted members earn nothing after their deletion.
        (m: NetMember) => earner(m) && m.id !== at(deletedRecipient) && m.id !== at(deletedSource),
        laterStatusOf,
      ],
    ] as const;
    for (const [cycle, rates, earns, status] of references) {
      const expected = await expectedRewards(cycle.id, rates, earns, status);
      expect(expected.size, `cycle ${cycle.number}`).toBeGreaterThan(100);
      expect(await derivedOfCycle(cycle.number), `cycle ${cycle.number}`).toEqual(expected);
    }
    const { byStatus, derived } = await counted();
    // Every status is there, and every row is compared (not an empty set against an empty set).
    expect(byStatus.CREDITED).toBeGreaterThan(300);
    expect(byStatus.LOCKED).toBeGreaterThan(0);
    expect(byStatus.FORFEITED).toBeGreaterThan(0);
    expect(derived).toBe(byStatus.CREDITED! + byStatus.LOCKED! + byStatus.FORFEITED!);
    // The third cycle paid neither the deleted source's uplines for it nor the deleted recipient.
    const ofThird = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (${derivedDownlineRewardsSql({ cycle: third.number })}) d
       WHERE user_id = ${members[deletedRecipient]!.id}::uuid OR source_user_id = ${members[deletedSource]!.id}::uuid`);
    expect(ofThird.rows[0]?.n).toBe(0);
  });

  it("give one member's, some sources' and a cycle's first rewards as the whole derivation does", async () => {
    // The data of the first test: forfeited, locked and credited rewards, two schedules.
    const whole = derivedDownlineRewardsSql();
    /** Rows of `part` not in `expected` and the other way round (REWARD_COLUMNS, with the id). */
    const differing = async (part: SQL, expected: SQL) => {
      const result = await t.db.execute<{ n: number; parts: number }>(sql`
        WITH p AS (SELECT ${REWARD_COLUMNS} FROM (${part}) x), e AS (SELECT ${REWARD_COLUMNS} FROM (${expected}) y)
        SELECT ((SELECT count(*) FROM (TABLE p EXCEPT ALL TABLE e) a)
              + (SELECT count(*) FROM (TABLE e EXCEPT ALL TABLE p) b))::int AS n,
               (SELECT count(*) FROM p)::int AS parts`);
      return result.rows[0]!;
    };
    let compared = 0;
    const someSources = [members[9]!.id, members[12]!.id, members[15]!.id];
    for (const member of members) {
      const of = sql`SELECT * FROM (${whole}) w WHERE user_id = ${member.id}::uuid`;
      const cases: [string, SQL, SQL][] = [
        ['every one', memberDownlineRewardsSql(member.id), of],
        [
          'each cycle first',
          memberDownlineRewardsSql(member.id, { firstOfEachCycle: { order: 'oldest', n: 1_000_000 } }),
          of,
        ],
        ['level 2', memberDownlineRewardsSql(member.id, { level: 2 }), sql`${of} AND level = 2`],
        [
          'some sources',
          memberDownlineRewardsSql(member.id, { sources: someSources }),
          sql`${of} AND source_user_id = ANY(${sql.param(someSources)}::uuid[])`,
        ],
        [
          'forfeited left out',
          memberDownlineRewardsSql(member.id, { forfeited: 'left out' }),
          sql`${of} AND status <> 'FORFEITED'`,
        ],
        [
          'forfeited alone',
          memberDownlineRewardsSql(member.id, { forfeited: 'only' }),
          sql`${of} AND status = 'FORFEITED'`,
        ],
      ];
      for (const [label, part, expected] of cases) {
        const { n, parts } = await differing(part, expected);
        expect(n, `${member.id} ${label}`).toBe(0);
        compared += parts;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    const bySources = await differing(
      derivedDownlineRewardsSql({ sources: sql`SELECT unnest(${sql.param(someSources)}::uuid[])` }),
      sql`SELECT * FROM (${whole}) w WHERE source_user_id = ANY(${sql.param(someSources)}::uuid[])`,
    );
    expect(bySources.n).toBe(0);
    expect(bySources.parts).toBeGreaterThan(0);

    // A cycle's first rewards by source, then level: every one not forfeited, in that order.
    const cycles = await t.db.execute<{ id: string; number: number }>(
      sql`SELECT id, number FROM cycles WHERE status = 'PAID' ORDER BY number`,
    );
    expect(cycles.rows.length).toBe(3);
    for (const cycle of cycles.rows) {
      const expected = sql`SELECT * FROM (${whole}) w WHERE cycle = ${cycle.number} AND status <> 'FORFEITED'`;
      for (const order of ['ascending', 'descending'] as const) {
        const all = cycleRewardsInOrderSql(cycle, { order, n: 1_000_000 });
        expect(await differing(all, expected)).toMatchObject({ n: 0 });
        const firstFive = (
          await t.db.execute<{ source_user_id: string; level: number }>(
            cycleRewardsInOrderSql(cycle, { order, n: 5 }),
          )
        ).rows.map((r) => ({ source: r.source_user_id, level: r.level }));
        const sorted = await t.db.execute<{ source: string; level: number }>(sql`
          SELECT source_user_id AS source, level FROM (${expected}) e
           ORDER BY source_user_id ${sql.raw(order === 'ascending' ? 'ASC' : 'DESC')},
                    level ${sql.raw(order === 'ascending' ? 'ASC' : 'DESC')} LIMIT 5`);
        expect(firstFive, `${cycle.number} ${order}`).toEqual(sorted.rows);
        expect(firstFive).toHaveLength(5);
      }
    }
    // A level's first: only that level.
    const ofLevel = await t.db.execute<{ level: number }>(
      sql`SELECT level FROM (${cycleRewardsInOrderSql(cycles.rows[0]!, { order: 'ascending', n: 50, level: 3 })}) f`,
    );
    expect(ofLevel.rows.length).toBeGreaterThan(0);
    expect(new Set(ofLevel.rows.map((r) => r.level))).toEqual(new Set([3]));
  });

  it("give a member's reward list newest and oldest first, page after page, as the rows sorted whole", async () => {
    // DIRECT rewards at the cycles' own time: ties on created_at between DIRECT and DOWNLINE
    // rewards too.
    for (const payer of [members[1]!, members[4]!, members[20]!]) await pay(payer, '10', paidAt);
    const ties = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM (${everyRewardSql()}) r WHERE user_id = ${members[0]!.id}::uuid
                                       GROUP BY created_at, level, source_user_id HAVING count(*) > 1) tied`);
    expect(ties.rows[0]?.n).toBeGreaterThan(10);
    /** Every reward of the viewer (its DIRECT rows and the cycles' derived), sorted by the documented key. */
    const reference = async (viewer: string, sort: 'newest' | 'oldest', filters: Filters) => {
      const desc = sort === 'newest';
      const rows = await t.db.execute<Listed>(sql`
        SELECT r.id AS "_id", r.type, r.level, r.cycle, r.status
          FROM (${everyRewardSql()}) r
          LEFT JOIN referral_paths p ON p.ancestor_id = r.user_id AND p.descendant_id = r.source_user_id
                                    AND r.type = 'DOWNLINE'
         WHERE r.user_id = ${viewer}::uuid
           ${filters.type ? sql`AND r.type = ${filters.type}` : sql``} ${filters.level ? sql`AND r.level = ${filters.level}` : sql``}
         ORDER BY r.created_at ${desc ? sql`DESC` : sql`ASC`}, r.level ${desc ? sql`ASC` : sql`DESC`},
                  p.descendant_joined_at ${desc ? sql`DESC NULLS FIRST` : sql`ASC NULLS LAST`},
                  r.source_user_id ${desc ? sql`ASC NULLS LAST` : sql`DESC NULLS FIRST`}, 1 ${desc ? sql`DESC` : sql`ASC`}`);
      return rows.rows;
    };
    let compared = 0;
    for (const viewer of [0, 1, 4, 15].map((i) => members[i]!))
      for (const sort of ['newest', 'oldest'] as const)
        for (const filters of [{}, { level: 2 }, { type: 'DOWNLINE' }, { type: 'DIRECT' }] as Filters[]) {
          const all = await reference(viewer.id, sort, filters);
          for (const limit of [4, 9]) {
            const listed: Listed[] = [];
            for (let page = 1; ; page++) {
              const result = await listUserRewards(t.db, viewer.id, { page, limit, sort, ...filters });
              expect(result.pagination.totalRecords).toBe(all.length);
              listed.push(
                ...result.rewards.map((r) => ({
                  _id: r._id,
                  type: r.type,
                  level: r.level,
                  cycle: r.cycle,
                  status: r.status,
                })),
              );
              if (!result.pagination.hasNext) break;
            }
            expect(listed, `${viewer.index} ${sort} ${JSON.stringify(filters)} ${limit}`).toEqual(all);
            compared += listed.length;
          }
        }
    expect(compared).toBeGreaterThan(1500);
  });
});
