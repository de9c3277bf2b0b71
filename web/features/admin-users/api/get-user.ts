import type { AdminUser } from '@common/api/admin';
import { api } from '@web/lib/api';
import { useByIdQuery } from '@web/lib/query-hooks';
import { adminUsersKeys } from './query-keys';

export type AdminUserDetail = AdminUser & { stats: { appointments: number; liveSessions: number } };

/** GET /api/admin/users/{id}: the user with their booking count and live sessions. */
export async function getUser(id: string, signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: AdminUserDetail }>(
    `/api/admin/users/${encodeURIComponent(id)}`,
    { signal, errorMessage: 'Nem sikerült betölteni a felhasználót.' },
  );
  return answer.data;
}

export function useUserQuery(id: string | null) {
  return useByIdQuery(adminUsersKeys.detail(id ?? ''), id, getUser);
}
