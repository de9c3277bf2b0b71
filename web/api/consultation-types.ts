import { typesApi } from '@common/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/tipusok: the consultation types that can be chosen (archived ones left out). The landing
 * pages, the adviser list's "Tanácsadási terület" filter and the adviser's topics read this one entry;
 * each says whether a failure is toasted (`silent` where the screen does without the types).
 */
export const consultationTypesQuery = (options: CallOptions) =>
  queryOptions({ ...endpointQuery(typesApi.list, {}, options), staleTime: 5 * 60_000 });

/** The types themselves (the answer's `data`). */
export function useConsultationTypes(options: CallOptions) {
  return useQuery({ ...consultationTypesQuery(options), select: (answer) => answer.data });
}
