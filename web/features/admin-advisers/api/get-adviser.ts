import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
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
  return useQuery({
    queryKey: adminAdvisersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getAdviser(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}
