import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/app-error';
import { type Balances, getBalances } from '../../ledger';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account a path names by its `_id` or its public `userId`. */
async function findUserByRef(db: DbOrTx, ref: string): Promise<{ id: string; userId: string } | undefined> {
  const match = UUID.test(ref) ? sql`id = ${ref}::uuid OR user_id = ${ref}` : sql`user_id = ${ref}`;
  const result = await db.execute<{ id: string; userId: string }>(
    sql`SELECT id, user_id AS "userId" FROM users WHERE ${match} LIMIT 1`,
  );
  return result.rows[0];
}

/**
 * `GET /rewards/stats/:userId`: a member reads only their own (anything else is FORBIDDEN, so
 * members cannot probe which ids exist); admins read anyone's (USER_NOT_FOUND for no one).
 * Everything comes from the ledger: totalRewards = currentBalance + heldForWithdrawals +
 * totalWithdrawn; locked rewards are not earned yet and shown apart. `callerBalances`: the
 * caller's own, when the session check has read them (ADR 0025).
 */
export async function rewardStats(db: DbOrTx, caller: Auth, ref: string, callerBalances?: Balances) {
  // The usual call names the caller's own `_id` (the web app's): the session check has just
  // found that account live, so it needs no second lookup (issue 8, docs/benchmarks.md).
  if (ref.toLowerCase() === caller.userId.toLowerCase())
    return callerBalances ? statsOf(callerBalances) : userRewardStats(db, caller.userId);
  const user = await findUserByRef(db, ref);
  if (!caller.isAdmin && user?.id !== caller.userId) throw new AppError('FORBIDDEN');
  if (!user) throw new AppError('USER_NOT_FOUND');
  return userRewardStats(db, user.id);
}

/** A member's balances in the shape of `GET /rewards/stats/:userId` (for other features too). */
export async function userRewardStats(db: DbOrTx, userId: string) {
  return statsOf(await getBalances(db, userId));
}

function statsOf(b: Balances) {
  return {
    currentBalance: b.available,
    totalRewards: b.totalEarned,
    totalWithdrawn: b.withdrawn,
    rewardBreakdown: {
      calculatedTotal: b.totalEarned,
      directRewards: b.directEarned,
      downlineRewards: b.downlineEarned,
    },
    heldForWithdrawals: b.held,
    lockedRewards: b.locked,
    forfeitedRewards: b.forfeited,
    adjustments: b.adjusted,
  };
}
