import { MAX_LEVEL } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rewardAmountSql } from '../rates-sql';
import { type ForfeitedCycles, downlineCyclesPaidSql, entryRewardStatusSql } from './downline-cycles-paid';

/*
 * A cycle's DOWNLINE rewards derived from what it paid for (ADR 0031, the compact store of ADR
 * 0027): the only form a cycle keeps them in (ADR 0032: it writes no reward row), each from
 * - the source's input (`cycle_inputs`: only members the cycle paid for have one),
 * - the closure row from recipient to source (never changes: no member is moved, deletion is soft),
 * - the schedule the cycle paid at (`reward_cycle_rates`, its paying levels),
 * - the recipient's outcome: its one credit or lock entry of the cycle (who earns, and whether
 *   locked, is decided per recipient and cycle; a member without one earned nothing), and what
 *   settled that entry since (released: CREDITED, forfeited: FORFEITED).
 * A reward that rounds to 0 is not one, as the cycle writes none.
 */

/**
 * A derived reward's `_id`: a name-based UUID of its cycle, recipient and source, the three that
 * name a DOWNLINE reward, so every read derives the same one. Its MD5 with the version (8, RFC
 * 9562's custom layout) and variant nibbles set over two of its hex digits.
 */
export const derivedRewardIdSql = (cycle: SQL, recipient: SQL, source: SQL): SQL =>
  sql`overlay(overlay(md5(${cycle}::text || '/' || ${recipient}::text || '/' || ${source}::text)
                      placing '8' from 13) placing '8' from 17)::uuid`;

/** The columns of `rewards`, in its order: every row source here gives them so (and may add more). */
export const REWARD_COLUMNS = sql`id, user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at`;

export interface DerivedRewardsOptions {
  /** One cycle (its number); else every PAID cycle. */
  cycle?: number | undefined;
  /** Only the rewards paid for these members: an SQL query of member ids. */
  sources?: SQL | undefined;
}

/**
 * The DOWNLINE rewards of PAID cycles (one, or all), derived, as an SQL row source with the
 * columns of `rewards` (`REWARD_COLUMNS`), `id` derived (`derivedRewardIdSql`).
 */
export function derivedDownlineRewardsSql(options: DerivedRewardsOptions = {}): SQL {
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  const ofCycle = options.cycle === undefined ? sql`` : sql`AND cy.number = ${options.cycle}::int`;
  const ofSources = options.sources ? sql`AND ci.user_id IN (${options.sources})` : sql``;
  return sql`
    SELECT ${derivedRewardIdSql(sql`cy.number`, sql`p.ancestor_id`, sql`ci.user_id`)} AS id,
           p.ancestor_id AS user_id, ci.user_id AS source_user_id, 'DOWNLINE'::reward_type AS type,
           p.depth::smallint AS level, r.percent, ci.amount AS master_amount,
           ${amount}::numeric(38, 18) AS reward_amount, cy.number AS cycle, ${entryRewardStatusSql} AS status,
           l.created_at
      FROM cycles cy
      JOIN reward_cycle_rates r ON r.cycle = cy.number
      JOIN cycle_inputs ci ON ci.cycle_id = cy.id
      JOIN referral_paths p ON p.descendant_id = ci.user_id AND p.depth = r.level
      JOIN ledger_entries l ON l.cycle_id = cy.id AND l.user_id = p.ancestor_id
                           AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
      LEFT JOIN ledger_entries s ON s.settles_entry_id = l.id
     WHERE cy.status = 'PAID' ${ofCycle} ${ofSources} AND ${amount} > 0`;
}

/**
 * Every reward, as an SQL row source with the columns of `rewards`: the rows of `rewards` itself
 * (DIRECT, and any DOWNLINE row written there) and every PAID cycle's DOWNLINE rewards, derived.
 * What the admin screens list; reading it whole derives every cycle (a search, an export).
 */
export const everyRewardSql = (): SQL => sql`
    SELECT ${REWARD_COLUMNS} FROM ONLY rewards
    UNION ALL
    SELECT ${REWARD_COLUMNS} FROM (${derivedDownlineRewardsSql()}) d`;

/** The order of `cycleRewardsInOrderSql`: by source, then level, both ascending or both descending. */
export type SourceOrder = 'ascending' | 'descending';

/**
 * The first `n` DOWNLINE rewards of one PAID cycle by source, then level (one reward per source
 * and level), derived without reading the rest: the cycle's inputs in their primary key's order,
 * each source's paid uplines probed (closure, schedule, ledger) as it comes. The rewards of a
 * cycle share one time, so this is the cycle's part of a list by time (the admin rewards list).
 * Forfeited rewards are left out (no list by time shows them); the cost grows with `n` (15-35 us a
 * reward at 1M members), not with the cycle.
 */
