import { type Dac7SellerBody, dac7Api } from '@common/api/dac7';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dac7StatusQuery } from '@web/api/dac7-status';
import { ownProfilesKey } from '@web/api/get-my-adviser';
import { requireAdviserId, useAdviserIdentity } from '@web/lib/adviser-identity';
import { call, resourceKey } from '@web/lib/endpoint';

export const DAC7_SAVE_FAILED = 'Nem sikerült menteni a DAC7 adatokat';

/**
 * PUT /api/tanacsadok/{id}/dac7: the adviser's DAC7 data. Saving may lift a hold of their priced offers,
 * so their own profile (`acceptsPayments`) and the public answers are read again too.
 */
export function useSaveDac7Mutation() {
  const { adviserId } = useAdviserIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Dac7SellerBody) =>
      call(
        dac7Api.update,
        { params: { id: requireAdviserId(adviserId) }, body },
        { errorMessage: DAC7_SAVE_FAILED },
      ),
    onSuccess: (answer) => {
      if (adviserId) {
        queryClient.setQueryData(dac7StatusQuery(adviserId).queryKey, {
          success: true as const,
          data: answer.data,
        });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ownProfilesKey }),
        queryClient.invalidateQueries({ queryKey: resourceKey('/api/tanacsadok/public') }),
      ]);
    },
  });
}
