import type { AdminPayment, SubscriptionPaymentStatus } from '@common/api/subscriptions';
import { adminListHook } from '@web/components/admin-list-query';
import { adminSubscriptionsKeys } from './query-keys';

export interface PaymentsQuery {
  page: number;
  limit: number;
  status?: SubscriptionPaymentStatus | undefined;
}

/** GET /api/admin/payments: every payment of the checkout, newest first. */
export const usePaymentsQuery = adminListHook<AdminPayment, PaymentsQuery>(
  adminSubscriptionsKeys.payments,
  '/api/admin/payments',
  'Nem sikerült betölteni a befizetéseket.',
);
