import { isUuid } from '@common/ids';
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

/** The admin lists' search text is cut at the API's limit; a page shows `LIST_PAGE_SIZE` rows. */
export const SEARCH_MAX_LENGTH = 100;
export const LIST_PAGE_SIZE = 20;

/**
 * The URL state of an admin list searched by text, filtered by choices (each under its own name in the
 * URL and the API query), sorted and paged, with at most one record open (`?<open>=<uuid>`).
 */
export type SearchListState<
  Choices extends Record<string, readonly string[]>,
  Sort extends string,
  Open extends string,
> = { search: string } & { -readonly [Key in keyof Choices]: Choices[Key][number] | null } & {
  sortBy: Sort;
  sortOrder: SortOrder;
  page: number;
} & { [Key in Open]: string | null };

/**
 * `parse`, `toParams` and `toQuery` of a {@link SearchListState}, from its description. The URL keeps only
 * what differs from the defaults, in a stable order; anything the API would refuse is ignored rather than
 * sent.
 */
export function searchListState<
  const Choices extends Record<string, readonly string[]>,
  Sort extends string,
  Open extends string = never,
>(spec: {
  choices: Choices;
  sorts: readonly Sort[];
  defaults: SortDefaults<Sort>;
  searchMaxLength?: number;
  pageSize?: number;
  /** The URL name of the open record's id. */
  open?: Open;
}) {
  type State = SearchListState<Choices, Sort, Open>;
  const { searchMaxLength = SEARCH_MAX_LENGTH, pageSize = LIST_PAGE_SIZE } = spec;
  const choiceKeys = Object.keys(spec.choices) as (keyof Choices & string)[];
  const parse = (params: URLSearchParams): State => {
    const state: Record<string, unknown> = {
      search: (params.get('search') ?? '').trim().slice(0, searchMaxLength),
    };
    for (const key of choiceKeys) state[key] = oneOf(spec.choices[key] ?? [], params.get(key));
    Object.assign(state, readTableParams(params, spec.sorts, spec.defaults));
    if (spec.open) {
      const id = params.get(spec.open);
      state[spec.open] = isUuid(id) ? id : null;
    }
    return state as State;
  };
  const toParams = (state: State): URLSearchParams => {
    const params = new URLSearchParams();
    const values = state as Record<string, string | null>;
    const set = (key: string) => {
      const value = values[key];
      if (value) params.set(key, value);
    };
    for (const key of ['search', ...choiceKeys]) set(key);
    writeTableParams(params, state, spec.defaults);
    if (spec.open) set(spec.open);
    return params;
  };
  const toQuery = (state: State) => {
    const values = state as Record<string, string | null>;
    const choices = Object.fromEntries(choiceKeys.map((key) => [key, values[key] ?? undefined]));
    return {
      search: state.search || undefined,
      ...(choices as { [Key in keyof Choices]?: Choices[Key][number] }),
      ...tableQuery(state, pageSize),
    };
  };
  return { parse, toParams, toQuery };
}
