/** Query keys of the audit log; every admin action adds an entry, so each one refreshes `all`. */
export const adminAuditKeys = {
  all: ['admin-audit'] as const,
  list: (query: object) => [...adminAuditKeys.all, 'list', query] as const,
};
