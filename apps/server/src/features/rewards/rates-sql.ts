import { type SQL, sql } from 'drizzle-orm';
import type { LevelRate } from './maths/reward-amount';

/** A schedule as an SQL row source `(level int, percent numeric)`, to join on a closure depth. */
export const ratesSql = (rates: readonly LevelRate[]): SQL =>
  sql`unnest(${sql.param(rates.map((r) => r.level))}::int[], ${sql.param(rates.map((r) => r.percent))}::numeric[]) AS rates(level, percent)`;

/** The reward of `amount` at `percent`, as maths/reward-amount.ts computes it (exact, rounded down). */
export const rewardAmountSql = (amount: SQL, percent: SQL): SQL =>
  sql`trunc(${amount} * (${percent} / 100), 8)`;
