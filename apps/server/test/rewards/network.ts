import { MAX_LEVEL } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../src/features/users/users.tables';
import { insertUser, type NewUser } from '../../src/features/accounts/create-user';
import { getBalances } from '../../src/features/ledger/get-balances';
import { placeUnderReferrer } from '../../src/features/network/place-under-referrer';
import type { DbOrTx } from '../../src/infra/db/client';
import type { TestApp } from '../support/create-test-app';
import { markCompliant, recordPaidPeriod } from '../support/member-facts';
import { everyRewardSql } from '../../src/features/rewards';

const YEAR_MS = 365 * 86_400_000;
let uidCounter = 0;

/** A fresh exchange UID: 9 digits ending in 5 (the simulator's plain eligible, copying account). */
export const nextUid = () => String(700_000_005 + 10 * ++uidCounter);

export interface NetMember extends UserRow {
  /** Position in the `parents` list. */
  index: number;
  bingxUid: string;
}

/**
 * Members in one transaction, each under the member `parents[i]` names (an earlier index) or
 * under `root` (-1): verified, a paid subscription (support/member-facts.ts: the last 400 days and
 * the next year), a linked UID found compliant now. `shape(i)` changes a member's account (status,
 * flags) before it is placed.
 */
export async function buildNetwork(
  t: TestApp,
  root: { id: string },
  parents: number[],
  shape: (i: number) => Partial<NewUser> = () => ({}),
): Promise<NetMember[]> {
  const now = t.clock.now();
  return t.db.transaction(async (tx) => {
    const members: NetMember[] = [];
    for (const [i, parent] of parents.entries()) {
      if (parent >= i) throw new Error(`member ${i} must come after its referrer ${parent}`);
      const referrer = parent < 0 ? root : members[parent]!;
      const row = await insertUser(tx, {
        firstName: 'Net',
        lastName: `Member${i}`,
        email: `net${i}.${++uidCounter}.${process.pid}@example.com`,
        passwordHash: null,
        isEmailVerified: true,
        referredById: referrer.id,
        bingxUid: nextUid(),
        subscriptionPaidAt: now,
        subscriptionExpiresAt: new Date(now.getTime() + YEAR_MS),
        ...shape(i),
      });
      await placeUnderReferrer(tx, row.id, referrer.id);
      await recordPaidPeriod(tx, row);
      members.push({ ...row, index: i, bingxUid: row.bingxUid ?? '' });
    }
    await markCompliant(
      tx,
      members.filter((m) => m.bingxUid).map((m) => m.id),
      now,
    );
    return members;
  });
}

/** A tuple of `N` elements of `T`. */
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;

/**
 * The first `n` members as a tuple, for a test to name them (`const [m0, m1] = firstMembers(members, 2)`)
 * without a cast or a `!` each; throws when the network has fewer.
 */
export function firstMembers<N extends number>(members: NetMember[], n: N): Tuple<NetMember, N> {
  if (members.length < n) throw new Error(`the network has ${members.length} members, not ${n}`);
  return members.slice(0, n) as Tuple<NetMember, N>;
}

/** A chain: each member under the previous one, the first under the root. */
export const chain = (length: number) => Array.from({ length }, (_, i) => i - 1);

/** A deterministic pseudo-random generator (tests must be repeatable). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Referrers (`parents` of `buildNetwork`) of 40 members, 17 levels deep at most: a chain of 17 and
 * branches hanging off it at random (`seed`).
 */
export function chainWithBranches(seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: 40 }, (_, i) => (i < 17 ? i - 1 : Math.floor(random() * i)));
}

/** Sets the members' account status directly (a member who misses cycles while not ACTIVE). */
export const setAccountStatus = (db: DbOrTx, ids: string[], status: 'ACTIVE' | 'DISABLED') =>
  db.execute(sql`UPDATE users SET status = ${status} WHERE id = ANY(${sql.param(ids)}::uuid[])`);

/**
 * A DOWNLINE schedule other than the default (5 / 2 / 1.5 / 1 / 1 / 0.5 ... / 0.4 ...): other
 * levels share its rates, so the node sums' positions move between cycles paid at each.
 */
export const OTHER_DOWNLINE_RATES = [4, 4, 2, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.1, 0.1, 0.1, 0.1, 0.1].map(
  (p, i) => ({ level: i + 1, percent: String(p) }),
);

/**
 * A member's money checked three ways: the ledger identity (total earned = available + held +
 * withdrawn, income split adding up), no pot below zero, and the ledger agreeing with the rewards
 * table (credited rewards = earned, locked = locked, forfeited = forfeited, per income type).
 */
