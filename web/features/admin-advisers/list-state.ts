import { ADVISER_SORTS, ADVISER_STATUSES, type AdminAdviserStatus } from '@common/api/admin';
import { isUuid } from '@common/ids';

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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseAdvisersState(params: URLSearchParams): AdvisersListState {
  const page = Number(params.get('page') ?? '1');
  const adviser = params.get('adviser');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf(ADVISER_STATUSES, params.get('status')),
    sortBy: oneOf(ADVISER_SORTS, params.get('sortBy')) ?? DEFAULTS.sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder')) ?? DEFAULTS.sortOrder,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    adviser: isUuid(adviser) ? adviser : null,
  };
}

export function advisersStateToParams(state: AdvisersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  if (state.sortBy !== DEFAULTS.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== DEFAULTS.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.page > 1) params.set('page', String(state.page));
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
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    page: state.page,
    limit: ADVISERS_PAGE_SIZE,
  };
}

export const STATUS_FILTER_LABELS: Record<AdminAdviserStatus, string> = {
  active: 'Aktív',
  inactive: 'Inaktív',
  activation_requested: 'Aktiválást kért',
  expired: 'Lejárt',
  billing_incomplete: 'Hiányos számlázási adatok',
};
