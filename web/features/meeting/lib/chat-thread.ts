import type { ChatMessage } from '@common/api/conversations';

/** A message of the in-call chat: stored, or sent from here and not confirmed yet. */
export interface CallChatMessage {
  id: string;
  senderId: string;
  message: string;
  createdAt: string;
  clientMessageId: string | null;
  status: 'stored' | 'sending' | 'failed';
}

export interface OutgoingChatMessage {
  clientMessageId: string;
  message: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

/**
 * The thread shown in the call: the loaded history and the live arrivals (each stored message once, by
 * id, ordered by time), then the messages sent from here that the server has not returned yet.
 */
export function mergeCallChat(
  history: readonly ChatMessage[],
  live: readonly ChatMessage[],
  outgoing: readonly OutgoingChatMessage[],
  selfId: string,
): CallChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...history, ...live]) byId.set(message.id, message);
  const stored = [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const storedClientIds = new Set(stored.map((m) => m.clientMessageId).filter(Boolean));
  return [
    ...stored.map(
      (m): CallChatMessage => ({
        id: m.id,
        senderId: m.senderId,
        message: m.message,
        createdAt: m.createdAt,
        clientMessageId: m.clientMessageId,
        status: 'stored',
      }),
    ),
    ...outgoing
      .filter((o) => !storedClientIds.has(o.clientMessageId))
      .map(
        (o): CallChatMessage => ({
          id: `pending:${o.clientMessageId}`,
          senderId: selfId,
          message: o.message,
          createdAt: o.createdAt,
          clientMessageId: o.clientMessageId,
          status: o.status,
        }),
      ),
  ];
}
