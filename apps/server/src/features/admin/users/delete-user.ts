import { eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Db } from '../../../infra/db/client';
import { eraseKnownDevices, eraseSessionDetails, revokeSessions } from '../../accounts';
import { eraseSecondFactor } from '../../two-factor';
import { eraseWalletAddresses } from '../../wallet-addresses';
import { users } from '../../users/users.tables';
import { erasePersonalActivity } from '../../activity';
import { writeAudit } from '../../audit';
import { withdrawalsRepository } from '../../withdrawals';
import { lockUserForChange } from './find-user-for-change';
import { assertAnotherActiveAdmin, assertNotOwnAccount } from './last-admin';
import type { AdminActor } from './update-user-status';

/** The e-mail a deleted account keeps: unique, unreachable (.invalid), and never typed at sign-in. */
export const tombstoneEmail = (id: string) => `deleted+${id}@invalid`;

/**
 * `DELETE /users/admin/:id`: erases the account's personal data and sign-in, keeps its history.
 *
 * Erased: names ('Deleted User'), e-mail (a tombstone), password (none: sign-in impossible),
 * every session (ended, their address and browser cleared), the exchange UID (cleared, so the
 * exchange account can be linked again by a new registration), addresses in its login events, its
 * name in its referrer's referral event.
 * Kept: the row and its ids, the ledger, rewards and withdrawals, its place in the referral
 * network (no closure row changes, so nobody's levels or earnings change), and its deposit address
 * and index (a late payment still finds its account). The account becomes DISABLED, so it earns
 * nothing further. Refused while a withdrawal is PENDING, for the last active admin, and for
 * the admin's own account.
 */
export async function deleteUser(deps: { db: Db; now: () => Date }, id: string, actor: AdminActor) {
  return deps.db.transaction(async (tx) => {
    const user = await lockUserForChange(tx, id);
    if (await withdrawalsRepository.hasPending(tx, user.id))
      throw new AppError('USER_HAS_PENDING_WITHDRAWAL');
    if (user.isAdmin && user.status === 'ACTIVE') await assertAnotherActiveAdmin(tx, user.id);
    assertNotOwnAccount(user.id, actor);

    const now = deps.now();
    await tx
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'User',
        email: tombstoneEmail(user.id),
        passwordHash: null,
        bingxUid: null,
        isEmailVerified: false,
        status: 'DISABLED',
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    const sessionsEnded = await revokeSessions({ db: tx, now: () => now }, user.id);
    await eraseSessionDetails(tx, user.id);
    await eraseKnownDevices(tx, user.id);
    await eraseSecondFactor(tx, user.id);
    await eraseWalletAddresses(tx, user.id);
    await erasePersonalActivity(tx, user);
    // before/after hold no personal data; the entry names whom it deleted (name and e-mail as
    // they were, like every audit entry's people), so the log stays readable (issue 19).
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'user.delete',
      target: { type: 'user', id: user.id },
      targetUser: user,
      before: { userId: user.userId, status: user.status, isAdmin: user.isAdmin },
      after: { status: 'DISABLED', deleted: true, sessionsEnded },
      ip: actor.ip,
      at: now,
    });
    return { _id: user.id };
  });
}
