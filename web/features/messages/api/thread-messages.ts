import type { ChatMessage } from '@common/api/conversations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { texts } from '../lib/texts';
import { messagesKeys } from './query-keys';

export const THREAD_PAGE_SIZE = 30;

export interface MessagesPage {
  success: true;
  /** Oldest first. */
  data: ChatMessage[];
  /** Pass as `before` for the page of older messages; null when there is none. */
  nextCursor: string | null;
}

/** GET /api/conversations/{id}/messages?before&limit. */
export function getMessages(conversationId: string, before: string | null, signal?: AbortSignal) {
  return api.request<MessagesPage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    query: { before, limit: THREAD_PAGE_SIZE },
    errorMessage: texts.threadFailed,
    signal,
  });
}

/** The newest page first; "Korábbi üzenetek" loads the next (older) one through the cursor. */
export function useThreadMessagesQuery(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While open, live messages keep the thread current; opening it again reads it afresh (what came
    // meanwhile is only on the server).
    staleTime: 0,
  });
}
