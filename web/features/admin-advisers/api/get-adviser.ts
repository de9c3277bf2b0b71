import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { fullAdviserOf } from '@web/api/get-my-adviser';
import { call } from '@web/lib/endpoint';
import { useByIdQuery } from '@web/lib/query-hooks';
import { adminAdvisersKeys } from './query-keys';

/** GET /api/tanacsadok/{id}: the full adviser (billing data, requests), which admins may see. */
export async function getAdviser(id: string, signal?: AbortSignal) {
  const answer = await call(
    adviserApi.get,
    { params: { id } },
    { signal, errorMessage: messages.advisers.loadFailed },
  );
  return fullAdviserOf(answer);
}

export function useAdviserQuery(id: string | null) {
  return useByIdQuery(adminAdvisersKeys.detail(id ?? ''), id, getAdviser);
}
