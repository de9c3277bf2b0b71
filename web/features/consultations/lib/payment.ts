import type { Appointment } from '@common/api/appointments';
import { formatPrice } from '@common/format';
import { AWAITS_PAYMENT, awaitsPayment, refundLeft } from '@web/lib/consultation-payment';
import { STATUS_LABELS } from './appointment-groups';

/** The state line of a card: "Fizetésre vár" before the asker has paid, else the status's label. */
export function statusLabel(appointment: Appointment): string {
  if (appointment.status === 'pending' && awaitsPayment(appointment)) return AWAITS_PAYMENT;
  return STATUS_LABELS[appointment.status] ?? appointment.status;
}

/** A booking the adviser may confirm now: pending, not ended, and paid if it has a price. */
export const confirmable = (appointment: Appointment, ended: boolean) =>
  appointment.status === 'pending' && !ended && !awaitsPayment(appointment);

/** The refund's confirmation: the adviser gives back all that has not gone back yet. */
export function refundConfirmText(appointment: Appointment): string {
  const payment = appointment.payment;
  if (!payment) return '';
  const left = refundLeft(payment);
  return left === payment.amountHuf
    ? `A teljes díjat (${formatPrice(left)}) visszatérítjük a kérdezőnek.`
    : `A díj még vissza nem térített részét (${formatPrice(left)}) visszatérítjük a kérdezőnek.`;
}
