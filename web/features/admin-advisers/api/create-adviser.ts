import type { Adviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserChangedKeys } from './query-keys';

/** POST /api/tanacsadok (admin) {name, email}: a verified adviser account; the adviser gets a mail. */
export function createAdviser(body: { name: string; email: string }) {
  return api.request<{ success: true; message: string; data: Adviser }>('/api/tanacsadok', {
    method: 'POST',
    body,
    errorMessage: messages.advisers.createFailed,
    // The form shows the error at its field (e.g. a taken e-mail).
    silent: true,
  });
}

export function useCreateAdviserMutation() {
  return useInvalidatingMutation(createAdviser, adviserChangedKeys);
}
