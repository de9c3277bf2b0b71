import type { ChatMessage, Meeting } from '@common/api/conversations';
import { useConversationReader } from '@web/lib/conversation-read';
import { useLiveEvent } from '@web/lib/live-events';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMeetingMessagesQuery } from './api/meeting-messages';
import { sendMeetingMessage } from './api/send-meeting-message';
import { type CallChatMessage, mergeCallChat, type OutgoingChatMessage } from './lib/chat-thread';

const newClientId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export interface CallChat {
  messages: CallChatMessage[];
  loading: boolean;
  loadFailed: boolean;
  reload(): void;
  send(text: string): void;
  retry(clientMessageId: string): void;
  /** Messages of the other party that arrived during this visit (for the closed panel's badge). */
  receivedCount: number;
}

/**
 * The in-call chat: the latest 30 messages of the pair's conversation, live arrivals and sending.
 * While the chat is `shown`, what the other party wrote counts as read (the same read mark as on the
 * messages screen), on opening and at each arrival.
 */
export function useCallChat(meeting: Meeting, enabled: boolean, shown: boolean): CallChat {
  const history = useMeetingMessagesQuery(meeting.conversationId, enabled);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingChatMessage[]>([]);
  const [receivedCount, setReceivedCount] = useState(0);

  useLiveEvent('chat:received', ({ roomId, message }) => {
    if (roomId !== meeting.chatRoomId) return;
    setLive((list) => [...list, message]);
    if (message.senderId !== meeting.self.id) setReceivedCount((n) => n + 1);
  });
  useLiveEvent('socket:reconnected', () => {
    if (enabled) void history.refetch();
  });

  const deliver = useCallback(
    async (clientMessageId: string, text: string) => {
      try {
        const stored = await sendMeetingMessage({
          conversationId: meeting.conversationId,
          roomId: meeting.chatRoomId,
          message: text,
          clientMessageId,
        });
        setLive((list) => [...list, stored]);
        setOutgoing((list) => list.filter((o) => o.clientMessageId !== clientMessageId));
      } catch {
        setOutgoing((list) =>
          list.map((o) => (o.clientMessageId === clientMessageId ? { ...o, status: 'failed' } : o)),
        );
      }
    },
    [meeting.conversationId, meeting.chatRoomId],
  );

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message) return;
      const clientMessageId = newClientId();
      setOutgoing((list) => [
        ...list,
        { clientMessageId, message, createdAt: new Date().toISOString(), status: 'sending' },
      ]);
      void deliver(clientMessageId, message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const failed = outgoing.find((o) => o.clientMessageId === clientMessageId);
      if (!failed) return;
      setOutgoing((list) =>
        list.map((o) => (o.clientMessageId === clientMessageId ? { ...o, status: 'sending' } : o)),
      );
      void deliver(clientMessageId, failed.message);
    },
    [outgoing, deliver],
  );

  const messages = useMemo(
    () => mergeCallChat(history.data ?? [], live, outgoing, meeting.self.id),
    [history.data, live, outgoing, meeting.self.id],
  );

  const markRead = useConversationReader(meeting.conversationId);
  const loaded = history.isSuccess;
  const reading = enabled && shown && loaded;
  useEffect(() => {
    // The history once loaded, and every later arrival (receivedCount), while the chat is in view.
    if (reading && receivedCount >= 0) void markRead();
  }, [reading, receivedCount, markRead]);

  return {
    messages,
    loading: enabled && history.isPending,
    loadFailed: history.isError,
    reload: () => void history.refetch(),
    send,
    retry,
    receivedCount,
  };
}
