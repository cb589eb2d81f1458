/** The paging fields of the network's lists (`referralPaginationSchema`). */
export function pageInfo(page: number, limit: number, totalRecords: number) {
  const totalPages = Math.ceil(totalRecords / limit);
  return {
    currentPage: page,
    totalPages,
    totalRecords,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}
