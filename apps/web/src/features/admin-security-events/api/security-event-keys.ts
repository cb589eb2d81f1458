/** Query keys of the security events (read only: nothing in the web app changes them). */
export const securityEventKeys = {
  all: ['admin-security-events'] as const,
  list: (query: object) => [...securityEventKeys.all, 'list', query] as const,
};
