import type { Appointment } from '@common/api/appointments';
import { formatDate, formatPrice, formatTime } from '@common/format';
import { awaitsPayment, payableNow } from '@web/lib/consultation-payment';
import { bookedInsideDeadline, changeDeadlinePassed } from './appointment-status';

/**
 * What cancelling now does to a fee paid through the portal (the server's refund rule): all of it back
 * before the deadline (and the start), nothing after; null when nothing was paid.
 */
export function refundOnCancel(appointment: Appointment, now: number): 'full' | 'none' | null {
  if (appointment.paymentStatus !== 'paid' || !appointment.payment) return null;
  const inTime = !changeDeadlinePassed(appointment, now) && now < Date.parse(appointment.startTime);
  return inTime ? 'full' : 'none';
}

/**
 * "Lemondás" is pressed in vain: the deadline has passed. A paid consultation may still be cancelled
 * (without a refund), so its button stays.
 */
export function cancelLocked(appointment: Appointment, now: number): boolean {
  return changeDeadlinePassed(appointment, now) && appointment.paymentStatus !== 'paid';
}

export const DEADLINE_PASSED = 'A lemondási határidő lejárt.';
/** Booked when the deadline had already come: no deadline to name, it never could be cancelled. */
export const BOOKED_INSIDE_DEADLINE =
  'Ezt a foglalást nem mondhatja le, és új időpontot sem kérhet helyette, mert a lemondási határidőn belül foglalta.';
const PAID_DEADLINE_PASSED = 'A lemondási határidő lejárt: lemondhatja, de a díjat nem kapja vissza.';
const PAID_BOOKED_INSIDE_DEADLINE =
  'Ezt a foglalást a lemondási határidőn belül tette: új időpontot nem kérhet helyette, és ha lemondja, a díjat nem kapja vissza.';

/** Why the time can no longer be changed (and what cancelling still does), once the deadline has come. */
export function deadlineNote(appointment: Appointment, now: number): string | null {
  if (!changeDeadlinePassed(appointment, now)) return null;
  const paid = appointment.paymentStatus === 'paid';
  if (bookedInsideDeadline(appointment)) return paid ? PAID_BOOKED_INSIDE_DEADLINE : BOOKED_INSIDE_DEADLINE;
  return paid ? PAID_DEADLINE_PASSED : DEADLINE_PASSED;
}

/** The cancel confirmation: which booking, and what happens to its fee. */
export function cancelConfirmText(appointment: Appointment, now: number): string {
  const question = `Biztosan lemondja a(z) ${formatDate(appointment.startTime)} ${formatTime(appointment.startTime)} időpontra szóló tanácsadást (${appointment.expert.name})? Ez a művelet nem vonható vissza.`;
  const refund = refundOnCancel(appointment, now);
  if (refund === 'full' && appointment.payment) {
    return `${question} A díjat (${formatPrice(appointment.payment.amountHuf)}) teljes egészében visszatérítjük.`;
  }
  if (refund === 'none') return `${question} A lemondási határidő lejárt: a díjat nem kapja vissza.`;
  if (awaitsPayment(appointment)) return `${question} A díjat még nem fizette ki, így terhelés nem történik.`;
  return question;
}

/** After the provider's page: how often the appointment is read again, and for how long at most. */
export const RETURN_POLL_MS = 2000;
export const RETURN_POLL_FOR_MS = 60_000;

/** The appointment is read again while its payment is still pending and the minute has not passed. */
export function returnPollInterval(
  paymentStatus: Appointment['paymentStatus'] | undefined,
  timedOut: boolean,
): number | false {
  return !timedOut && (paymentStatus === undefined || paymentStatus === 'pending') ? RETURN_POLL_MS : false;
}

export type ReturnState =
  | { kind: 'loading' }
  | { kind: 'processing' }
  | { kind: 'slow' }
  | { kind: 'paid' }
  /** Given up at the provider, the time still held until `until` (ISO). */
  | { kind: 'cancelledHeld'; until: string }
  /** Given up, and the hold is gone (the demo's "Mégse" frees the time at once). */
  | { kind: 'cancelledFreed' }
  | { kind: 'failed' }
  /** Nothing was to be paid (a free consultation): nothing to tell. */
  | { kind: 'none' };

/**
 * What the asker is told on coming back from the provider's page (`?fizetes=<id>`, `&megszakitva=1`
 * when they gave up there): the verified notification decides, which may come a few seconds later.
 */
export function returnState(
  appointment: Appointment | undefined,
  { cancelled, timedOut, now }: { cancelled: boolean; timedOut: boolean; now: number },
): ReturnState {
  if (!appointment) return { kind: 'loading' };
  const { paymentStatus, payment } = appointment;
  if (!payment) return { kind: 'none' };
  if (paymentStatus === 'paid' || paymentStatus === 'refunded') return { kind: 'paid' };
  if (cancelled) {
    return payableNow(appointment, now) &&
      (appointment.status === 'pending' || appointment.status === 'confirmed')
      ? { kind: 'cancelledHeld', until: payment.holdExpiresAt }
      : { kind: 'cancelledFreed' };
  }
  if (paymentStatus === 'pending') return { kind: timedOut ? 'slow' : 'processing' };
  return { kind: 'failed' };
}
