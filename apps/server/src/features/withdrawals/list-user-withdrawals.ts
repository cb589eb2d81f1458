import { and, eq, isNull, or } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { type DbOrTx, readInSnapshot } from '../../infra/db/client';
import { users } from '../users/users.tables';
import {
  type AdminWithdrawalPage,
  adminWithdrawalRows,
  adminWithdrawalStatistics,
} from './list-admin-withdrawals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account named by its `_id` or its public `userId`. */
export async function resolveUserRef(db: DbOrTx, ref: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        UUID.test(ref) ? or(eq(users.id, ref), eq(users.userId, ref)) : eq(users.userId, ref),
      ),
    );
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user.id;
}

/**
 * `GET /withdrawals/admin/user/:userId`, in the shape of the user detail's withdrawals block
 * (admin section 3): `data`, `statistics` over all of the member's matches, `pagination`, from one
 * snapshot (a decision committing between the reads cannot set the page apart from its statistics).
 * The admin user detail reads its Withdrawals tab with it, inside its own snapshot.
 */
export async function listUserWithdrawals(
  db: DbOrTx,
  userRef: string,
  query: Omit<AdminWithdrawalPage, 'userId'>,
) {
  return readInSnapshot(db, (tx) => readUserWithdrawals(tx, userRef, query));
}

/** listUserWithdrawals' reads, one after the other (one connection). */
async function readUserWithdrawals(db: DbOrTx, userRef: string, query: Omit<AdminWithdrawalPage, 'userId'>) {
  const userId = await resolveUserRef(db, userRef);
  const filter = { ...query, userId };
  const rows = await adminWithdrawalRows(db, filter);
  const stats = await adminWithdrawalStatistics(db, filter);
  return {
    data: rows,
    statistics: {
      total: stats.total,
      totalRequestedAmount: stats.totalRequestedAmount,
      totalApprovedAmount: stats.totalApprovedAmount,
      totalPendingAmount: stats.totalPendingAmount,
    },
    pagination: { totalPages: Math.max(1, Math.ceil(stats.total / query.limit)), currentPage: query.page },
  };
}
