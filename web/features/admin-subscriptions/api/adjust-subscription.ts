import type { AdminSubscription } from '@common/api/admin-billing';
import { api } from '@web/lib/api';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { adminSubscriptionsKeys } from './query-keys';

/** POST /api/admin/subscriptions/{userId}/adjust {days}: negative days shorten (never before now). */
export function adjustSubscription({ userId, days }: { userId: string; days: number }) {
  return api.request<{ success: true; message: string; data: AdminSubscription }>(
    `/api/admin/subscriptions/${encodeURIComponent(userId)}/adjust`,
    { method: 'POST', body: { days }, silent: true },
  );
}

export function useAdjustSubscriptionMutation() {
  return useInvalidatingMutation(adjustSubscription, [adminSubscriptionsKeys.all]);
}
