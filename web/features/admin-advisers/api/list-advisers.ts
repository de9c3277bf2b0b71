import { adminAdvisersApi } from '@common/api/admin';
import { messages } from '@common/messages';
import { adminListHook } from '@web/components/admin-list-query';

/** GET /api/admin/advisers: one page of advisers, filtered by state, searched and sorted by the server. */
export const useAdvisersQuery = adminListHook(adminAdvisersApi.list, messages.advisers.loadFailed);
