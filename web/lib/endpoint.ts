import { type Answer, type Endpoint, type Input, pathOf } from '@common/contract';
import { messages } from '@common/messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { RequestOptions } from './http';
import { notifyError } from './notify';

/** How a call shows its failure: its own fallback text, or no toast at all (the screen shows it). */
export type CallOptions = Pick<RequestOptions, 'errorMessage' | 'silent' | 'signal'>;

/** The arguments after the endpoint: its input may be left out when it needs none. */
export type CallArgs<E extends Endpoint> =
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

/** `call` of an endpoint whose one input is a record's id in its path (`/api/waitlist/:id`). */
export function callById<E extends Endpoint>(endpoint: E, options: CallOptions) {
  return (id: string) => call(endpoint, ...([{ params: { id } }, options] as never));
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

/**
 * A definition loaded with its first call (a dynamic import), for the reads and actions of the public
 * pages: their bundle then holds neither zod nor the schemas (e2e/bundle-size.spec.ts). `path` is the
 * definition's own (its type checks that), so the keys are the ones `queryKeyOf` gives.
 */
export interface LazyEndpoint<E extends Endpoint> {
  path: E['path'];
  load: () => Promise<E>;
}

export function lazyEndpoint<E extends Endpoint>(load: () => Promise<E>, path: E['path']): LazyEndpoint<E> {
  return { path, load };
}

/** `call` of a lazily loaded definition; a failed load is shown as a network error (unless silent). */
export async function callLazy<E extends Endpoint>(
  endpoint: LazyEndpoint<E>,
  ...[input, options]: CallArgs<E>
): Promise<Answer<E>> {
  const definition = await endpoint.load().catch((error: unknown) => {
    if (!options?.silent) notifyError(messages.api.network);
    throw error;
  });
  return call(definition, ...([input, options] as CallArgs<E>));
}

/** `endpointQuery` of a lazily loaded definition: the same key, the definition loads with the read. */
export function lazyEndpointQuery<E extends Endpoint>(
  endpoint: LazyEndpoint<E>,
  ...[input, options]: CallArgs<E>
) {
  return queryOptions({
    // The key needs the path only.
    queryKey: queryKeyOf({ path: endpoint.path } as E, input),
    queryFn: ({ signal }) => callLazy(endpoint, ...([input, { ...options, signal }] as CallArgs<E>)),
  });
}
