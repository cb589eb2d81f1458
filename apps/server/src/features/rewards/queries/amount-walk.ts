import { MAX_LEVEL, toScaledExact } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { REWARD_DECIMALS } from '../maths/reward-amount';
import { rewardAmountSql } from '../rates-sql';
import { downlineCyclesPaidSql } from './downline-cycles-paid';

/*
 * The sources of a member's DOWNLINE rewards that can reach the first `reach` rewards by highest
 * or lowest amount (ADR 0029), derived from what each cycle paid for instead of a per-source
 * summary kept by every cycle (the ~10M `reward_earnings` upserts of a 1M-member cycle).
 *
 * Exact because a DOWNLINE reward is `trunc(input × rate(level), 8)` of the source's
 * `cycle_inputs` row and the cycle's schedule (`reward_cycle_rates`), and who earns (and its
 * status) is decided per recipient and cycle: a member with a DOWNLINE ledger entry for a cycle
 * holds a reward from every member within its paying levels the cycle paid for, whose reward does
 * not round to 0, and no other.
 */

/**
 * A level is read whole (all its inputs) when its people times the member's paid cycles, the
 * rewards to derive, are at most this; a whole network likewise at most `NETWORK_READ_WHOLE_MAX`.
 * Counted in rewards, not people: reading whole costs per reward, and a year of cycles is twelve
 * times one.
 */
export const LEVEL_READ_WHOLE_MAX = 2000;
export const NETWORK_READ_WHOLE_MAX = 10_000;
/** Inputs walked per round trip; after `WALK_ROUNDS_MAX` rounds the caller sorts every row. */
export const WALK_BATCH = 2000;
export const WALK_ROUNDS_MAX = 10;

export interface AmountWalkOptions {
  levelReadWholeMax?: number;
  networkReadWholeMax?: number;
  walkBatch?: number;
  walkRoundsMax?: number;
}

type Direction = 'highest' | 'lowest';
interface Derived {
  source: string;
  units: bigint;
}

// Reward amounts carry 8 decimals (truncated to them): compared as integers of 10^-8.
const toUnits = (amount: string): bigint => toScaledExact(amount, REWARD_DECIMALS);

/**
 * The member's paid cycles' sources, as a list, whose reward reaches the `reach`-th best by
 * `direction` (ties included), or null when the walk would take more than its rounds (the caller
 * then sorts the member's rewards). Every DOWNLINE reward that sorts among the first `reach`
 * (of one `level`, when given) comes from one of them.
 */
