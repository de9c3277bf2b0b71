import type { Endpoint, Input } from '@common/contract';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { endpointQuery } from '@web/lib/endpoint';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';

/** An admin list's query on the client: every filter optional, the page and its size always sent. */
export type AdminListQuery<Query extends { page: number; limit: number }> = Partial<Query> &
  Pick<Query, 'page' | 'limit'>;

/**
 * One page of an admin list (`GET path?…query`) not yet defined in common/api (GET /api/admin/payments):
 * the server filters, sorts and pages; the previous page stays on screen while the next one loads.
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
 * The hook of one admin list, declared by its endpoint and the message shown when it fails: one page
 * (the server filters, sorts and pages), the previous page on screen while the next one loads, and a
 * failure not tried again (the client has toasted; the screen offers "Újrapróbálás").
 */
export function adminListHook<E extends Endpoint>(endpoint: E, errorMessage: string) {
  return function useAdminList(query: NonNullable<Input<E>['query']>) {
    return useQuery({
      ...endpointQuery(endpoint, ...([{ query }, { errorMessage }] as never)),
      placeholderData: keepPreviousData,
      retry: false,
    });
  };
}
