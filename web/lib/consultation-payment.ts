import type { Appointment, ConsultationPayment } from '@common/api/appointments';

/** What the money rules need of an appointment (the parties' and the admins' shapes alike). */
type Money = Pick<Appointment, 'paymentStatus' | 'payment'>;

/** How both sides name an unpaid booking of a priced consultation. */
export const AWAITS_PAYMENT = 'Fizetésre vár';

/** A priced booking not paid yet: the adviser cannot confirm it, the asker still may pay. */
export const awaitsPayment = (appointment: Money) =>
  appointment.payment !== null && appointment.paymentStatus === 'pending';

/** An unpaid booking whose hold still runs at `now`: the asker can (re)open the checkout. */
export const payableNow = (appointment: Money, now: number) =>
  awaitsPayment(appointment) && Date.parse(appointment.payment?.holdExpiresAt ?? '') > now;

/** What of the fee may still go back to the asker (refunds under way count as given). */
export const refundLeft = (payment: ConsultationPayment) => Math.max(0, payment.refundableHuf);

/** Paid through the portal and not all of it back: the adviser or an admin may refund (the server's rule). */
export const refundable = (appointment: Money) =>
  appointment.paymentStatus === 'paid' &&
  appointment.payment !== null &&
  appointment.payment.paidAt !== null &&
  refundLeft(appointment.payment) > 0;
