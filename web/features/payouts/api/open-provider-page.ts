import { payoutsApi } from '@common/api/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, resourceKey } from '@web/lib/endpoint';
import { useNavigate } from 'react-router';

/**
 * The provider's page the adviser goes to next: the account's onboarding (opening the account on the
 * first call) or its dashboard. The demo's onboarding is a page of this app (a relative address).
 */
function useOpenProviderPage(request: () => Promise<{ url: string }>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ url }) => {
      // The first onboarding call opens the account: the state read is stale from here on.
      void queryClient.invalidateQueries({ queryKey: resourceKey('/api/payouts') });
      if (url.startsWith('/')) navigate(url);
      // Stripe's hosted onboarding or Express dashboard.
      else window.location.assign(url);
    },
  });
}

/** POST /api/payouts/onboarding, then the onboarding page. */
export const useStartOnboardingMutation = () =>
  useOpenProviderPage(() =>
    call(
      payoutsApi.onboarding,
      {},
      { errorMessage: 'Nem sikerült elindítani a kifizetési fiók beállítását.' },
    ),
  );

/** POST /api/payouts/dashboard, then Stripe's Express dashboard. */
export const useOpenDashboardMutation = () =>
  useOpenProviderPage(() =>
    call(payoutsApi.dashboard, {}, { errorMessage: 'Nem sikerült megnyitni a Stripe kifizetési felületét.' }),
  );
