import { conversationsApi } from '@common/api/conversations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@web/lib/endpoint';
import { texts } from '../lib/texts';
import { pagesKey } from './query-keys';

export const THREAD_PAGE_SIZE = 30;

/** GET /api/conversations/{id}/messages?before&limit: a page of messages (oldest first) and the cursor. */
export function getMessages(conversationId: string, before: string | null, signal?: AbortSignal) {
  return call(
    conversationsApi.messages,
    { params: { id: conversationId }, query: { before: before ?? undefined, limit: THREAD_PAGE_SIZE } },
    { errorMessage: texts.threadFailed, signal },
  );
}

/** The newest page first; "Korábbi üzenetek" loads the next (older) one through the cursor. */
export function useThreadMessagesQuery(conversationId: string) {
  return useInfiniteQuery({
    queryKey: pagesKey(
      queryKeyOf(conversationsApi.messages, {
        params: { id: conversationId },
        query: { limit: THREAD_PAGE_SIZE },
      }),
    ),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While open, live messages keep the thread current; opening it again reads it afresh (what came
    // meanwhile is only on the server).
    staleTime: 0,
  });
}
