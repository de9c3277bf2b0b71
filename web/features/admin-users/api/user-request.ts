import { api } from '@web/lib/api';
import type { AdminUserDetail } from './get-user';

/** The answer of an action that changes the user: the fresh user. */
export type UserChanged = { success: true; message: string; data: AdminUserDetail };

/** A call on one user's admin address, `/api/admin/users/{id}/{action}`, with its Hungarian error. */
export function userRequest<
  Answer extends { success: true; message: string } = { success: true; message: string },
>(id: string, action: string, method: 'POST' | 'PATCH', errorMessage: string, body?: object) {
  return api.request<Answer>(`/api/admin/users/${encodeURIComponent(id)}/${action}`, {
    method,
    body,
    errorMessage,
  });
}
