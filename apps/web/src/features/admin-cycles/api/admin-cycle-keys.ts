/** Query keys of the distribution cycles screen. */
export const adminCycleKeys = {
  all: ['admin-cycles'] as const,
  lists: () => [...adminCycleKeys.all, 'list'] as const,
  /** `selectedStatus`: the list is read again when the followed cycle changes state. */
  list: (page: number, selectedStatus: string | undefined) =>
    [...adminCycleKeys.lists(), { page, selectedStatus }] as const,
  cycle: (id: string | null) => [...adminCycleKeys.all, 'cycle', id] as const,
};
