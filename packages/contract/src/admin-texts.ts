import { type ErrorCode, errorCatalogue, isErrorCode } from './errors';

/** Screen messages of admin section 8 (and its fixed screen texts), verbatim, grouped by screen. */
export const adminTexts = {
  guard: { verifying: 'Verifying admin access...' },
  dashboard: {
    fetchFailed: 'Failed to fetch dashboard statistics',
    loadFailed: 'Failed to load dashboard data',
    noRecentWithdrawals: 'No recent withdrawals',
    noRecentUsers: 'No recent users',
    /** The charts are ours (not in the spec): our own text in its style. */
    chartsFailed: 'Failed to load chart data',
  },
  users: {
    fetchFailed: 'Failed to fetch users',
    fetchError: 'An error occurred while fetching users',
    empty: 'No users found',
    notLinked: 'Not linked',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} users`,
  },
  statusUpdate: {
    failed: 'Failed to update user status',
    error: 'An error occurred while updating user status',
    success: (status: string) => `User status updated to ${status} successfully!`,
  },
  withdrawals: {
    fetchFailed: 'Failed to fetch withdrawals',
    fetchError: 'An error occurred while fetching withdrawals',
    empty: 'No withdrawals found',
    page: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  },
  rewards: {
    fetchFailed: 'Failed to fetch rewards',
    fetchError: 'An error occurred while fetching rewards',
    empty: 'No rewards found',
  },
  userDetail: {
    fetchFailed: 'Failed to fetch user details',
    fetchError: 'An error occurred while fetching user details',
    invalidId: 'Invalid user ID',
    loading: 'Loading user details...',
    noRewards: 'No rewards found',
    noWithdrawals: 'No withdrawals found',
  },
  /** Not in the spec (it shows no deletion screen): our own text in its style. */
  deleteUser: {
    failed: 'Failed to delete user',
    error: 'An error occurred while deleting the user',
  },
  /** The review screen is ours to design (DESIGN 3). */
  withdrawalReview: {
    accountNotActive: (status: string) =>
      `The member's account is ${status}, so this withdrawal cannot be approved. You can still reject it or block it.`,
    /** Four eyes (issue 15). */
    waitingForSecondApproval: (name: string) => `Approved by ${name}, waiting for a second administrator`,
  },
  passwordChange: {
    failed: 'Failed to change password',
    exception: 'Failed to change password. Please try again.',
    success: 'Password changed successfully!',
    changing: 'Changing...',
  },
  settings: {
    lastLoginUnknown: 'Not available',
  },
} as const;

/**
 * Codes whose catalogue text is written for an administrator (admin section 8's server codes and
 * the session and availability texts anyone may see). Every other code, a member's texts above
 * all ('User not found. Please check your email or register.'), gives way to the screen's own
 * section-8 text.
 */
const ADMIN_FACING_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_ALREADY_PROCESSED',
  'INSUFFICIENT_BALANCE_FOR_APPROVAL',
  'INVALID_STATUS',
  'LAST_ADMIN',
  'OWN_ACCOUNT_CHANGE',
  'USER_HAS_PENDING_WITHDRAWAL',
  'CYCLE_IN_PROGRESS',
  'CYCLE_ALREADY_IMPORTED',
  'CYCLE_PERIOD_OVERLAP',
  'CYCLE_PERIOD_NOT_ENDED',
  'REWARD_RATES_INVALID',
  'ADJUSTMENT_NOT_FOUND',
  'ADJUSTMENT_ALREADY_PROCESSED',
  'ADJUSTMENT_SECOND_APPROVAL_REQUIRED',
  'ADJUSTMENT_EXCEEDS_AVAILABLE',
  'OWN_BALANCE_ADJUSTMENT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);

/**
 * The text an admin screen shows for a failed call (admin section 8): the catalogue's text of an
 * admin-facing code, the screen's exception text when no answer came (NETWORK_ERROR), else the
 * screen's failure text.
 */
export const adminFailureText = (code: string, texts: { failed: string; exception: string }): string => {
  if (code === 'NETWORK_ERROR') return texts.exception;
  return isErrorCode(code) && ADMIN_FACING_CODES.has(code) ? errorCatalogue[code].text : texts.failed;
};
