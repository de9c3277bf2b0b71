import type { Conversation } from '@common/api/conversations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { texts } from '../lib/texts';
import { messagesKeys } from './query-keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

export interface ConversationsPage {
  success: true;
  data: Conversation[];
  page: number;
  totalPages: number;
  totalCount: number;
}

/** GET /api/conversations?page&limit: mine, newest activity first, with unread counts. */
export function getConversations(page: number, signal?: AbortSignal) {
  return api.request<ConversationsPage>('/api/conversations', {
    query: { page, limit: CONVERSATIONS_PAGE_SIZE },
    errorMessage: texts.listFailed,
    signal,
  });
}

export function useConversationsQuery() {
  return useInfiniteQuery({
    queryKey: messagesKeys.conversations,
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
