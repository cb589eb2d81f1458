import type { UserStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { clearSignInThrottle, revokeSessions } from '../../accounts';
import { writeAudit } from '../../audit';
import { lockUserForChange } from './find-user-for-change';
import { assertAnotherActiveAdmin, assertNotOwnAccount } from './last-admin';

export interface AdminActor {
  userId: string;
  ip: string | null;
}

/**
 * `PUT /users/:id/status`: any of ACTIVE, LOCKED, DISABLED from any other. LOCKED and DISABLED end
 * every session of the account at once; the last ACTIVE admin cannot be taken out (LAST_ADMIN),
 * and no admin changes their own account (OWN_ACCOUNT_CHANGE): nobody locks the platform out.
 * Back to ACTIVE also clears a sign-in lockout. Setting the current status changes nothing.
 */
export async function updateUserStatus(
  deps: { db: Db; now: () => Date },
  input: { id: string; status: UserStatus },
  actor: AdminActor,
) {
  return deps.db.transaction(async (tx) => {
    const user = await lockUserForChange(tx, input.id);
    const changes = user.status !== input.status;
    if (changes && user.isAdmin && user.status === 'ACTIVE') await assertAnotherActiveAdmin(tx, user.id);
    assertNotOwnAccount(user.id, actor);
    if (!changes) return { _id: user.id, status: user.status };

    const now = deps.now();
    await tx
      .update(users)
      .set({
        status: input.status,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    // Set ACTIVE again by an admin: the account's sign-in counters start again too.
    if (input.status === 'ACTIVE') await clearSignInThrottle(tx, user.email);
    const sessionsEnded =
      input.status === 'ACTIVE' ? 0 : await revokeSessions({ db: tx, now: () => now }, user.id);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'user.status.update',
      target: { type: 'user', id: user.id },
      before: { status: user.status },
      after: { status: input.status, sessionsEnded },
      ip: actor.ip,
      at: now,
    });
    return { _id: user.id, status: input.status };
  });
}
