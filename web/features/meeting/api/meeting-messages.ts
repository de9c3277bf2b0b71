import type { ChatMessage } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { meetingKeys } from './query-keys';

export const MEETING_CHAT_LIMIT = 30;
const MESSAGES_FAILED = 'Hiba történt az üzenetek betöltésekor';

/** GET /api/conversations/{id}/messages?limit=30: the latest messages, oldest first. */
export async function getMeetingMessages(conversationId: string, signal?: AbortSignal) {
  const answer = await api.request<{ success: true; data: ChatMessage[]; nextCursor: string | null }>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    { query: { limit: MEETING_CHAT_LIMIT }, signal, silent: true, errorMessage: MESSAGES_FAILED },
  );
  return answer.data ?? [];
}

export function useMeetingMessagesQuery(conversationId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.messages(conversationId ?? ''),
    queryFn: ({ signal }) => getMeetingMessages(conversationId as string, signal),
    enabled: Boolean(conversationId) && enabled,
    // New messages arrive over the socket; the history is loaded once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
