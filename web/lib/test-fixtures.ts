import type { Appointment, ConsultationPayment } from '@common/api/appointments';
import type { WaitlistEntry } from '@common/api/waitlist';

/** Data the unit tests of several screens build their cases from (test code only). */

/** An appointment of a list with only what the ordering needs: an hour from `startTime`. */
export const listedAppointment = (
  id: string,
  startTime: string,
  status: Appointment['status'] = 'completed',
) =>
  ({
    id,
    startTime,
    endTime: new Date(Date.parse(startTime) + 60 * 60_000).toISOString(),
    status,
  }) as Appointment;

/**
 * A whole appointment: Kiss Anna's "Jogi tanácsadás" with Nagy Béla on Sunday 2026-11-22, 10:00–11:00
 * Budapest time, confirmed, free, no deadline; `over` changes any field.
 */
export const appointmentOf = (over: Partial<Appointment> = {}): Appointment => ({
  _id: 'a1',
  id: 'a1',
  expertId: 'e1',
  clientId: 'c1',
  expert: { id: 'e1', userId: 'u1', name: 'Kiss Anna' },
  client: { id: 'c1', name: 'Nagy Béla' },
  consultationType: { id: 't1', name: 'Jogi tanácsadás', color: '#1c7ed6', durationMinutes: 60 },
  startTime: '2026-11-22T09:00:00.000Z',
  endTime: '2026-11-22T10:00:00.000Z',
  status: 'confirmed',
  paymentStatus: 'no_payment',
  payment: null,
  notes: '',
  intakeAnswers: [],
  timeChangeRequest: null,
  timeChangeRejectReason: null,
  invoiceAvailable: false,
  issuedInvoice: null,
  reversalInvoice: null,
  createdAt: '2026-11-20T15:30:00.000Z',
  changeDeadline: null,
  attendance: { expertJoinedAt: null, expertLeftAt: null, clientJoinedAt: null, clientLeftAt: null },
  noShowBy: null,
  series: null,
  ...over,
});

/** Kiss Anna's "Jogi tanácsadás" waited for until Sunday 2026-11-22; `over` changes any field. */
export const waitlistEntry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'w1',
  expert: { id: 'a1', name: 'Kiss Anna' },
  consultationType: { id: 't1', name: 'Jogi tanácsadás' },
  until: '2026-11-22',
  status: 'waiting',
  offeredStartTime: null,
  notifiedAt: null,
  createdAt: '2026-11-16T10:00:00.000Z',
  ...over,
});

/** The money of a 12 000 Ft consultation booked at 16:30 Budapest time (held until 16:45); `over` changes any field. */
export const consultationPayment = (over: Partial<ConsultationPayment> = {}): ConsultationPayment => ({
  amountHuf: 12_000,
  feeHuf: 1_200,
  refundedHuf: 0,
  refundableHuf: 12_000,
  holdExpiresAt: '2026-11-20T15:45:00.000Z',
  paidAt: null,
  refundedAt: null,
  receiptUrl: null,
  ...over,
});
