import { invoicingApi } from '@common/api/invoicing';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { subscriptionsScreenKeys } from './query-keys';

/** POST /api/invoices/{id}/retry: the platform's failed invoice of a payment is issued again. */
export function useRetryPaymentInvoiceMutation() {
  return useInvalidatingMutation(
    callById(invoicingApi.retry, { errorMessage: 'Nem sikerült újraindítani a számla kiállítását.' }),
    subscriptionsScreenKeys,
  );
}
