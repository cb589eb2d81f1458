import type { ParsedQueryOf, endpoints } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { type DbOrTx, readInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { listUserWithdrawals } from '../../withdrawals';
import { listUserRewardsBlock } from '../rewards/user-rewards-block';
import { type AdminUserRow, adminUserColumns, referrerJoin, toAdminUser } from './admin-user-row';
import { pageExtras } from './page-extras';

type Query = ParsedQueryOf<typeof endpoints.adminUser>;

/** The admin view of one (not deleted) account, or USER_NOT_FOUND. */
export async function findAdminUser(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(...referrerJoin)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAdminUser(row as AdminUserRow, await pageExtras(db, [row.id]), now);
}

/**
 * `GET /users/admin/:id`: the account, and when asked a page of its rewards (`type` filters them;
 * the statistics cover all of its rewards) and of its withdrawals (`status` filters them and
 * their statistics), newest first. All of it from one snapshot: a cycle, a payment or a
 * withdrawal committing between the reads cannot set the blocks apart from the account (its
 * balance) or from each other.
 */
export async function getAdminUser(deps: { db: DbOrTx; now: () => Date }, id: string, query: Query) {
  return readInSnapshot(deps.db, async (tx) => {
    const user = await findAdminUser(tx, id, deps.now());
    const rewards = query.includeRewards
      ? await listUserRewardsBlock(tx, id, {
          page: query.rewardsPage,
          limit: query.rewardsLimit,
          type: query.type,
        })
      : undefined;
    const withdrawals = query.includeWithdrawals
      ? await listUserWithdrawals(tx, id, {
          page: query.withdrawalsPage,
          limit: query.withdrawalsLimit,
          sort: '-createdAt',
          status: query.status,
        })
      : undefined;
    return { user, ...(rewards ? { rewards } : {}), ...(withdrawals ? { withdrawals } : {}) };
  });
}
