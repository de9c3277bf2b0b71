import type { Conversation } from '@common/api/conversations';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const START_CONVERSATION_FAILED = 'Hiba történt a beszélgetés megnyitásakor';

/** POST /api/conversations {participantId}: the conversation with the adviser (their user id). */
export async function startConversationWithAdviser(adviserUserId: string) {
  const answer = await api.request<{ success: true; data: Conversation }>('/api/conversations', {
    method: 'POST',
    body: { participantId: adviserUserId },
    errorMessage: START_CONVERSATION_FAILED,
  });
  return answer.data;
}

export function useStartConversationMutation() {
  return useMutation({ mutationFn: startConversationWithAdviser });
}
