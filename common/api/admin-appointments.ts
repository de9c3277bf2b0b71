import { z } from 'zod';
import { APPOINTMENT_STATUSES, NO_SHOW_PARTIES, PAYMENT_STATUS_LABELS } from '../constants';
import { adminOnly, endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { ADMIN_PAGE_MAX, auditEntrySchema } from './admin';
import { dataAnswer, entitySchema, savedAnswer, uuidParams } from './answers';
import { appointmentSchema } from './appointments';
import { adminRefundBody } from './consultation-payments';
import { pagedAnswer, pageQuery, searchQuery, sortQuery } from './paging';

/**
 * The admin's "Tanácsadások": every appointment, filtered and paged by the server; cancelling as the
 * system, marking a no-show and changing the payment status with a reason (all audited).
 */

export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as (keyof typeof PAYMENT_STATUS_LABELS)[];
const paymentStatusEnum = z.enum(['pending', 'paid', 'failed', 'refunded', 'no_payment'], {
  message: 'Ismeretlen fizetési állapot',
});

export const APPOINTMENT_STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  pending: 'Megerősítésre vár',
  confirmed: 'Megerősítve',
  completed: 'Lezajlott',
  cancelled_by_client: 'Lemondta a kérdező',
  cancelled_by_expert: 'Lemondta a tanácsadó',
  cancelled_by_system: 'Rendszer által törölve',
  no_show: 'Nem jelent meg',
};

export const ADMIN_APPOINTMENT_SORTS = ['startTime', 'createdAt', 'status', 'paymentStatus'] as const;
export type AdminAppointmentSort = (typeof ADMIN_APPOINTMENT_SORTS)[number];

const uuid = (label: string) => z.string().uuid(`Érvénytelen ${label} azonosító`);
const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label}: ISO 8601 időpont kell, időzónával` });

export const adminAppointmentsQuery = z
  .object({
    /** The adviser (`tanacsadok` id). */
    expertId: uuid('tanácsadó').optional(),
    /** The asker's user id. */
    clientId: uuid('kérdező').optional(),
    /** Name or e-mail of either party (accent-insensitive). */
    search: searchQuery(),
    status: z.enum(APPOINTMENT_STATUSES, { message: 'Ismeretlen állapot' }).optional(),
    paymentStatus: paymentStatusEnum.optional(),
    /** Start time from (inclusive) … to (exclusive). */
    from: isoDateTime('Kezdő dátum').optional(),
    to: isoDateTime('Záró dátum').optional(),
    ...sortQuery(ADMIN_APPOINTMENT_SORTS, 'startTime', 'desc'),
    ...pageQuery(ADMIN_PAGE_MAX),
  })
  .refine((q) => !q.from || !q.to || new Date(q.to) > new Date(q.from), {
    message: 'A záró dátum a kezdő dátum után legyen',
    path: ['to'],
  });
export type AdminAppointmentsQuery = z.infer<typeof adminAppointmentsQuery>;

/** An appointment as the party sees it (./appointments), with the parties' e-mail addresses. */
const appointment = appointmentSchema.shape;
export const adminAppointmentSchema = entitySchema({
  expert: appointment.expert.extend({ email: z.string() }),
  client: appointment.client.extend({ email: z.string() }),
  consultationType: appointment.consultationType,
  startTime: z.string(),
  endTime: z.string(),
  status: appointment.status,
  paymentStatus: paymentStatusEnum,
  payment: appointment.payment,
  notes: z.string(),
  /** The asker's answers to the intake questions, as asked when booking (issue 40). */
  intakeAnswers: appointment.intakeAnswers,
  invoiceAvailable: z.boolean(),
  issuedInvoice: appointment.issuedInvoice,
  reversalInvoice: appointment.reversalInvoice,
  timeChangeRequest: appointment.timeChangeRequest,
  createdAt: z.string(),
  updatedAt: z.string(),
  attendance: appointment.attendance,
  noShowBy: appointment.noShowBy,
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

/** One appointment with what admins did to it (newest first). */
export const adminAppointmentDetailSchema = adminAppointmentSchema.extend({
  history: z.array(auditEntrySchema),
});
export type AdminAppointmentDetail = z.infer<typeof adminAppointmentDetailSchema>;

export const REASON_MAX = 500;
const reason = multiline(
  z
    .string({ message: 'Az indoklás szöveg legyen' })
    .trim()
    .max(REASON_MAX, `Az indoklás legfeljebb ${REASON_MAX} karakter lehet`),
);

export const adminCancelBody = z.object({ reason: reason.optional() });
export type AdminCancelBody = z.infer<typeof adminCancelBody>;

export const noShowBody = z.object({
  /** Who did not turn up; omitted: not said (an older client). */
  party: z.enum(NO_SHOW_PARTIES, { message: 'Ismeretlen fél' }).optional(),
  reason: reason.optional(),
});

/** The admin's correction of an automatic no-show: the meeting did take place (status completed). */
export const attendedBody = z.object({ reason: reason.optional() });

export const paymentStatusBody = z.object({
  paymentStatus: paymentStatusEnum,
  reason: reason.min(3, 'Adja meg az indoklást (legalább 3 karakter)'),
});
export type PaymentStatusBody = z.infer<typeof paymentStatusBody>;

const idParams = uuidParams('Érvénytelen időpont azonosító');
const changed = { 200: savedAnswer(adminAppointmentSchema) };

/**
 * /api/admin/appointments/*: admins only. A change answers the changed appointment with the text to show
 * (audited; the two parties' open screens reload).
 */
export const adminAppointmentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/appointments',
    ...adminOnly,
    summary: 'Minden időpont (tanácsadó, kérdező, állapot, fizetés, időszak szerint; lapozva)',
    query: adminAppointmentsQuery,
    responses: { 200: pagedAnswer(adminAppointmentSchema) },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/appointments/:id',
    ...adminOnly,
    summary: 'Időpont részletei az admin műveletek naplójával',
    params: idParams,
    responses: { 200: dataAnswer(adminAppointmentDetailSchema) },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/:id/cancel',
    ...adminOnly,
    summary: 'Lemondás a rendszer nevében (cancelled_by_system; mindkét fél e-mailt kap)',
    params: idParams,
    body: adminCancelBody.nullish(),
    responses: changed,
  }),
  noShow: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/:id/no-show',
    ...adminOnly,
    summary: 'Megjelölés: nem jelent meg (no_show)',
    params: idParams,
    body: noShowBody.nullish(),
    responses: changed,
  }),
  attended: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/:id/attended',
    ...adminOnly,
    summary: 'Javítás: a meg nem jelenésként jelölt tanácsadás mégis lezajlott',
    params: idParams,
    body: attendedBody.nullish(),
    responses: changed,
  }),
  paymentStatus: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/:id/payment-status',
    ...adminOnly,
    summary: 'Fizetési állapot módosítása indoklással (portálon kívül fizetett időpontoknál)',
    params: idParams,
    body: paymentStatusBody,
    responses: changed,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/appointments/:id/refund',
    ...adminOnly,
    summary: 'Visszatérítés (teljes vagy részleges) a portálon fizetett díjból, indoklással (naplózva)',
    params: idParams,
    body: adminRefundBody,
    responses: changed,
  }),
};
