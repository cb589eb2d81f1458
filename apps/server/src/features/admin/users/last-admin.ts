import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';

// Any fixed number: every change that could leave no active admin takes it first.
export const ADMIN_CHANGE_LOCK = 7_310_214_007;

/**
 * Serialises changes to admin accounts for the rest of the transaction. Taken BEFORE the admin's
 * row is locked: two admins locking each other would otherwise each hold one row and wait for
 * the lock (the audit entry's key check on the actor's row closes the circle: a deadlock).
 */
export async function lockAdminChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
}

/**
 * Refuses (LAST_ADMIN) a change that would take `adminId` out of the ACTIVE admins when no other
 * ACTIVE admin remains. Changes to admins are serialised by `lockAdminChanges`, so two admins
 * locking each other at the same moment cannot both succeed.
 */
export async function assertAnotherActiveAdmin(tx: Tx, adminId: string): Promise<void> {
  await lockAdminChanges(tx); // re-entrant: normally taken already by lockUserForChange
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

/**
 * Refuses (OWN_ACCOUNT_CHANGE) an admin's change of their own account's status, or its deletion:
 * their session would end at once, and with it, for the only admin, the platform's administration.
 */
export function assertNotOwnAccount(targetId: string, actor: { userId: string }): void {
  if (targetId === actor.userId) throw new AppError('OWN_ACCOUNT_CHANGE');
}
