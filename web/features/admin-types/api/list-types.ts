import { type AdminTypesQuery, typesApi } from '@common/api/types';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';

export type TypesQuery = AdminListQuery<AdminTypesQuery>;

/** GET /api/admin/types: every type (archived too) with usage counts, filtered, sorted and paged. */
export const useTypesQuery = adminListHook(
  typesApi.adminList,
  'Nem sikerült betölteni a tanácsadási típusokat.',
);
