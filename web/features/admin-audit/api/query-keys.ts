/** TanStack Query keys of the admin's "Változásnapló" screen. */
export const adminAuditKeys = {
  all: ['admin-audit'] as const,
  list: (query: object) => ['admin-audit', 'list', query] as const,
  actors: ['admin-audit', 'actors'] as const,
};
