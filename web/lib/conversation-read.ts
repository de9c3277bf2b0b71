import { conversationsApi } from '@common/api/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { call } from './endpoint';
import { invalidateUnreadCount } from './unread';

/** POST /api/conversations/{id}/read: everything the other party sent so far counts as read. */
export async function markConversationRead(conversationId: string) {
  // Failing to mark as read costs nothing visible: the thread stays usable, so no toast.
  const answer = await call(conversationsApi.read, { params: { id: conversationId } }, { silent: true });
  return answer.readAt;
}

/**
 * The one way a screen that shows a conversation's messages (the messages screen, the call's chat)
 * marks them read: `markRead()` after showing them. Only while the tab is visible (a hidden tab reads
 * when it is shown again); calls during a running one are coalesced into one more. After each read the
 * unread count is refetched and `onRead` runs (e.g. to clear a list's badge).
 */
export function useConversationReader(conversationId: string | undefined, onRead?: () => void) {
  const queryClient = useQueryClient();
  const reading = useRef(false);
  const readAgain = useRef(false);
  const afterRead = useRef(onRead);
  useEffect(() => {
    afterRead.current = onRead;
  }, [onRead]);

  const markRead = useCallback(async () => {
    if (!conversationId) return;
    if (document.visibilityState !== 'visible' || reading.current) {
      readAgain.current = true;
      return;
    }
    reading.current = true;
    readAgain.current = false;
    try {
      await markConversationRead(conversationId);
      afterRead.current?.();
      void invalidateUnreadCount(queryClient);
    } catch {
      // Not marked: the badge stays; the next message or opening tries again.
    } finally {
      reading.current = false;
      if (readAgain.current && document.visibilityState === 'visible') void markRead();
    }
  }, [conversationId, queryClient]);

  // A message that arrived while the tab was hidden is read when the user comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readAgain.current) void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  return markRead;
}
