import { adviserApi } from '@common/api/advisers';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adviserChangedKeys } from './query-keys';

/** POST /api/tanacsadok (admin) {name, email}: a verified adviser account; the adviser gets a mail. */
export function createAdviser(body: { name: string; email: string }) {
  return call(
    adviserApi.create,
    { body },
    // The form shows the error at its field (e.g. a taken e-mail).
    { errorMessage: messages.advisers.createFailed, silent: true },
  );
}

export function useCreateAdviserMutation() {
  return useInvalidatingMutation(createAdviser, adviserChangedKeys);
}