export function cycleRewardsInOrderSql(
  cycle: { id: string; number: number },
  options: { order: SourceOrder; n: number; level?: number | undefined },
): SQL {
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  const levels = options.level
    ? sql`p.depth = ${options.level}::int`
    : sql`p.depth BETWEEN 1 AND ${MAX_LEVEL}::int`;
  const dir = options.order === 'ascending' ? sql`ASC` : sql`DESC`;
  // LATERAL: each source's uplines are probed in the inputs' order. Written as plain joins, the
  // planner hashes the cycle's whole ledger once n passes a few hundred (57 s instead of 68 ms at
  // n = 2,010, 1M members).
  return sql`
    SELECT ${derivedRewardIdSql(sql`${cycle.number}::int`, sql`d.user_id`, sql`ci.user_id`)} AS id,
           d.user_id, ci.user_id AS source_user_id, 'DOWNLINE'::reward_type AS type, d.level, d.percent,
           ci.amount AS master_amount, d.reward_amount, ${cycle.number}::int AS cycle, d.status, d.created_at
      FROM cycle_inputs ci
     CROSS JOIN LATERAL (
       SELECT p.ancestor_id AS user_id, p.depth::smallint AS level, r.percent,
              ${amount}::numeric(38, 18) AS reward_amount, ${entryRewardStatusSql} AS status, l.created_at
         FROM referral_paths p
         JOIN reward_cycle_rates r ON r.cycle = ${cycle.number}::int AND r.level = p.depth
         JOIN ledger_entries l ON l.cycle_id = ci.cycle_id AND l.user_id = p.ancestor_id
                              AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
         LEFT JOIN ledger_entries s ON s.settles_entry_id = l.id
        WHERE p.descendant_id = ci.user_id AND ${levels} AND ${amount} > 0
          AND s.kind IS DISTINCT FROM 'LOCK_FORFEIT') d
     WHERE ci.cycle_id = ${cycle.id}::uuid
     ORDER BY ci.user_id ${dir}, d.level ${dir} LIMIT ${options.n}`;
}

export type CycleOrder = 'newest' | 'oldest';
/**
 * Within a cycle, a member's DOWNLINE rewards by level, then their sources' sign-up newest first,
 * then source: the order of the closure's network index (`referral_paths_network_idx`), so that
 * the first rewards of each cycle are one index range, with or without a level. `oldest` is the
 * reverse. NULLS as the index has them (the column is never null): written otherwise, PostgreSQL
 * sorts each cycle's whole range (117 ms instead of 7 at 1M members, ADR 0031).
 */
const IN_CYCLE: Record<CycleOrder, SQL> = {
  newest: sql`p.depth ASC, p.descendant_joined_at DESC NULLS LAST, p.descendant_id ASC`,
  oldest: sql`p.depth DESC, p.descendant_joined_at ASC NULLS FIRST, p.descendant_id DESC`,
};

export interface MemberRewardsOptions {
  /** One level only. */
  level?: number | undefined;
  /** Only the rewards from these sources. */
  sources?: readonly string[] | undefined;
  /** Of each cycle, only the first `n` in `order` (IN_CYCLE). */
  firstOfEachCycle?: { order: CycleOrder; n: number } | undefined;
  /** Whether the cycles whose locked rewards were forfeited are listed (default: kept). */
  forfeited?: ForfeitedCycles | undefined;
}

/**
 * One member's DOWNLINE rewards, derived as `derivedDownlineRewardsSql` derives them, as an SQL row
 * source with the columns of `rewards` and `source_joined_at` (the order within a cycle). The
 * member: an id, or an SQL expression (a column of an outer query, for several members).
 */
export function memberDownlineRewardsSql(member: string | SQL, options: MemberRewardsOptions = {}): SQL {
  const userId = typeof member === 'string' ? sql`${member}::uuid` : member;
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  const levels = options.level
    ? sql`p.depth = ${options.level}::int`
    : sql`p.depth BETWEEN 1 AND ${MAX_LEVEL}::int`;
  const sources = options.sources
    ? sql`AND p.descendant_id = ANY(${`{${options.sources.join(',')}}`}::uuid[])`
    : sql``;
  const cycles = downlineCyclesPaidSql(userId, { forfeited: options.forfeited ?? 'kept' });
  const first = options.firstOfEachCycle;
  const firstOnly = first ? sql`ORDER BY ${IN_CYCLE[first.order]} LIMIT ${first.n}` : sql``;
  // One range of the closure's network index per paid cycle. One walk of the closure for every
  // cycle (a MATERIALIZED set of the paid cycles) counted a member's rewards 2.4-4.6x faster at 1M
  // members, but hashed every cycle's inputs for a member with 1M rewards, without parallel
  // workers: its sort by amount took 9.5 s instead of 6 (ADR 0031).
  return sql`
    SELECT ${derivedRewardIdSql(sql`cy.number`, userId, sql`d.source_user_id`)} AS id,
           ${userId} AS user_id, d.source_user_id, 'DOWNLINE'::reward_type AS type, d.level, d.percent,
           d.master_amount, d.reward_amount, cy.number AS cycle, cy.status, cy.created_at, d.source_joined_at
      FROM (${cycles}) cy
     CROSS JOIN LATERAL (
       SELECT p.descendant_id AS source_user_id, p.descendant_joined_at AS source_joined_at, p.depth::smallint AS level,
              r.percent, ci.amount AS master_amount, ${amount}::numeric(38, 18) AS reward_amount
         FROM referral_paths p
         JOIN cycle_inputs ci ON ci.cycle_id = cy.id AND ci.user_id = p.descendant_id
         JOIN reward_cycle_rates r ON r.cycle = cy.number AND r.level = p.depth
        WHERE p.ancestor_id = ${userId} AND ${levels} ${sources} AND ${amount} > 0
        ${firstOnly}) d`;
}
