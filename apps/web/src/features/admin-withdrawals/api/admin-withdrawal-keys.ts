/** Query keys of the admin withdrawal screens; a decision refreshes all of them. */
export const adminWithdrawalKeys = {
  all: ['admin-withdrawals'] as const,
  list: (query: object) => ['admin-withdrawals', 'list', query] as const,
  review: (id: string) => ['admin-withdrawals', 'review', id] as const,
};
