import type { AdminAdviser } from '@common/api/admin';
import { messages } from '@common/messages';
import { adminListHook } from '@web/components/admin-list-query';
import type { AdvisersQuery } from '../list-state';
import { adminAdvisersKeys } from './query-keys';

/** GET /api/admin/advisers: one page of advisers, filtered by state, searched and sorted by the server. */
export const useAdvisersQuery = adminListHook<AdminAdviser, AdvisersQuery>(
  adminAdvisersKeys.list,
  '/api/admin/advisers',
  messages.advisers.loadFailed,
);
