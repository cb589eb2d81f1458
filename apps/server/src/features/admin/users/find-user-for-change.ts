import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { type UserRow, users } from '../../users/users.tables';
import { lockAdminChanges } from './last-admin';

/**
 * The (not deleted) account an admin action changes, locked for the rest of the transaction.
 * An admin account is locked only after the admin-change lock (see lockAdminChanges).
 */
export async function lockUserForChange(tx: Tx, id: string): Promise<UserRow> {
  const [target] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id));
  if (target?.isAdmin) await lockAdminChanges(tx);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}
