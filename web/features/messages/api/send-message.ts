import type { ChatMessage, Conversation } from '@common/api/conversations';
import { api } from '@web/lib/api';
import { socketClient } from '@web/lib/socket';
import { texts } from '../lib/texts';

export interface OutgoingMessage {
  message: string;
  /** Ids of attachments uploaded to this conversation. */
  attachments: string[];
  /** The same id on a retry, so the server stores the message once. */
  clientMessageId: string;
}

/** POST /api/conversations/{id}/messages: the REST way (the server relays it live as well). */
export async function postMessage(conversationId: string, body: OutgoingMessage) {
  const answer = await api.request<{ success: true; data: ChatMessage }>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    { method: 'POST', body, errorMessage: texts.sendFailed },
  );
  return answer.data;
}

/**
 * Sends over the socket (`chat:message` with an acknowledgement, stored before it is acknowledged); when
 * the socket is not connected, does not answer in time or refuses, the REST call takes over (its error
 * shows the red toast). The clientMessageId keeps a message that went both ways stored once.
 */
export async function sendMessage(conversation: Pick<Conversation, 'id' | 'roomId'>, body: OutgoingMessage) {
  try {
    return await socketClient.sendChatMessage({ roomId: conversation.roomId, ...body });
  } catch {
    return postMessage(conversation.id, body);
  }
}
