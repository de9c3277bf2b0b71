import { adminApi } from '@common/api/admin';
import { adminListHook } from '@web/components/admin-list-query';
import { type UsersListState, usersList } from '../list-state';

const useUsersPage = adminListHook(adminApi.users, 'Nem sikerült betölteni a felhasználókat.');

/** GET /api/admin/users: one page of users, searched, filtered and sorted by the server. */
export function useUsersQuery(state: UsersListState) {
  return useUsersPage(usersList.toQuery(state));
}
