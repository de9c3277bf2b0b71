import { consultationPaymentsApi } from '@common/api/consultation-payments';
import { appointmentsKey } from '@web/api/appointment-window';
import { callById, resourceKey } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';

/**
 * POST /api/appointments/{id}/refund: the adviser gives the asker back all of the fee not yet refunded
 * (the list and the monthly summary of Kifizetések change with it).
 */
export function useRefundMutation() {
  return useInvalidatingMutation(
    callById(consultationPaymentsApi.refund, { errorMessage: 'Nem sikerült elindítani a visszatérítést.' }),
    [appointmentsKey, resourceKey('/api/payouts/summary')],
  );
}
