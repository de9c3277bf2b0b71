import { type Conversation, conversationsApi } from '@common/api/conversations';
import type { Answer } from '@common/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@web/lib/endpoint';
import { texts } from '../lib/texts';
import { pagesKey } from './query-keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

export type ConversationsPage = Answer<typeof conversationsApi.list>;

/** Every loaded page of my conversations (invalidated on new messages and reads). */
export const conversationsKey = pagesKey(
  queryKeyOf(conversationsApi.list, { query: { limit: CONVERSATIONS_PAGE_SIZE } }),
);

/** GET /api/conversations?page&limit: mine, newest activity first, with unread counts. */
export function getConversations(page: number, signal?: AbortSignal) {
  return call(
    conversationsApi.list,
    { query: { page, limit: CONVERSATIONS_PAGE_SIZE } },
    { errorMessage: texts.listFailed, signal },
  );
}

export function useConversationsQuery() {
  return useInfiniteQuery({
    queryKey: conversationsKey,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** The loaded pages as one list; a conversation that moved up between two page loads appears once. */
export function flattenConversations(pages: readonly ConversationsPage[] | undefined): Conversation[] {
  const seen = new Set<string>();
  const list: Conversation[] = [];
  for (const page of pages ?? []) {
    for (const conversation of page.data ?? []) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      list.push(conversation);
    }
  }
  return list;
}
