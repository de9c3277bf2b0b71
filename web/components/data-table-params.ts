import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from './data-table';

const SORT_ORDERS = ['asc', 'desc'] as const;
const MAX_PAGE = 10_000;

/** `value` when it is one of `values`, else null: a URL value the API would refuse is dropped. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** A list's order when its URL says none. */
export interface SortDefaults<Sort extends string> {
  sortBy: Sort;
  sortOrder: SortOrder;
}

/** The table's part of a list's URL (`sortBy`, `sortOrder`, `page`); a value the API would refuse gives the default. */
export function readTableParams<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
  defaults: SortDefaults<Sort>,
) {
  const page = Number(params.get('page') ?? '1');
  return {
    sortBy: oneOf(sorts, params.get('sortBy')) ?? defaults.sortBy,
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder')) ?? defaults.sortOrder,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Writes the table's part of a list's URL: only what differs from the defaults. */
export function writeTableParams<Sort extends string>(
  params: URLSearchParams,
  state: { sortBy: Sort; sortOrder: SortOrder; page: number },
  defaults: SortDefaults<Sort>,
) {
  if (state.sortBy !== defaults.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== defaults.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
}

/** The table's part of a list's API query: the order, the page and its size. */
export function tableQuery<Sort extends string>(
  state: { sortBy: Sort; sortOrder: SortOrder; page: number },
  limit: number,
) {
  return { sortBy: state.sortBy, sortOrder: state.sortOrder, page: state.page, limit };
}

/**
 * A list screen's state kept in the URL: `state` read with `parse`, and `update(patch)` writing it back
 * with `toParams`, on page 1 unless `keepPage` (opening a row's details keeps the page).
 */
export function useUrlListState<State extends { page: number }>(
  parse: (params: URLSearchParams) => State,
  toParams: (state: State) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [parse, params]);
  const update = (patch: Partial<State>, keepPage = false) =>
    setParams(toParams({ ...state, ...(keepPage ? {} : { page: 1 }), ...patch }));
  return { state, update };
}
