import { ADVISER_SORTS, ADVISER_STATUSES, type AdminAdviserStatus } from '@common/api/admin';
import { isUuid } from '@common/ids';
import { oneOf, readTableParams, tableQuery, writeTableParams } from '@web/components/data-table-params';

export type AdviserSort = (typeof ADVISER_SORTS)[number];

export const ADVISERS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** The advisers screen's table state, kept in the URL (`?adviser=<id>` opens the details). */
export interface AdvisersListState {
  search: string;
  status: AdminAdviserStatus | null;
  sortBy: AdviserSort;
  sortOrder: 'asc' | 'desc';
  page: number;
  adviser: string | null;
}

const DEFAULTS = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

export function parseAdvisersState(params: URLSearchParams): AdvisersListState {
  const adviser = params.get('adviser');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(ADVISER_STATUSES, params.get('status')),
    ...readTableParams(params, ADVISER_SORTS, DEFAULTS),
    adviser: isUuid(adviser) ? adviser : null,
  };
}

export function advisersStateToParams(state: AdvisersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  writeTableParams(params, state, DEFAULTS);
  if (state.adviser) params.set('adviser', state.adviser);
  return params;
}

export interface AdvisersQuery {
  search?: string | undefined;
  status?: AdminAdviserStatus | undefined;
  sortBy: AdviserSort;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function advisersStateToQuery(state: AdvisersListState): AdvisersQuery {
  return {
    search: state.search || undefined,
    status: state.status ?? undefined,
    ...tableQuery(state, ADVISERS_PAGE_SIZE),
  };
}

export const STATUS_FILTER_LABELS: Record<AdminAdviserStatus, string> = {
  active: 'Aktív',
  inactive: 'Inaktív',
  activation_requested: 'Aktiválást kért',
  expired: 'Lejárt',
  billing_incomplete: 'Hiányos számlázási adatok',
};
