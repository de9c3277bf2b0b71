import { consultationPaymentsApi } from '@common/api/consultation-payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery, resourceKey } from '@web/lib/endpoint';

export const PAID_PER_PAGE = 10;

/** Every read of the asker's payment history (a cancellation or a refund reloads it). */
export const paidConsultationsKey = resourceKey(consultationPaymentsApi.mine.path);

/** GET /api/consultation-payments: the consultations the asker paid through the portal, newest first. */
export function usePaidConsultationsQuery(page: number) {
  return useQuery({
    ...endpointQuery(
      consultationPaymentsApi.mine,
      { query: { page, limit: PAID_PER_PAGE } },
      { silent: true },
    ),
    placeholderData: keepPreviousData,
    // The table keys its rows by `id`: a payment is its appointment's.
    select: (answer) => ({ ...answer, data: answer.data.map((row) => ({ ...row, id: row.appointmentId })) }),
  });
}
