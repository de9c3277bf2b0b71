import type { ChatAttachment, ChatMessage } from '@common/api/conversations';

/** A message of the thread: stored, or sent optimistically and not stored yet. */
export interface ThreadMessage extends ChatMessage {
  /** Set while the message exists only in this browser. */
  pending?: 'sending' | 'failed';
}

/** A message typed here that the server has not confirmed yet (the optimistic bubble). */
export interface PendingMessage {
  clientMessageId: string;
  message: string;
  attachments: ChatAttachment[];
  createdAt: string;
  status: 'sending' | 'failed';
}

const byTime = (a: ChatMessage, b: ChatMessage) => {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return diff !== 0 ? diff : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * One ordered thread from the loaded history pages (each oldest first, in any page order), the messages
 * that arrived live, and the optimistic ones: each message once (by id, and by clientMessageId for an
 * optimistic message the server has stored meanwhile), stored ones by time, then the still pending ones
 * in the order they were sent. Of two copies of a stored message the one that knows it was read wins.
 */
export function mergeMessages(
  pages: readonly (readonly ChatMessage[])[],
  live: readonly ChatMessage[],
  pending: readonly PendingMessage[],
  senderId: string,
): ThreadMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...pages.flat(), ...live]) {
    const known = byId.get(message.id);
    if (!known || (!known.readAt && message.readAt)) byId.set(message.id, message);
  }
  const stored = [...byId.values()].sort(byTime);
  const storedClientIds = new Set(stored.flatMap((m) => (m.clientMessageId ? [m.clientMessageId] : [])));
  const optimistic: ThreadMessage[] = pending
    .filter((p) => !storedClientIds.has(p.clientMessageId))
    .map((p) => ({
      _id: `pending:${p.clientMessageId}`,
      id: `pending:${p.clientMessageId}`,
      conversationId: '',
      senderId,
      message: p.message,
      attachments: p.attachments,
      clientMessageId: p.clientMessageId,
      createdAt: p.createdAt,
      readAt: null,
      pending: p.status,
    }));
  return [...stored, ...optimistic];
}
