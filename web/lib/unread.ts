import { conversationsApi } from '@common/api/conversations';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { endpointQuery, queryKeyOf } from './endpoint';
import { useLiveEvent } from './live-events';

/** TanStack Query key of the unread message count (shared by the navigation and the messages screen). */
export const unreadCountKey = queryKeyOf(conversationsApi.unreadCount);

/** Without a live connection the count is still refreshed now and then. */
const POLL_MS = 60_000;

export function invalidateUnreadCount(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: unreadCountKey });
}

/**
 * The unread count, refetched when a chat message arrives, when the user reads a conversation (on any
 * of their devices) and after a reconnection.
 */
export function useUnreadCount() {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const queryClient = useQueryClient();
  const query = useQuery({
    // GET /api/conversations/unread-count: unread messages of the signed-in user, over all conversations.
    // A badge is not worth a red toast; it simply stays as it was.
    ...endpointQuery(conversationsApi.unreadCount, {}, { silent: true }),
    select: (answer) => answer.count,
    enabled: Boolean(token && user),
    staleTime: 10_000,
    refetchInterval: POLL_MS,
    retry: false,
  });
  useLiveEvent('chat:message', () => void invalidateUnreadCount(queryClient));
  useLiveEvent('chat:read', (detail) => {
    if (detail.readerId === user?.id) void invalidateUnreadCount(queryClient);
  });
  useLiveEvent('socket:reconnected', () => void invalidateUnreadCount(queryClient));
  useLiveEvent('live:missed', () => void invalidateUnreadCount(queryClient));
  return query.data ?? 0;
}