export async function sourcesReachingPage(
  tx: DbOrTx,
  userId: string,
  direction: Direction,
  reach: number,
  options: AmountWalkOptions = {},
  level?: number,
): Promise<string[] | null> {
  const levelWholeMax = options.levelReadWholeMax ?? LEVEL_READ_WHOLE_MAX;
  const networkWholeMax = options.networkReadWholeMax ?? NETWORK_READ_WHOLE_MAX;
  const batch = options.walkBatch ?? WALK_BATCH;
  const roundsMax = options.walkRoundsMax ?? WALK_ROUNDS_MAX;
  // Every cycle the member was paid in (credited, locked or since forfeited: the list shows all).
  const paid = (
    await tx.execute<{ id: string; number: number }>(downlineCyclesPaidSql(userId, { forfeited: 'kept' }))
  ).rows;
  if (paid.length === 0) return [];
  const paidIds = sql`${`{${paid.map((p) => p.id).join(',')}}`}::uuid[]`;
  const paidNumbers = sql`${`{${paid.map((p) => p.number).join(',')}}`}::int[]`;
  // The paid cycles' numbers by id, joined in place of `cycles` (the walk would join it per input).
  const paidCycles = sql`unnest(${paidIds}, ${paidNumbers}) AS cy (id, number)`;
  // How many people the member has per level (the network's kept counts, ADR 0023): which levels
  // are read whole. Only the cost depends on them, never the answer.
  const perLevel = (
    await tx.execute<{ depth: number; n: number }>(sql`
      SELECT depth, sum(members)::int AS n FROM referral_network_counts
       WHERE ancestor_id = ${userId}::uuid ${level ? sql`AND depth = ${level}::int` : sql``}
       GROUP BY depth HAVING sum(members) > 0`)
  ).rows;
  const network = perLevel.reduce((total, l) => total + l.n, 0);
  const cycles = paid.length;
  const walked = perLevel
    .filter((l) => network * cycles > networkWholeMax && l.n * cycles > levelWholeMax)
    .map((l) => l.depth);
  const walkedLevels = sql`${`{${walked.join(',')}}`}::int[]`;
  const order = direction === 'highest' ? sql`DESC` : sql`ASC`;
  const better = (a: bigint, b: bigint) => (direction === 'highest' ? a > b : a < b);
  const reward = rewardAmountSql(sql`ci.amount`, sql`r.percent`);

  // The levels read whole: every reward, derived (the best `reach` and their ties are enough).
  // One range of the inputs' member index per person: OFFSET 0 keeps the LATERAL from being
  // flattened into a hash join over every cycle's inputs (it was: 300 ms at 1M members, 2 cycles).
  const levels = level ? [level] : Array.from({ length: MAX_LEVEL }, (_, i) => i + 1);
  const wholeLevels = levels.filter((l) => !walked.includes(l));
  const whole = await tx.execute<{ source: string; amount: string }>(sql`
    WITH inputs AS MATERIALIZED (
      SELECT p.descendant_id AS source, p.depth, ci.cycle_id, ci.amount
        FROM referral_paths p
       CROSS JOIN LATERAL (SELECT cycle_id, amount FROM cycle_inputs
                            WHERE user_id = p.descendant_id AND cycle_id = ANY(${paidIds}) OFFSET 0) ci
       WHERE p.ancestor_id = ${userId}::uuid AND p.depth = ANY(${`{${wholeLevels.join(',')}}`}::int[])
    ), derived AS MATERIALIZED (
      SELECT ci.source, ${reward} AS amount
        FROM inputs ci JOIN ${paidCycles} ON cy.id = ci.cycle_id
        JOIN reward_cycle_rates r ON r.cycle = cy.number AND r.level = ci.depth
    ), bound AS (
      SELECT amount FROM derived WHERE amount > 0 ORDER BY amount ${order} OFFSET ${reach - 1} LIMIT 1
    )
    SELECT source, amount::text AS amount FROM derived
     WHERE amount > 0 AND (NOT EXISTS (SELECT 1 FROM bound) OR amount ${direction === 'highest' ? sql`>=` : sql`<=`} (SELECT amount FROM bound))`);
  const found: Derived[] = whole.rows.map((r) => ({ source: r.source, units: toUnits(r.amount) }));

  const rates = walked.length === 0 ? undefined : await walkedRates(tx, paidNumbers, walked);
  const limitRate = direction === 'highest' ? rates?.best : rates?.worst;
  // No rate at a walked level (beyond every paid cycle's schedule): nothing there to walk for.
  if (limitRate) {
    // The walked levels: every paid cycle's inputs in amount order (one index, `batch` at a time),
    // kept when the source is at a walked level of the member's network (a probe of the closure's
    // key). Stops when the `reach`-th best found sorts strictly before anything an input not yet
    // walked could give at a walked level's rate.
    let cursor: { amount: string; cycleId: string; userId: string } | null = null;
    for (let round = 0; ; round++) {
      if (round === roundsMax) return null;
      const after: SQL = cursor
        ? sql`AND (ci.amount, ci.cycle_id, ci.user_id) ${direction === 'highest' ? sql`<` : sql`>`}
                  (${cursor.amount}::numeric, ${cursor.cycleId}::uuid, ${cursor.userId}::uuid)`
        : sql``;
      const rows = (
        await tx.execute<{
          cycleId: string;
          userId: string;
          input: string;
          amount: string | null;
          limit: string;
        }>(sql`
          WITH walked AS MATERIALIZED (
            SELECT ci.cycle_id, ci.user_id, ci.amount FROM cycle_inputs ci
             WHERE ci.cycle_id = ANY(${paidIds}) ${after}
             ORDER BY ci.amount ${order}, ci.cycle_id ${order}, ci.user_id ${order} LIMIT ${batch}
          )
          SELECT ci.cycle_id AS "cycleId", ci.user_id AS "userId", ci.amount::text AS input,
                 (${reward})::text AS amount, ${rewardAmountSql(sql`ci.amount`, sql`${limitRate}::numeric`)}::text AS limit
            FROM walked ci
            JOIN ${paidCycles} ON cy.id = ci.cycle_id
            LEFT JOIN LATERAL (SELECT depth FROM referral_paths
                                WHERE ancestor_id = ${userId}::uuid AND descendant_id = ci.user_id
                                  AND depth = ANY(${walkedLevels}) LIMIT 1) p ON true
            LEFT JOIN reward_cycle_rates r ON r.cycle = cy.number AND r.level = p.depth
           ORDER BY ci.amount ${order}, ci.cycle_id ${order}, ci.user_id ${order}`)
      ).rows;
      for (const row of rows)
        if (row.amount !== null && toUnits(row.amount) > 0n)
          found.push({ source: row.userId, units: toUnits(row.amount) });
      const last = rows.at(-1);
      if (!last || rows.length < batch) break;
      cursor = { amount: last.input, cycleId: last.cycleId, userId: last.userId };
      // Anything not walked gives at most (highest) / at least (lowest) this.
      const limit = toUnits(last.limit);
      const cut = reachBound(found, reach, better);
      if (cut !== null && better(cut, limit)) break;
    }
  }
  const cut = reachBound(found, reach, better);
  const sources = new Set<string>();
  for (const f of found) if (cut === null || f.units === cut || better(f.units, cut)) sources.add(f.source);
  return [...sources];
}

/** The largest and smallest rate the member's paid cycles paid at the walked levels. */
async function walkedRates(tx: DbOrTx, paidNumbers: SQL, walked: number[]) {
  const result = await tx.execute<{ best: string | null; worst: string | null }>(sql`
    SELECT max(percent)::text AS best, min(percent)::text AS worst FROM reward_cycle_rates
     WHERE cycle = ANY(${paidNumbers}) AND level = ANY(${`{${walked.join(',')}}`}::int[])`);
  return result.rows[0];
}

/** The `reach`-th best amount found, or null while fewer than `reach` are found. */
function reachBound(
  found: Derived[],
  reach: number,
  better: (a: bigint, b: bigint) => boolean,
): bigint | null {
  if (found.length < reach) return null;
  const sorted = found.map((f) => f.units).sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  return sorted[reach - 1] ?? null;
}
