import { type Conversation, conversationsApi } from '@common/api/conversations';
import type { Answer } from '@common/contract';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { texts } from '../lib/texts';
import { type ConversationsPage, conversationsKey, flattenConversations } from './conversations';

type ConversationAnswer = Answer<typeof conversationsApi.get>;

/** A missing conversation, or one of other people (the page says "not found" instead of a toast). */
export function isConversationNotFound(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400);
}

/** GET /api/conversations/{id}. */
export async function getConversation(id: string, signal?: AbortSignal) {
  try {
    return await call(
      conversationsApi.get,
      { params: { id } },
      { errorMessage: texts.conversationFailed, signal, silent: true },
    );
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
  return useQuery<ConversationAnswer, Error, Conversation>({
    queryKey: queryKeyOf(conversationsApi.get, { params: { id } }),
    queryFn: ({ signal }) => getConversation(id, signal),
    select: (answer) => answer.data,
    placeholderData: () => {
      const listed = flattenConversations(
        queryClient.getQueryData<InfiniteData<ConversationsPage>>(conversationsKey)?.pages,
      ).find((c) => c.id === id);
      return listed && { success: true as const, data: listed };
    },
    retry: false,
  });
}
