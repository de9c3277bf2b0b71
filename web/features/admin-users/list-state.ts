import { USER_SORTS, USER_STATUSES } from '@common/api/admin';
import { isUuid } from '@common/ids';
import { oneOf, readTableParams, tableQuery, writeTableParams } from '@web/components/data-table-params';

export type UserSort = (typeof USER_SORTS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type UserRole = 'admin' | 'tanacsado' | 'kerdezo';

export const USERS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/** The users screen's state, kept in the URL (back/forward, reload and shared links show the same). */
export interface UsersListState {
  search: string;
  role: UserRole | null;
  status: UserStatus | null;
  sortBy: UserSort;
  sortOrder: 'asc' | 'desc';
  page: number;
  /** The user whose details are open. */
  user: string | null;
}

const DEFAULTS = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** Anything the API would refuse is ignored rather than sent. */
export function parseUsersState(params: URLSearchParams): UsersListState {
  const user = params.get('user');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    role: oneOf(['admin', 'tanacsado', 'kerdezo'] as const, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    ...readTableParams(params, USER_SORTS, DEFAULTS),
    user: isUuid(user) ? user : null,
  };
}

/** Only what differs from the defaults, in a stable order. */
export function usersStateToParams(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.role) params.set('role', state.role);
  if (state.status) params.set('status', state.status);
  writeTableParams(params, state, DEFAULTS);
  if (state.user) params.set('user', state.user);
  return params;
}

export function usersStateToQuery(state: UsersListState) {
  return {
    search: state.search || undefined,
    role: state.role ?? undefined,
    status: state.status ?? undefined,
    ...tableQuery(state, USERS_PAGE_SIZE),
  };
}

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Aktív',
  disabled: 'Letiltva',
  unverified: 'Nem megerősített',
};
