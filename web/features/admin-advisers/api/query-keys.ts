/** TanStack Query keys of the admin's advisers screen. */
export const adminAdvisersKeys = {
  all: ['admin-advisers'] as const,
  list: (query: object) => ['admin-advisers', 'list', query] as const,
  detail: (id: string) => ['admin-advisers', 'detail', id] as const,
};
