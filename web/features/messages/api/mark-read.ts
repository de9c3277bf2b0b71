import { api } from '@web/lib/api';

/** POST /api/conversations/{id}/read: everything the other party sent so far counts as read. */
export async function markConversationRead(conversationId: string) {
  const answer = await api.request<{ success: true; readAt: string }>(
    `/api/conversations/${encodeURIComponent(conversationId)}/read`,
    // Failing to mark as read costs nothing visible: the thread stays usable, so no toast.
    { method: 'POST', silent: true },
  );
  return answer.readAt;
}
