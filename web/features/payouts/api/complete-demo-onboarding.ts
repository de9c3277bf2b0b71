import { payoutsApi } from '@common/api/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, resourceKey } from '@web/lib/endpoint';

/** POST /api/payouts/demo/complete: the demo provider's onboarding, finished (no real account). */
export function completeDemoOnboarding() {
  return call(payoutsApi.completeDemo, {}, { errorMessage: 'Nem sikerült beállítani a demó fiókot.' });
}

export function useCompleteDemoOnboardingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDemoOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey('/api/payouts') }),
  });
}
