import { sql } from 'drizzle-orm';
import { MAX_LEVEL } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';

/**
 * Puts a new member into the network under its referrer, in one statement: the referrer becomes
 * its level-1 upline and each of the referrer's uplines one level further, up to level 15
 * (deeper uplines earn nothing and are not stored). Each row copies the member's facts from its
 * account (same rules as the `users_sync_referral_paths` trigger, which keeps them current).
 * Run it in the registration's transaction, after the account is inserted.
 */
export async function placeUnderReferrer(tx: DbOrTx, newUserId: string, referrerId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO referral_paths (ancestor_id, descendant_id, depth, descendant_joined_at,
                                descendant_status, descendant_linked, descendant_paid_until)
    SELECT uplines.ancestor_id, u.id, uplines.depth, u.created_at,
           CASE WHEN u.deleted_at IS NULL THEN u.status ELSE 'DISABLED' END,
           u.deleted_at IS NULL AND u.bingx_uid IS NOT NULL,
           CASE WHEN u.deleted_at IS NULL THEN u.subscription_expires_at END
      FROM users u,
           (SELECT ${referrerId}::uuid AS ancestor_id, 1 AS depth
            UNION ALL
            SELECT ancestor_id, depth + 1
              FROM referral_paths
             WHERE descendant_id = ${referrerId}::uuid AND depth < ${MAX_LEVEL}) uplines
     WHERE u.id = ${newUserId}::uuid
  `);
}
