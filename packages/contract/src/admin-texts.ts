/** Screen messages of admin section 8 (and its fixed screen texts), verbatim, grouped by screen. */
export const adminTexts = {
  guard: { verifying: 'Verifying admin access...' },
  dashboard: {
    fetchFailed: 'Failed to fetch dashboard statistics',
    loadFailed: 'Failed to load dashboard data',
    noRecentWithdrawals: 'No recent withdrawals',
    noRecentUsers: 'No recent users',
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
