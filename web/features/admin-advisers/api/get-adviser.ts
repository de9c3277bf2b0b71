import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useByIdQuery } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** GET /api/tanacsadok/{id}: the full adviser (billing data, requests), which admins may see. */
export async function getAdviser(id: string, signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: Adviser }>(
    `/api/tanacsadok/${encodeURIComponent(id)}`,
    {
      signal,
      errorMessage: messages.advisers.loadFailed,
    },
  );
  return answer.data;
}

export function useAdviserQuery(id: string | null) {
  return useByIdQuery(adminAdvisersKeys.detail(id ?? ''), id, getAdviser);
}
