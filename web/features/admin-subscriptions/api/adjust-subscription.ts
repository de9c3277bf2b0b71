import { adminBillingApi } from '@common/api/admin-billing';
import { call } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionsScreenKeys } from './query-keys';

/** POST /api/admin/subscriptions/{userId}/adjust {days}: negative days shorten (never before now). */
export function adjustSubscription({ userId, days }: { userId: string; days: number }) {
  return call(adminBillingApi.adjust, { params: { id: userId }, body: { days } }, { silent: true });
}

export function useAdjustSubscriptionMutation() {
  return useInvalidatingMutation(adjustSubscription, subscriptionsScreenKeys);
}
