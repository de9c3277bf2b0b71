/** TanStack Query keys of the admin's users screen. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  list: (query: object) => ['admin-users', 'list', query] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};
