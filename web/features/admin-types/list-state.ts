import { TYPE_SORTS, TYPE_STATUSES, type TypeSort, type TypeStatus } from '@common/api/types';
import type { TypesQuery } from './api/list-types';

export const TYPES_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** The types screen's table state, kept in the URL. */
export interface TypesListState {
  search: string;
  status: TypeStatus | null;
  sortBy: TypeSort;
  sortOrder: 'asc' | 'desc';
  page: number;
}

const DEFAULTS = { sortBy: 'name', sortOrder: 'asc' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseTypesState(params: URLSearchParams): TypesListState {
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(TYPE_STATUSES, params.get('status')),
    sortBy: oneOf(TYPE_SORTS, params.get('sortBy')) ?? DEFAULTS.sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder')) ?? DEFAULTS.sortOrder,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function typesStateToParams(state: TypesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  if (state.sortBy !== DEFAULTS.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== DEFAULTS.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function typesStateToQuery(state: TypesListState): TypesQuery {
  return {
    search: state.search || undefined,
    status: state.status ?? undefined,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    page: state.page,
    limit: TYPES_PAGE_SIZE,
  };
}

export const STATUS_LABELS: Record<TypeStatus, string> = {
  active: 'Aktív',
  archived: 'Archivált',
};
