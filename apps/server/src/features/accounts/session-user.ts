import { DEFAULT_LANGUAGE } from '@app/contract';
import type { UserRow } from '../users/users.tables';

/**
 * The signed-in account as the spec's session User (member section 3). The subscription counts
 * as paid while its period runs.
 */
export function toSessionUser(user: UserRow, now: Date) {
  const paid = user.subscriptionExpiresAt !== null && user.subscriptionExpiresAt > now;
  return {
    _id: user.id,
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.isAdmin,
    referralCode: user.referralCode,
    bingXUID: user.bingxUid,
    status: user.status,
    walletAddress: user.walletAddress,
    subscriptionFee: { paid, timestamp: paid ? user.subscriptionPaidAt : null },
    lastLogin: user.lastLoginAt,
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    // Not in the spec (issue 17): only another language than English, the default, adds the
    // field, so an English account's answer is exactly the spec's.
    ...(user.language !== DEFAULT_LANGUAGE ? { language: user.language } : {}),
  };
}
