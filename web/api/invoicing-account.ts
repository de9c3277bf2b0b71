import { invoicingApi } from '@common/api/invoicing';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

/**
 * GET /api/invoicing/account: how the signed-in adviser invoices (manual upload, or Billingo /
 * Számlázz.hu / the demo through the portal). Read by "Számlázási adatok → Számlázás" and by the
 * confirmation of a booking (whether the PDF is needed); silent: each screen shows a failure itself.
 */
export const invoicingAccountQuery = () => endpointQuery(invoicingApi.account, {}, { silent: true });

export function useInvoicingAccountQuery({ enabled = true } = {}) {
  return useQuery({ ...invoicingAccountQuery(), select: (answer) => answer.data, retry: false, enabled });
}
