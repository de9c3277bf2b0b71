import type { Answer, Endpoint } from '@common/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, type CallOptions, endpointQuery } from './endpoint';

/**
 * A screen's data. A failure is not tried again: the client has already toasted (or the call is silent)
 * and the screen offers "Újrapróbálás".
 */
export function useScreenQuery<T>(queryKey: QueryKey, fetchData: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchData(signal), retry: false });
}

/** The `data` of a GET endpoint's `{ data }` answer, as a screen reads it (not tried again, as above). */
export function useEndpointData<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  return useQuery({
    ...endpointQuery(endpoint, ...args),
    select: (answer) => (answer as { data: DataOf<E> }).data,
    retry: false,
  });
}

type DataOf<E extends Endpoint> = Answer<E> extends { data: infer Data } ? Data : never;

/**
 * The data of one id (a record in a drawer, an adviser's time off), loaded while `id` is set; a failure
 * is not tried again, as with `useScreenQuery`.
 */
export function useByIdQuery<T>(
  queryKey: QueryKey,
  id: string | null,
  fetchRecord: (id: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRecord(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** A GET of one record by the id in its path (`/api/admin/users/:id`), loaded while `id` is set. */
export function useEndpointById<E extends Endpoint>(endpoint: E, id: string | null, options: CallOptions) {
  return useQuery({
    ...endpointQuery(endpoint, ...([{ params: { id: id ?? '' } }, options] as never)),
    enabled: Boolean(id),
    retry: false,
  });
}

/** A change whose answer is the new state of `queryKey` (`toCached` picks it): stored, not read again. */
export function useCachingMutation<TAnswer, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  queryKey: QueryKey,
  toCached: (answer: TAnswer) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData(queryKey, toCached(answer)),
  });
}

/**
 * A change after whose success every query under each of `keys` is out of date: the shown ones load
 * again, and `mutateAsync` resolves once they have. `evenOnError`: after a failure too (the thing may
 * have been gone already, a 404: either way the list is read again).
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  { evenOnError = false }: { evenOnError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(evenOnError ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}
