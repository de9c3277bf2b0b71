import type { AdminType } from '@common/api/types';
import { api } from '@web/lib/api';

/** POST /api/tipusok/{id}/{action} (archive, unarchive): the answer is the changed type; the screen shows the error. */
export function typeRequest(id: string, action: 'archive' | 'unarchive') {
  return api.request<{ success: true; message: string; data: AdminType }>(
    `/api/tipusok/${encodeURIComponent(id)}/${action}`,
    { method: 'POST', silent: true },
  );
}
