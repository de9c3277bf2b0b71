import type { AdminSubscription } from '@common/api/admin-billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminSubscriptionsKeys } from './query-keys';

/** POST /api/admin/subscriptions/{userId}/adjust {days}: negative days shorten (never before now). */
export function adjustSubscription({ userId, days }: { userId: string; days: number }) {
  return api.request<{ success: true; message: string; data: AdminSubscription }>(
    `/api/admin/subscriptions/${encodeURIComponent(userId)}/adjust`,
    { method: 'POST', body: { days }, silent: true },
  );
}

export function useAdjustSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSubscriptionsKeys.all }),
  });
}
