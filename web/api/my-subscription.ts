import { subscriptionsApi } from '@common/api/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/subscriptions/me: status, expiry and days left of the signed-in asker or adviser, and the
 * payment provider. The subscription page and the asker's overview read it. Silent: each screen shows
 * its own state without it.
 */
export const mySubscriptionQuery = () => endpointQuery(subscriptionsApi.me, {}, { silent: true });

export function useMySubscriptionQuery() {
  return useQuery({ ...mySubscriptionQuery(), select: (answer) => answer.data });
}
