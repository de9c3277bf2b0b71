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

/**
 * The hook of one admin list, declared by what differs between lists: the cache key of a query, the
 * endpoint and the message shown when it fails.
 */
export function adminListHook<Row, Query extends object>(
  keyOf: (query: Query) => QueryKey,
  path: string,
  errorMessage: string,
) {
  return function useAdminList(query: Query) {
    return useAdminListQuery<Row>(keyOf(query), path, query, errorMessage);
  };
}
