import { adviserApi } from '@common/api/advisers';
import { call } from '@web/lib/endpoint';

/** PATCH /api/tanacsadok/{id}/{action} (activate, deactivate, admin): the answer is the changed adviser. */
export async function adviserRequest(id: string, action: 'activate' | 'deactivate', errorMessage: string) {
  const answer = await call(adviserApi[action], { params: { id } }, { errorMessage });
  // These changes always send the text the screen shows (the schema they share marks it optional).
  return { ...answer, message: answer.message ?? '' };
}
