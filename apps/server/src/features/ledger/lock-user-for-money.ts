import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';

/**
 * How long a money action waits for a lock before it gives up with a retryable 503
 * (SERVICE_UNAVAILABLE, Retry-After): a member's request never hangs behind a stuck transaction.
 */
export const MONEY_LOCK_TIMEOUT = '3s';

/**
 * Takes the member's money lock until the transaction ends, so that "check the balance, then
 * hold" is one serial step per member: a second withdrawal of the same member waits here and then
 * sees the first one's hold. Credits need no lock (they only add).
 *
 * The lock is the account row `FOR NO KEY UPDATE`: it excludes other money actions of the member
 * but not the key-share locks that inserting rows which reference the account takes. So a reward
 * cycle, which references every recipient from its ledger entries until it commits (tens of
 * seconds at 1M members), never makes a withdrawal, a decision or a deposit wait (issue 20).
 * Every later statement of the transaction gives up after MONEY_LOCK_TIMEOUT rather than wait.
 * Returns false when the account does not exist.
 */
export async function lockUserForMoney(tx: Tx, userId: string): Promise<boolean> {
  await tx.execute(sql`SET LOCAL lock_timeout = ${sql.raw(`'${MONEY_LOCK_TIMEOUT}'`)}`);
  const result = await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`);
  return result.rows.length > 0;
}
