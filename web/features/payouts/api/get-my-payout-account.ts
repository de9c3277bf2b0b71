import { payoutsApi } from '@common/api/payouts';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';
import { useState } from 'react';

/** How long, and how often, the screen asks again after the adviser came back from the provider. */
const AWAIT_PROVIDER_MS = 2 * 60_000;
const AWAIT_PROVIDER_EVERY_MS = 3000;

/**
 * GET /api/payouts/me: the adviser's payout account and its state (the screen shows a failure itself).
 * `awaitProvider` (back from Stripe's onboarding): the state changes only when Stripe's notification
 * arrives, seconds later, so it is read again every few seconds until it settles or two minutes pass.
 */
export function useMyPayoutAccountQuery({ awaitProvider = false } = {}) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...endpointQuery(payoutsApi.mine, {}, { silent: true }),
    select: (answer) => answer.data,
    refetchInterval: (query) => {
      const state = query.state.data?.data.state;
      const settled = state === 'ready' || state === 'disabled';
      return awaitProvider && !settled && Date.now() - since < AWAIT_PROVIDER_MS
        ? AWAIT_PROVIDER_EVERY_MS
        : false;
    },
  });
}
