import { type Appointment, appointmentsApi } from '@common/api/appointments';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@web/lib/endpoint';

type PaymentStatus = Appointment['paymentStatus'];

/**
 * GET /api/appointments/{id}: one of the asker's bookings (silent: the screen says when it is missing).
 * `poll`: how soon to read it again, by its payment status so far (while a notification is awaited).
 */
export function useAppointmentQuery(
  id: string | null,
  poll?: (paymentStatus: PaymentStatus | undefined) => number | false,
) {
  return useQuery({
    ...endpointQuery(appointmentsApi.get, { params: { id: id ?? '' } }, { silent: true }),
    select: (answer) => answer.data,
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) => (poll ? poll(query.state.data?.data.paymentStatus) : false),
  });
}
