import { type Answer, type Endpoint, type Input, pathOf } from '@common/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { RequestOptions } from './http';

/** How a call shows its failure: its own fallback text, or no toast at all (the screen shows it). */
export type CallOptions = Pick<RequestOptions, 'errorMessage' | 'silent' | 'signal'>;

/** The arguments after the endpoint: its input may be left out when it needs none. */
type CallArgs<E extends Endpoint> =
  object extends Input<E>
    ? [input?: Input<E>, options?: CallOptions]
    : [input: Input<E>, options?: CallOptions];

/**
 * Calls a shared endpoint definition (common/contract.ts) through the app's HTTP client (token, 401
 * policy, Hungarian error toasts): the request and the answer are typed by the definition alone.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Answer<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return api.request<Answer<E>>(pathOf(endpoint.path, params as Record<string, unknown>), {
    ...options,
    method: endpoint.method,
    query: query as RequestOptions['query'],
    body,
    file: endpoint.file,
  });
}

/**
 * The one query key factory: a GET's key is its filled-in path split at the slashes, then its query
 * (`['api', 'advisers', id, 'slots', { from }]`), so the same read shares one cache entry wherever it
 * is made, and `resourceKey('/api/advisers')` names every read under a resource for invalidation.
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: Input<E>) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  const key: unknown[] = resourceKey(pathOf(endpoint.path, params as Record<string, unknown>));
  if (query && Object.values(query).some((value) => value !== undefined)) key.push(query);
  return key;
}

/** The key prefix of every read under `path` (e.g. `/api/appointments`). */
export function resourceKey(path: string): unknown[] {
  return path.split('/').filter(Boolean);
}

/** TanStack Query options of a GET endpoint: its key and a call that the query can cancel. */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
  return queryOptions({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, ...([input, { ...options, signal }] as CallArgs<E>)),
  });
}
