import { type TypeBody, typesApi } from '@common/api/types';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKey } from './query-keys';

/** PUT /api/tipusok/{id}: name, colour and duration. */
export function updateType({ id, body }: { id: string; body: TypeBody }) {
  return call(typesApi.update, { params: { id }, body }, { silent: true });
}

export function useUpdateTypeMutation() {
  return useInvalidatingMutation(updateType, [adminTypesKey]);
}
