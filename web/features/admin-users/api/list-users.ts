import type { AdminUser } from '@common/api/admin';
import { api } from '@web/lib/api';
import { type ListPage, usePagedListQuery } from '@web/lib/query-hooks';
import { type UsersListState, usersStateToQuery } from '../list-state';
import { adminUsersKeys } from './query-keys';

export type UsersPage = ListPage<AdminUser>;

/** GET /api/admin/users: one page of users, searched, filtered and sorted by the server. */
export function listUsers(state: UsersListState, signal?: AbortSignal) {
  return api.request<UsersPage>('/api/admin/users', {
    query: usersStateToQuery(state),
    signal,
    errorMessage: 'Nem sikerült betölteni a felhasználókat.',
  });
}

/** The previous page stays on screen while the next one loads. */
export function useUsersQuery(state: UsersListState) {
  const query = usersStateToQuery(state);
  return usePagedListQuery(adminUsersKeys.list(query), (signal) => listUsers(state, signal));
}
