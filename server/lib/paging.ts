/**
 * The page numbers of a paged answer (see pagedAnswer in common/api/paging.ts). One place for the rule
 * that an empty list still has one page, so every list reports totalPages the same way.
 */
export const pageInfo = (page: number, limit: number, totalCount: number) => ({
  page,
  totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  totalCount,
});

/**
 * The body of a paged answer: one page of a list as a service found it (`rows` in order, `totalCount` of
 * all), each row as its presenter shows it, and the page numbers of `query`.
 */
export function presentPage<Row, Item>(
  query: { page: number; limit: number },
  found: { rows: Row[]; totalCount: number },
  present: (row: Row) => Item,
) {
  return {
    success: true as const,
    data: found.rows.map((row) => present(row)),
    ...pageInfo(query.page, query.limit, found.totalCount),
  };
}
