/**
 * The page numbers of a paged answer (see pagedAnswer in common/api/paging.ts). One place for the rule
 * that an empty list still has one page, so every list reports totalPages the same way.
 */
export const pageInfo = (page: number, limit: number, totalCount: number) => ({
  page,
  totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  totalCount,
});
