/** Query keys of the rewards list. */
export const adminRewardKeys = {
  all: ['admin-rewards'] as const,
  list: (query: object) => [...adminRewardKeys.all, 'list', query] as const,
};
