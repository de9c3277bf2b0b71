import { USER_SORTS, USER_STATUSES } from '@common/api/admin';
import { ROLES } from '@common/constants';
import { searchListState } from '@web/components/data-table-params';

export type UserSort = (typeof USER_SORTS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type UserRole = (typeof ROLES)[number];

/** The users screen's state, kept in the URL (back/forward, reload and shared links show the same). */
export const usersList = searchListState({
  choices: { role: ROLES, status: USER_STATUSES },
  sorts: USER_SORTS,
  defaults: { sortBy: 'createdAt', sortOrder: 'desc' },
  /** The user whose details are open. */
  open: 'user',
});

export type UsersListState = ReturnType<typeof usersList.parse>;

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Aktív',
  disabled: 'Letiltva',
  unverified: 'Nem megerősített',
};
