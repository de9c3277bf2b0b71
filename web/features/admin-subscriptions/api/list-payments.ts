import { subscriptionsApi } from '@common/api/subscriptions';
import { adminListHook } from '@web/components/admin-list-query';

/** GET /api/admin/payments: every payment of the checkout, newest first. */
export const usePaymentsQuery = adminListHook(
  subscriptionsApi.adminPayments,
  'Nem sikerült betölteni a befizetéseket.',
);
