import { resourceKey } from '@web/lib/endpoint';

/** TanStack Query keys of the admin's advisers screen. */
export const adminAdvisersKeys = {
  /** The reads of /api/tanacsadok/{id} the drawer shows. */
  all: ['admin-advisers'] as const,
  detail: (id: string) => ['admin-advisers', 'detail', id] as const,
};

/** The admin's adviser lists (GET /api/admin/advisers: the table and the activation queue). */
export const adminAdviserListKey = resourceKey('/api/admin/advisers');

/**
 * What a change to an adviser makes stale: the lists, the drawer's adviser and its "Előzmények" (the
 * history of the adviser's account, GET /api/admin/users/{id}/audit).
 */
export const adviserChangedKeys = [
  adminAdviserListKey,
  adminAdvisersKeys.all,
  resourceKey('/api/admin/users'),
];
