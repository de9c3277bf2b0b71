import { TYPE_SORTS, TYPE_STATUSES, type TypeSort, type TypeStatus } from '@common/api/types';
import { oneOf, readTableParams, tableQuery, writeTableParams } from '@web/components/data-table-params';
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

export function parseTypesState(params: URLSearchParams): TypesListState {
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(TYPE_STATUSES, params.get('status')),
    ...readTableParams(params, TYPE_SORTS, DEFAULTS),
  };
}

export function typesStateToParams(state: TypesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  writeTableParams(params, state, DEFAULTS);
  return params;
}

export function typesStateToQuery(state: TypesListState): TypesQuery {
  return {
    search: state.search || undefined,
    status: state.status ?? undefined,
    ...tableQuery(state, TYPES_PAGE_SIZE),
  };
}

export const STATUS_LABELS: Record<TypeStatus, string> = {
  active: 'Aktív',
  archived: 'Archivált',
};
