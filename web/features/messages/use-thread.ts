import type { ChatAttachment, ChatMessage, Conversation } from '@common/api/conversations';
import type { PresenceStatus } from '@common/socket';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useConversationReader } from '@web/lib/conversation-read';
import { useLiveEvent } from '@web/lib/live-events';
import { socketClient, useSocketState } from '@web/lib/socket';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ConversationsPage, conversationsKey } from './api/conversations';
import { sendMessage } from './api/send-message';
import { useThreadMessagesQuery } from './api/thread-messages';
import { newClientMessageId } from './lib/client-message-id';
import { mergeMessages, type PendingMessage, type ThreadMessage } from './lib/merge-messages';

/** The other party's "typing" fades out if no update comes (a lost stop event must not stick). */
const TYPING_TTL_MS = 6000;

/** After reading: this conversation's badge in the list goes (the unread count is refetched anyway). */
function clearUnread(queryClient: ReturnType<typeof useQueryClient>, conversationId: string) {
  queryClient.setQueryData<InfiniteData<ConversationsPage>>(conversationsKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
          })),
        }
      : data,
  );
}

/**
 * The state of one open thread: history pages + live messages + optimistic ones (merged, each once),
 * the room membership, read marks both ways, the other party's typing and presence, and sending with
 * a clientMessageId (socket first, REST when the socket fails).
 */
export function useThread(conversation: Conversation, myUserId: string) {
  const queryClient = useQueryClient();
  const { id: conversationId, roomId } = conversation;
  const history = useThreadMessagesQuery(conversationId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [peerReadAt, setPeerReadAt] = useState<string | null>(null);
  const [peerTyping, setPeerTyping] = useState(false);
  const [presence, setPresence] = useState<PresenceStatus | null>(null);
  const [incoming, setIncoming] = useState<ChatMessage | null>(null);
  const typingTimer = useRef<number | undefined>(undefined);
  const socket = useSocketState();

  // The conversation's socket room: typing and read events of this thread arrive there.
  useEffect(() => {
    void socketClient.joinRoom(roomId).catch(() => {});
    return () => socketClient.leaveRoom(roomId);
  }, [roomId]);

  const markRead = useConversationReader(
    conversationId,
    useCallback(() => clearUnread(queryClient, conversationId), [queryClient, conversationId]),
  );

  // Opening the thread reads it.
  const loaded = history.isSuccess;
  useEffect(() => {
    if (loaded) void markRead();
  }, [loaded, markRead]);

  useLiveEvent('chat:received', ({ message }) => {
    if (message.conversationId !== conversationId) return;
    setLive((list) => [...list, message]);
    if (message.clientMessageId) {
      setPending((list) => list.filter((p) => p.clientMessageId !== message.clientMessageId));
    }
    if (message.senderId !== myUserId) {
      setPeerTyping(false);
      setIncoming(message);
      void markRead();
    }
  });

  useLiveEvent('chat:read', (event) => {
    if (event.conversationId !== conversationId || event.readerId === myUserId) return;
    setPeerReadAt((previous) =>
      previous && Date.parse(previous) >= Date.parse(event.readAt) ? previous : event.readAt,
    );
  });

  useLiveEvent('chat:typing', (event) => {
    if (event.roomId !== roomId || event.userId === myUserId) return;
    window.clearTimeout(typingTimer.current);
    setPeerTyping(event.isTyping);
    if (event.isTyping) typingTimer.current = window.setTimeout(() => setPeerTyping(false), TYPING_TTL_MS);
  });
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  // After a dropped connection, or live events lost between instances, the history is read again:
  // messages may have come meanwhile.
  useLiveEvent('socket:reconnected', () => {
    void history.refetch();
  });
  useLiveEvent('live:missed', () => {
    void history.refetch();
  });

  // The other party's presence: asked when connected, then kept current by user:status.
  const participantId = conversation.participant.id;
  const connected = socket.status === 'connected';
  useEffect(() => {
    if (!connected) {
      setPresence(null);
      return;
    }
    let current = true;
    socketClient
      .queryPresence([participantId])
      .then((statuses) => {
        if (current) setPresence(statuses[participantId] ?? null);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [connected, participantId]);
  useLiveEvent('user:status', (event) => {
    if (event.userId === participantId) setPresence(event.status);
  });

  const deliver = useCallback(
    async (entry: PendingMessage) => {
      try {
        const stored = await sendMessage(conversation, {
          message: entry.message,
          attachments: entry.attachments.map((a) => a.id),
          clientMessageId: entry.clientMessageId,
        });
        setLive((list) => [...list, stored]);
        setPending((list) => list.filter((p) => p.clientMessageId !== entry.clientMessageId));
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
      } catch {
        // The red toast has been shown; the bubble offers "Újraküldés".
        setPending((list) =>
          list.map((p) => (p.clientMessageId === entry.clientMessageId ? { ...p, status: 'failed' } : p)),
        );
      }
    },
    [conversation, queryClient],
  );

  const send = useCallback(
    (message: string, attachments: ChatAttachment[]) => {
      const entry: PendingMessage = {
        clientMessageId: newClientMessageId(),
        message,
        attachments,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setPending((list) => [...list, entry]);
      void deliver(entry);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const entry = pending.find((p) => p.clientMessageId === clientMessageId);
      if (!entry) return;
      const again = { ...entry, status: 'sending' as const };
      setPending((list) => list.map((p) => (p.clientMessageId === clientMessageId ? again : p)));
      void deliver(again);
    },
    [pending, deliver],
  );

  const pages = history.data?.pages;
  const messages: ThreadMessage[] = useMemo(
    () =>
      mergeMessages(
        (pages ?? []).map((page) => page.data ?? []),
        live,
        pending,
        myUserId,
      ),
    [pages, live, pending, myUserId],
  );

  const isRead = useCallback(
    (message: ThreadMessage) =>
      Boolean(message.readAt) ||
      (peerReadAt !== null && !message.pending && Date.parse(message.createdAt) <= Date.parse(peerReadAt)),
    [peerReadAt],
  );

  const sendTyping = useCallback((isTyping: boolean) => socketClient.sendTyping(roomId, isTyping), [roomId]);

  return {
    history,
    messages,
    pageCount: pages?.length ?? 0,
    isRead,
    peerTyping,
    presence,
    incoming,
    send,
    retry,
    sendTyping,
  };
}
