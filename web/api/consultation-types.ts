import type { typesApi } from '@common/api/types';
import type { Answer } from '@common/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, call, resourceKey } from '@web/lib/endpoint';

type TypesAnswer = Answer<typeof typesApi.list>;

/**
 * GET /api/tipusok: the consultation types that can be chosen (archived ones left out). The landing
 * pages, the adviser list's "Tanácsadási terület" filter and the adviser's topics read this one entry;
 * each says whether a failure is toasted (`silent` where the screen does without the types). The
 * definition (and zod with it) is loaded only when the types are read: the public pages that show them
 * stay within their download budget (server-rendered, they arrive with the answer).
 */
export const consultationTypesQuery = (options: CallOptions) =>
  queryOptions({
    queryKey: resourceKey('/api/tipusok'),
    queryFn: async ({ signal }): Promise<TypesAnswer> => {
      const { typesApi } = await import('@common/api/types');
      return call(typesApi.list, {}, { ...options, signal });
    },
    staleTime: 5 * 60_000,
  });

/** The types themselves (the answer's `data`). */
export function useConsultationTypes(options: CallOptions) {
  return useQuery({ ...consultationTypesQuery(options), select: (answer) => answer.data });
}
