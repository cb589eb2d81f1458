import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { users } from '../../accounts/accounts.schema';

// Any fixed number: every change that could leave no active admin takes it first.
const ADMIN_CHANGE_LOCK = 7_310_214_007;

/**
 * Refuses (LAST_ADMIN) a change that would take `adminId` out of the ACTIVE admins when no other
 * ACTIVE admin remains. Changes to admins are serialised by a transaction lock, so two admins
 * locking each other at the same moment cannot both succeed.
 */
export async function assertAnotherActiveAdmin(tx: Tx, adminId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        ne(users.id, adminId),
      ),
    );
  if ((row?.n ?? 0) === 0) throw new AppError('LAST_ADMIN');
}
