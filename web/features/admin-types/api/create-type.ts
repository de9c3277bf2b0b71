import { type TypeBody, typesApi } from '@common/api/types';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminTypesKey } from './query-keys';

/** POST /api/tipusok: a new consultation type. */
export function createType(body: TypeBody) {
  return call(typesApi.create, { body }, { silent: true });
}

export function useCreateTypeMutation() {
  return useInvalidatingMutation(createType, [adminTypesKey]);
}
