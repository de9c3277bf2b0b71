import type { AdminPayment, SubscriptionPaymentStatus } from '@common/api/subscriptions';
import { useAdminListQuery } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export interface PaymentsQuery {
  page: number;
  limit: number;
  status?: SubscriptionPaymentStatus | undefined;
}

/** GET /api/admin/payments: every payment of the checkout, newest first. */
export function usePaymentsQuery(query: PaymentsQuery) {
  return useAdminListQuery<AdminPayment>(
    adminSubscriptionsKeys.payments(query),
    '/api/admin/payments',
    query,
    'Nem sikerült betölteni a befizetéseket.',
  );
}
