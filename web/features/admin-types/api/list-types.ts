import type { AdminType, AdminTypesQuery } from '@common/api/types';
import { type AdminListQuery, useAdminListQuery } from '@web/components/admin-list-query';
import { adminTypesKeys } from './query-keys';

export type TypesQuery = AdminListQuery<AdminTypesQuery>;

/** GET /api/admin/types: every type (archived too) with usage counts, filtered, sorted and paged. */
export function useTypesQuery(query: TypesQuery) {
  return useAdminListQuery<AdminType>(
    adminTypesKeys.list(query),
    '/api/admin/types',
    query,
    'Nem sikerült betölteni a tanácsadási típusokat.',
  );
}
