import type { ChatMessage, Meeting } from '@common/api/conversations';
import { useLiveEvent } from '@web/lib/live-events';
import { useCallback, useMemo, useState } from 'react';
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

/** The in-call chat: the latest 30 messages of the pair's conversation, live arrivals and sending. */
export function useCallChat(meeting: Meeting, enabled: boolean): CallChat {
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
