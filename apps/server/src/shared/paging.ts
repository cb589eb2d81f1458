/** Offset and page count of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export const totalPagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The paging block of lists the spec does not describe (`pageInfoSchema`). */
export const pageInfo = (page: number, limit: number, total: number) => {
  const totalPages = totalPagesOf(total, limit);
  return {
    currentPage: page,
    totalPages,
    totalRecords: total,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
};
