/** TanStack Query keys of the admin's types screen. */
export const adminTypesKeys = {
  all: ['admin-types'] as const,
  list: (query: object) => ['admin-types', 'list', query] as const,
};
