import type { Adviser } from '@common/api/advisers';
import { api } from '@web/lib/api';

/** PATCH /api/tanacsadok/{id}/{action} (activate, deactivate, admin): the answer is the changed adviser. */
export function adviserRequest(id: string, action: 'activate' | 'deactivate', errorMessage: string) {
  return api.request<{ success: true; message: string; data: Adviser }>(
    `/api/tanacsadok/${encodeURIComponent(id)}/${action}`,
    { method: 'PATCH', errorMessage },
  );
}
