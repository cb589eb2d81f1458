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
    language: user.language,
  };
}
