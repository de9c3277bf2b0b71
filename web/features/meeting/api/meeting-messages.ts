import { conversationsApi } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

export const MEETING_CHAT_LIMIT = 30;
const MESSAGES_FAILED = 'Hiba történt az üzenetek betöltésekor';

/** GET /api/conversations/{id}/messages?limit=30: the latest messages, oldest first. */
export function useMeetingMessagesQuery(conversationId: string | undefined, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      conversationsApi.messages,
      { params: { id: conversationId ?? '' }, query: { limit: MEETING_CHAT_LIMIT } },
      { silent: true, errorMessage: MESSAGES_FAILED },
    ),
    select: (answer) => answer.data ?? [],
    enabled: Boolean(conversationId) && enabled,
    // New messages arrive over the socket; the history is loaded once per visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
