import type { QueryKey } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';

/** An admin list's query on the client: every filter optional, the page and its size always sent. */
export type AdminListQuery<Query extends { page: number; limit: number }> = Partial<Query> &
  Pick<Query, 'page' | 'limit'>;

/**
 * One page of an admin list (`GET path?…query`): the server filters, sorts and pages; the previous page
 * stays on screen while the next one loads (see `usePagedListQuery`).
 */
export function useAdminListQuery<Row>(
  queryKey: QueryKey,
  path: string,
  query: object,
  errorMessage: string,
) {
  return usePagedListQuery(queryKey, (signal) =>
    api.request<ListPage<Row>>(path, { query: { ...query }, signal, errorMessage }),
  );
}
