import type { AdminAdviser } from '@common/api/admin';
import { messages } from '@common/messages';
import { useAdminListQuery } from '@web/components/admin-list-query';
import type { AdvisersQuery } from '../list-state';
import { adminAdvisersKeys } from './query-keys';

/** GET /api/admin/advisers: one page of advisers, filtered by state, searched and sorted by the server. */
export function useAdvisersQuery(query: AdvisersQuery) {
  return useAdminListQuery<AdminAdviser>(
    adminAdvisersKeys.list(query),
    '/api/admin/advisers',
    query,
    messages.advisers.loadFailed,
  );
}
