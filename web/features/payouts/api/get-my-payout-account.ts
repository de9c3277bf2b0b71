import { payoutsApi } from '@common/api/payouts';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/** GET /api/payouts/me: the adviser's payout account and its state (the screen shows a failure itself). */
export function useMyPayoutAccountQuery() {
  return useQuery({
    ...endpointQuery(payoutsApi.mine, {}, { silent: true }),
    select: (answer) => answer.data,
  });
}
