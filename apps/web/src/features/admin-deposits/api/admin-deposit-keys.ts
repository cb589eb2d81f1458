/** Query keys of the admin deposit screens; a recorded refund refreshes all of them. */
export const adminDepositKeys = {
  all: ['admin-deposits'] as const,
  list: (query: object) => [...adminDepositKeys.all, 'list', query] as const,
  address: (id: string, page: number) => [...adminDepositKeys.all, 'address', id, page] as const,
};
