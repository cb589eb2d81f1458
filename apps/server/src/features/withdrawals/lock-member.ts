import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { users } from '../users/users.tables';

const memberColumns = {
  id: users.id,
  userId: users.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  passwordChangedAt: users.passwordChangedAt,
  securityChangedAt: users.securityChangedAt,
  bingxUid: users.bingxUid,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  language: users.language,
};

export type MemberForWithdrawal = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/** The member behind a withdrawal call, read inside its transaction; only ACTIVE accounts go on. */
export async function readActiveMember(tx: Tx, userId: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isAdmin, false)));
  // NO KEY UPDATE serialises this member's code requests without blocking rows that reference it.
  const [member] = options.lock ? await query.for('no key update') : await query;
  if (!member || member.status !== 'ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  return member as MemberForWithdrawal;
}

/** Locks the member's row for the rest of the transaction and reads it. */
export const lockMember = (tx: Tx, userId: string) => readActiveMember(tx, userId, { lock: true });

/**
 * Withdrawals are for members who finished onboarding (a running paid subscription and a linked
 * exchange UID), whatever the client shows: ONBOARDING_REQUIRED otherwise (issue 20).
 */
export function assertOnboardingDone(member: MemberForWithdrawal, now: Date): void {
  const paid = member.subscriptionExpiresAt !== null && member.subscriptionExpiresAt > now;
  if (!paid || !member.bingxUid) throw new AppError('ONBOARDING_REQUIRED');
}
