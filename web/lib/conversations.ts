import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from './endpoint';
import { notifyError } from './notify';

const START_CONVERSATION_FAILED = 'Hiba történt a beszélgetés megnyitásakor';

/** The messages screen of each area that can start a conversation. */
export type MessagesPath = '/kerdezo/uzenetek' | '/tanacsadoi-fiok/uzenetek';

/**
 * POST /api/conversations {participantId}: the conversation with this user (an adviser's or a client's
 * user id); the existing one if there is one.
 */
async function startConversation(participantId: string) {
  // The public profile page offers this too: the definition (and zod with it) loads on the click, not
  // with the page (e2e/bundle-size.spec.ts).
  const { conversationsApi } = await import('@common/api/conversations').catch((error: unknown) => {
    notifyError(messages.api.network);
    throw error;
  });
  const answer = await call(
    conversationsApi.start,
    { body: { participantId } },
    { errorMessage: START_CONVERSATION_FAILED },
  );
  return answer.data;
}

/**
 * Starts (or reopens) the conversation with a user, then opens it in the given messages screen
 * (`…/uzenetek?c=<id>`). `open` never rejects: on failure the red toast has already been shown.
 */
export function useOpenConversation(messagesPath: MessagesPath) {
  const start = useMutation({ mutationFn: startConversation });
  const navigate = useNavigate();
  const open = async (participantId: string) => {
    try {
      const conversation = await start.mutateAsync(participantId);
      navigate(`${messagesPath}?c=${encodeURIComponent(conversation.id)}`);
    } catch {
      // The red toast has already been shown.
    }
  };
  return { open, isPending: start.isPending };
}
