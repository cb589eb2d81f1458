/** Query keys of the users list and the user detail screen. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: object) => [...adminUserKeys.all, 'list', query] as const,
  detail: (id: string, query: object) => [...adminUserKeys.all, 'detail', id, query] as const,
  /** A member's ledger adjustments (issue 15). */
  adjustments: (id: string) => [...adminUserKeys.all, 'adjustments', id] as const,
};
