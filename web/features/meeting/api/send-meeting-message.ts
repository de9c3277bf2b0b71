import { type ChatMessage, conversationsApi } from '@common/api/conversations';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/endpoint';
import { socketClient } from '@web/lib/socket';

export const SEND_FAILED = 'Nem sikerült elküldeni az üzenetet.';

export interface MeetingMessage {
  conversationId: string;
  /** The conversation's socket room (`chatRoomId` of the meeting). */
  roomId: string;
  message: string;
  /** The same id on a retry, so the server stores the message once. */
  clientMessageId: string;
}

/** POST /api/conversations/{id}/messages: the REST way, when the socket cannot take the message. */
export async function postMeetingMessage({ conversationId, message, clientMessageId }: MeetingMessage) {
  const answer = await call(
    conversationsApi.send,
    { params: { id: conversationId }, body: { message, attachments: [], clientMessageId } },
    { errorMessage: SEND_FAILED },
  );
  return answer.data;
}

/**
 * In-call chat: `chat:message {roomId, message, attachments: [], clientMessageId}` over the socket
 * (acknowledged with the stored message); the REST call takes over when the socket is down or refuses.
 */
export async function sendMeetingMessage(body: MeetingMessage): Promise<ChatMessage> {
  try {
    return await socketClient.sendChatMessage({
      roomId: body.roomId,
      message: body.message,
      attachments: [],
      clientMessageId: body.clientMessageId,
    });
  } catch {
    return postMeetingMessage(body);
  }
}

export function useSendMeetingMessageMutation() {
  return useMutation({ mutationFn: sendMeetingMessage });
}
