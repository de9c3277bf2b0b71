import type { Endpoint, Input } from '@common/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** An admin list's query on the client: every filter optional, the page and its size always sent. */
export type AdminListQuery<Query extends { page: number; limit: number }> = Partial<Query> &
  Pick<Query, 'page' | 'limit'>;

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
