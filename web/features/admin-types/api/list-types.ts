import type { AdminType, AdminTypesQuery } from '@common/api/types';
import { type AdminListQuery, adminListHook } from '@web/components/admin-list-query';
import { adminTypesKeys } from './query-keys';

export type TypesQuery = AdminListQuery<AdminTypesQuery>;

/** GET /api/admin/types: every type (archived too) with usage counts, filtered, sorted and paged. */
export const useTypesQuery = adminListHook<AdminType, TypesQuery>(
  adminTypesKeys.list,
  '/api/admin/types',
  'Nem sikerült betölteni a tanácsadási típusokat.',
);
