import type { AdviserAttention, Appointment, AppointmentSeriesRef } from '@common/api/appointments';
import type { IssuedInvoice } from '@common/api/invoicing';
import type { appointments, consultationPayments, consultationTypes, invoices } from '../../db/schema';
import { presentIntakeAnswers } from '../intake/intake.presenter';
import { changeDeadlineOf } from './change-deadline';

export interface AppointmentRecord {
  appointment: typeof appointments.$inferSelect;
  expertUserId: string;
  expertName: string;
  /** For mails only; never presented. */
  expertEmail: string;
  clientName: string;
  clientEmail: string;
  type: Pick<typeof consultationTypes.$inferSelect, 'id' | 'name' | 'color' | 'durationMinutes'>;
  /** The payment of a priced consultation (issue 38); null: free. */
  payment: typeof consultationPayments.$inferSelect | null;
  /** The invoice the portal issued (or is issuing) and its reversal (issue 39); null: none. */
  issuedInvoice: typeof invoices.$inferSelect | null;
  reversalInvoice: typeof invoices.$inferSelect | null;
  /** The recurring series it is an occasion of (issue 40); null or absent: a single booking. */
  series?: { id: string; occurrences: number; intervalWeeks: number } | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The money of the appointment as its parties and admins see it. */
export function presentPayment(payment: AppointmentRecord['payment']) {
  if (!payment) return null;
  return {
    amountHuf: payment.amountHuf,
    feeHuf: payment.feeHuf,
    refundedHuf: payment.refundedHuf,
    refundableHuf: payment.amountHuf - payment.refundTargetHuf,
    holdExpiresAt: payment.holdExpiresAt.toISOString(),
    paidAt: iso(payment.paidAt),
    refundedAt: iso(payment.refundedAt),
    receiptUrl: payment.receiptUrl,
  };
}

/** A portal-issued invoice's state (cancelled ones are never selected). */
export function presentIssuedInvoice(invoice: typeof invoices.$inferSelect | null): IssuedInvoice | null {
  if (!invoice || invoice.status === 'cancelled') return null;
  return {
    id: invoice.id,
    provider: invoice.provider,
    status: invoice.status,
    number: invoice.number,
    pdfAvailable: invoice.pdfPath !== null,
    navStatus: invoice.navStatus,
    navMessage: invoice.navMessage,
    lastError: invoice.lastError,
    issuedAt: iso(invoice.issuedAt),
  };
}

/** An open request to move the appointment (by either party), or null. */
export function presentTimeChangeRequest(a: AppointmentRecord['appointment']) {
  return a.timeChangeNewStart
    ? {
        requestedBy: a.timeChangeRequestedBy,
        newStartTime: a.timeChangeNewStart.toISOString(),
        reason: a.timeChangeReason ?? '',
      }
    : null;
}

export function presentAppointment(record: AppointmentRecord): Appointment {
  const { appointment: a } = record;
  return {
    _id: a.id,
    id: a.id,
    expertId: a.adviserId,
    clientId: a.clientId,
    expert: { id: a.adviserId, userId: record.expertUserId, name: record.expertName },
    client: { id: a.clientId, name: record.clientName },
    ...presentAppointmentDetails(record),
    timeChangeRejectReason: a.timeChangeRejectReason,
    changeDeadline: a.cancelDeadlineHours > 0 ? changeDeadlineOf(a).toISOString() : null,
  };
}

/** What the parties' view and the admin's view of an appointment show alike (all but who it is between). */
export function presentAppointmentDetails(record: AppointmentRecord) {
  const { appointment: a } = record;
  return {
    consultationType: record.type,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    status: a.status,
    paymentStatus: a.paymentStatus,
    payment: presentPayment(record.payment),
    notes: a.notes,
    intakeAnswers: presentIntakeAnswers(a.intakeAnswers),
    timeChangeRequest: presentTimeChangeRequest(a),
    invoiceAvailable: a.invoicePath !== null,
    issuedInvoice: presentIssuedInvoice(record.issuedInvoice),
    reversalInvoice: presentIssuedInvoice(record.reversalInvoice),
    createdAt: a.createdAt.toISOString(),
    series: presentSeriesRef(record),
    ...presentAttendance(a),
  };
}

/** The series the appointment is an occasion of: "Sorozat 2/4 (hetente)". */
function presentSeriesRef({ appointment, series }: AppointmentRecord): AppointmentSeriesRef | null {
  if (!series || appointment.seriesIndex === null) return null;
  return {
    id: series.id,
    index: appointment.seriesIndex,
    occurrences: series.occurrences,
    intervalWeeks: series.intervalWeeks === 2 ? 2 : 1,
  };
}

/** Attendance as the meeting recorded it, and who missed it. */
function presentAttendance(
  a: AppointmentRecord['appointment'],
): Pick<Appointment, 'attendance' | 'noShowBy'> {
  return {
    attendance: {
      expertJoinedAt: a.expertJoinedAt?.toISOString() ?? null,
      expertLeftAt: a.expertLeftAt?.toISOString() ?? null,
      clientJoinedAt: a.clientJoinedAt?.toISOString() ?? null,
      clientLeftAt: a.clientLeftAt?.toISOString() ?? null,
    },
    noShowBy: a.status === 'no_show' ? a.noShowBy : null,
  };
}

/** The counts of what waits for the adviser (the database answers them as numbers or numeric strings). */
export function presentAttention(counts: {
  toConfirm: number | string;
  timeChangeRequests: number | string;
}) {
  return {
    toConfirm: Number(counts.toConfirm),
    timeChangeRequests: Number(counts.timeChangeRequests),
  } satisfies AdviserAttention;
}