export async function expectConsistentMoney(db: DbOrTx, userId: string) {
  const b = await getBalances(db, userId);
  const u = toUnits18;
  const problems: string[] = [];
  if (u(b.totalEarned) !== u(b.available) + u(b.held) + u(b.withdrawn)) problems.push('identity');
  // Admins' adjustments (issue 15) are earned too, apart from both incomes.
  if (u(b.totalEarned) !== u(b.directEarned) + u(b.downlineEarned) + u(b.adjusted))
    problems.push('income split');
  for (const pot of ['available', 'held', 'withdrawn', 'locked', 'forfeited'] as const)
    if (u(b[pot]) < 0n) problems.push(`${pot} below zero`);
  const sums = await db.execute<{ type: string; status: string; total: string }>(sql`
    SELECT type, status, sum(reward_amount)::text AS total FROM (${everyRewardSql()}) rewards WHERE user_id = ${userId}::uuid GROUP BY 1, 2`);
  const reward = (type: string | null, status: string) =>
    sums.rows
      .filter((r) => (type === null || r.type === type) && r.status === status)
      .reduce((t, r) => t + u(r.total), 0n);
  if (reward('DIRECT', 'CREDITED') !== u(b.directEarned)) problems.push('direct rewards vs ledger');
  if (reward('DOWNLINE', 'CREDITED') !== u(b.downlineEarned)) problems.push('downline rewards vs ledger');
  if (reward(null, 'LOCKED') !== u(b.locked)) problems.push('locked rewards vs ledger');
  if (reward(null, 'FORFEITED') !== u(b.forfeited)) problems.push('forfeited rewards vs ledger');
  if (problems.length > 0)
    throw new Error(`money of ${userId} inconsistent (${problems.join(', ')}): ${JSON.stringify(b)}`);
  return b;
}

/** expectConsistentMoney for every member with rewards or ledger entries. */
export async function expectConsistentMoneyForAll(db: DbOrTx) {
  const ids = await db.execute<{ id: string }>(
    sql`SELECT user_id AS id FROM ledger_entries UNION SELECT user_id FROM (${everyRewardSql()}) rewards`,
  );
  for (const { id } of ids.rows) await expectConsistentMoney(db, id);
  return ids.rows.length;
}

/** A reward as the reference walk computes it, keyed `recipient>source`. */
export type ReferenceReward = { amount: string; status: string; level: number };

/**
 * The tests' independent reference for one cycle: each source's referrers walked in JS, level by
 * level up to 15, with the rules written plainly: a paying level of `percentByLevel`, an upline
 * that `earns`, the reward rounded down to 8 decimals with bigint maths (none when it rounds to 0),
 * and its status from `statusOf` (the recipient's).
 */
export function referenceRewards(options: {
  members: readonly NetMember[];
  sources: readonly { member: NetMember; amount: string }[];
  percentByLevel: ReadonlyMap<number, string>;
  earns: (m: NetMember) => boolean;
  statusOf: (m: NetMember) => string;
}): Map<string, ReferenceReward> {
  const byId = new Map(options.members.map((m) => [m.id, m]));
  const expected = new Map<string, ReferenceReward>();
  for (const { member: source, amount: master } of options.sources) {
    let upline = source.referredById ? byId.get(source.referredById) : undefined;
    for (let level = 1; upline && level <= MAX_LEVEL; level++) {
      const percent = options.percentByLevel.get(level);
      if (percent && options.earns(upline)) {
        const [whole, fraction = ''] = percent.split('.');
        const rate = BigInt(whole! + fraction.padEnd(4, '0')); // percent * 10^4
        const reward = (toUnits18(master) * rate) / 10n ** 16n; // * 10^8
        if (reward > 0n) {
          const text = reward.toString().padStart(9, '0');
          const amount = `${text.slice(0, -8)}.${text.slice(-8)}`.replace(/\.?0+$/, '');
          expected.set(`${upline.id}>${source.id}`, { amount, status: options.statusOf(upline), level });
        }
      }
      upline = upline.referredById ? byId.get(upline.referredById) : undefined;
    }
  }
  return expected;
}

/** A decimal string as an integer count of 10^-18 (the tests' own exact parser). */
export function toUnits18(value: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const fraction = (match[3] ?? '').padEnd(18, '0');
  if (fraction.length > 18) throw new Error(`too many decimals: ${value}`);
  const units = BigInt((match[2] ?? '0') + fraction);
  return match[1] ? -units : units;
}
