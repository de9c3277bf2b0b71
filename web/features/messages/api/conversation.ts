import type { Conversation } from '@common/api/conversations';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { texts } from '../lib/texts';
import { type ConversationsPage, flattenConversations } from './conversations';
import { messagesKeys } from './query-keys';

/** A missing conversation, or one of other people (the page says "not found" instead of a toast). */
export function isConversationNotFound(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);
}

/** GET /api/conversations/{id}. */
export async function getConversation(id: string, signal?: AbortSignal) {
  try {
    const answer = await api.request<{ success: true; data: Conversation }>(
      `/api/conversations/${encodeURIComponent(id)}`,
      { errorMessage: texts.conversationFailed, signal, silent: true },
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && !isConversationNotFound(error) && error.status !== 401) {
      notifyError(error.message);
    }
    throw error;
  }
}

/** The conversation; the list's copy is shown while the fresh one loads. */
export function useConversationQuery(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Conversation>({
    queryKey: messagesKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    placeholderData: (): Conversation | undefined =>
      flattenConversations(
        queryClient.getQueryData<InfiniteData<ConversationsPage>>(messagesKeys.conversations)?.pages,
      ).find((c) => c.id === id),
    retry: false,
  });
}
