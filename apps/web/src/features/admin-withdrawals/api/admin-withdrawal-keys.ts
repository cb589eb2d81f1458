/** Query keys of the admin withdrawal screens; a decision refreshes all of them. */
export const adminWithdrawalKeys = {
  all: ['admin-withdrawals'] as const,
  list: (query: object) => [...adminWithdrawalKeys.all, 'list', query] as const,
  reviews: () => [...adminWithdrawalKeys.all, 'review'] as const,
  review: (id: string) => [...adminWithdrawalKeys.reviews(), id] as const,
};
