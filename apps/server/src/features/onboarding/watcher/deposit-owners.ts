import { and, eq, isNotNull } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../accounts/accounts.schema';
import type { DepositOwners } from './store-transfers';

/**
 * Every deposit address and its member (or one member's). Read AFTER the head the scan goes up to:
 * an address handed out later cannot have been paid in a block mined before.
 */
export async function loadDepositOwners(db: DbOrTx, onlyUserId?: string): Promise<DepositOwners> {
  const rows = await db
    .select({ id: users.id, address: users.walletAddress })
    .from(users)
    .where(
      onlyUserId
        ? and(isNotNull(users.walletAddress), eq(users.id, onlyUserId))
        : isNotNull(users.walletAddress),
    );
  return new Map(rows.map((row) => [getAddress(row.address!), row.id]));
}
