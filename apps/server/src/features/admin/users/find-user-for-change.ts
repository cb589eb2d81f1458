import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Tx } from '../../../infra/db/client';
import { type UserRow, users } from '../../accounts/accounts.schema';

/** The (not deleted) account an admin action changes, locked for the rest of the transaction. */
export async function lockUserForChange(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}
