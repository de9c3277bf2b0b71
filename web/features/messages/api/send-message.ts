import { type Conversation, conversationsApi } from '@common/api/conversations';
import { call } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { socketClient } from '@web/lib/socket';
import { withResends } from '../lib/resend';
import { texts } from '../lib/texts';

export interface OutgoingMessage {
  message: string;
  /** Ids of attachments uploaded to this conversation. */
  attachments: string[];
  /** The same id on a retry, so the server stores the message once. */
  clientMessageId: string;
}

/** POST /api/conversations/{id}/messages: the REST way (the server relays it live as well); no toast. */
async function postMessage(conversationId: string, body: OutgoingMessage) {
  const answer = await call(
    conversationsApi.send,
    { params: { id: conversationId }, body },
    { errorMessage: texts.sendFailed, silent: true },
  );
  return answer.data;
}

/**
 * Sends over the socket (`chat:message` with an acknowledgement, stored before it is acknowledged); when
 * the socket is not connected, does not answer in time or refuses, the REST call takes over. When that
 * finds no live instance (one just stopped), both are tried again a few times: the socket may be back on
 * another instance by then. The clientMessageId keeps a message that went several ways stored once.
 * A final failure shows the red toast.
 */
export async function sendMessage(conversation: Pick<Conversation, 'id' | 'roomId'>, body: OutgoingMessage) {
  try {
    return await withResends(async () => {
      try {
        return await socketClient.sendChatMessage({ roomId: conversation.roomId, ...body });
      } catch {
        return postMessage(conversation.id, body);
      }
    });
  } catch (error) {
    // An ended session has had its own toast already.
    if (!(error instanceof ApiError && error.code === 'SESSION_EXPIRED')) {
      notifyError(error instanceof ApiError ? error.message : texts.sendFailed);
    }
    throw error;
  }
}
