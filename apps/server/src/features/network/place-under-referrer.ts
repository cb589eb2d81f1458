import { sql } from 'drizzle-orm';
import { MAX_LEVEL } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';

/**
 * Puts a new member into the network under its referrer, in one statement: the referrer becomes
 * its level-1 upline and each of the referrer's uplines one level further, up to level 15
 * (deeper uplines earn nothing and are not stored). Run it in the registration's transaction.
 */
export async function placeUnderReferrer(tx: DbOrTx, newUserId: string, referrerId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO referral_paths (ancestor_id, descendant_id, depth)
    SELECT ${referrerId}::uuid, ${newUserId}::uuid, 1
    UNION ALL
    SELECT ancestor_id, ${newUserId}::uuid, depth + 1
      FROM referral_paths
     WHERE descendant_id = ${referrerId}::uuid AND depth < ${MAX_LEVEL}
  `);
}
