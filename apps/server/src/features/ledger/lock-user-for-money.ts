import { sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';

/**
 * Takes the member's account row lock (`SELECT ... FOR UPDATE`) until the transaction ends, so
 * that "check the balance, then hold" is one serial step per member: a second withdrawal of the
 * same member waits here and then sees the first one's hold. Credits need no lock (they only add).
 * Returns false when the account does not exist.
 */
export async function lockUserForMoney(tx: Tx, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`);
  return result.rows.length > 0;
}
