import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useAuthStore } from './auth-store';
import { useLiveEvent } from './live-events';

/** TanStack Query key of the unread message count (shared by the navigation and the messages screen). */
export const unreadCountKey = ['conversations', 'unread-count'] as const;

/** Without a live connection the count is still refreshed now and then. */
const POLL_MS = 60_000;

/** GET /api/conversations/unread-count: unread messages of the signed-in user, over all conversations. */
export async function fetchUnreadCount(signal?: AbortSignal) {
  const answer = await api.request<{ success: true; count: number }>('/api/conversations/unread-count', {
    signal,
    // A badge is not worth a red toast; it simply stays as it was.
    silent: true,
  });
  return typeof answer?.count === 'number' ? answer.count : 0;
}

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
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
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
