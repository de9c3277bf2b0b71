import { z } from 'zod';
import { APPOINTMENT_STATUSES, NO_SHOW_PARTIES } from '../constants';
import { endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { dataAnswer, entitySchema, mirroredAnswer, readOrSavedAnswer, uuidParams } from './answers';
import { intakeAnswerSchema, intakeAnswersInput } from './intake';
import { issuedInvoiceSchema } from './invoicing';

const notesField = multiline(z.string().trim().max(2000, 'A megjegyzés legfeljebb 2000 karakter lehet'));
const reasonField = multiline(z.string().trim().max(500, 'Az indoklás legfeljebb 500 karakter lehet'));

export const createAppointmentBody = z.object({
  expertId: z.string().uuid('Érvénytelen tanácsadó azonosító'),
  clientId: z.string().uuid('Érvénytelen ügyfél azonosító').optional(),
  startTime: z.iso.datetime({ offset: true, message: 'A kezdés ISO 8601 időpont legyen, időzónával' }),
  consultationType: z.string().uuid('Érvénytelen tanácsadási típus'),
  notes: notesField.optional(),
  /**
   * Answers to the adviser's intake questions of the type (question id → answer): checked on the server
   * against the questions with `intakeAnswersSchema` of `./intake`.
   */
  intakeAnswers: intakeAnswersInput.optional(),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

const rangeQuery = {
  startDate: z.iso.datetime({ offset: true, message: 'A kezdő dátum ISO 8601 időpont legyen' }),
  endDate: z.iso.datetime({ offset: true, message: 'A záró dátum ISO 8601 időpont legyen' }),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
};
export const expertAppointmentsQuery = z.object({ ...rangeQuery, expertId: z.string().uuid().optional() });
export const clientAppointmentsQuery = z.object({ ...rangeQuery, clientId: z.string().uuid().optional() });

/** The money of one appointment, as its two parties and admins see it (null on a free consultation). */
export const consultationPaymentSchema = z.object({
  /** Gross price in whole forints, fixed when booked. */
  amountHuf: z.number().int(),
  /** The platform's commission kept from it. */
  feeHuf: z.number().int(),
  /** Refunded so far (whole forints). */
  refundedHuf: z.number().int(),
  /** What may still be refunded: the price less every refund already given or under way. */
  refundableHuf: z.number().int(),
  /** An unpaid booking holds its time until then (ISO); after it the booking lapses. */
  holdExpiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The provider's receipt of the charge, once paid (the demo provider has none). */
  receiptUrl: z.string().nullable(),
});
export type ConsultationPayment = z.infer<typeof consultationPaymentSchema>;

/** The recurring series an appointment belongs to (issue 40), e.g. "Sorozat 2/4 (hetente)". */
export const appointmentSeriesRefSchema = z.object({
  id: z.string(),
  /** The occasion's place in the series, 1-based, by its original order (a moved occasion keeps it). */
  index: z.number().int(),
  /** How many occasions were booked in the series. */
  occurrences: z.number().int(),
  /** 1: weekly, 2: every two weeks. */
  intervalWeeks: z.union([z.literal(1), z.literal(2)]),
});
export type AppointmentSeriesRef = z.infer<typeof appointmentSeriesRefSchema>;

export const appointmentSchema = entitySchema({
  expertId: z.string(),
  clientId: z.string(),
  /** `id` is the adviser (`tanacsadok`) id; `userId` their user id (messages). */
  expert: z.object({ id: z.string(), userId: z.string(), name: z.string() }),
  client: z.object({ id: z.string(), name: z.string() }),
  consultationType: z.object({
    id: z.string(),
    name: z.string(),
    color: z.string(),
    durationMinutes: z.number(),
  }),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'refunded', 'no_payment']),
  /** The price paid through the portal (issue 38); null: a free consultation. */
  payment: consultationPaymentSchema.nullable(),
  notes: z.string(),
  /** The asker's answers to the intake questions, as asked when booking (issue 40); empty: none. */
  intakeAnswers: z.array(intakeAnswerSchema),
  timeChangeRequest: z
    .object({ requestedBy: z.string().nullable(), newStartTime: z.string(), reason: z.string() })
    .nullable(),
  /** Why the last time-change request was rejected (default 'Nincs indoklás megadva'). */
  timeChangeRejectReason: z.string().nullable(),
  invoiceAvailable: z.boolean(),
  /** The invoice the portal issues through the adviser's invoicing service, and its reversal (issue 39). */
  issuedInvoice: issuedInvoiceSchema.nullable(),
  reversalInvoice: issuedInvoiceSchema.nullable(),
  createdAt: z.string(),
  /**
   * Until when (ISO) the asker may cancel or ask for a new time: the adviser's deadline when it was
   * booked before the start; null when there is none (until the start).
   */
  changeDeadline: z.string().nullable(),
  /**
   * When each party first entered the meeting room and last left it (ISO; null: not yet / never).
   * Recorded by the meeting itself.
   */
  attendance: z.object({
    expertJoinedAt: z.string().nullable(),
    expertLeftAt: z.string().nullable(),
    clientJoinedAt: z.string().nullable(),
    clientLeftAt: z.string().nullable(),
  }),
  /** Who did not turn up (status no_show): set after the end from the attendance, or by an admin. */
  noShowBy: z.enum(NO_SHOW_PARTIES).nullable(),
  /** The recurring series it is one occasion of; null: a single booking. */
  series: appointmentSeriesRefSchema.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const updateAppointmentBody = z.object({
  notes: notesField,
});

export const timeChangeBody = z.object({
  newStartTime: z.iso.datetime({ offset: true, message: 'Az új kezdés ISO 8601 időpont legyen, időzónával' }),
  reason: reasonField.optional(),
});

export const rejectTimeChangeBody = z.object({
  reason: reasonField.optional(),
});

/** GET /api/appointments/attention: what waits for the signed-in adviser (the overview and the menu). */
export const adviserAttentionSchema = z.object({
  /** Bookings not yet confirmed (status pending) that have not ended. */
  toConfirm: z.number().int(),
  /** Live appointments (pending or confirmed, not ended) with the client's time-change request. */
  timeChangeRequests: z.number().int(),
});
export type AdviserAttention = z.infer<typeof adviserAttentionSchema>;

/** One appointment: after a change with the text the screen shows (`message`), or as it is read. */
const appointmentAnswer = readOrSavedAnswer(appointmentSchema);
/** A list of one side's appointments, under both names the old clients read. */
const appointmentListAnswer = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentSchema),
  data: z.array(appointmentSchema),
});

const tags = ['idopontok'];
const params = uuidParams('Érvénytelen időpont azonosító');

/** SPEC.md §7 "Appointments": booking, the two sides' lists, reading, changing and cancelling. */
export const appointmentsApi = {
  book: endpoint({
    method: 'POST',
    path: '/api/appointments',
    tags,
    summary: 'Időpont foglalása',
    body: createAppointmentBody,
    responses: {
      201: appointmentAnswer.extend({
        _id: z.string(),
        id: z.string(),
        /** A priced consultation: where the asker pays (the time is held meanwhile); null: nothing to pay. */
        checkoutUrl: z.string().nullable(),
      }),
    },
  }),
  listForExpert: endpoint({
    method: 'GET',
    path: '/api/appointments',
    tags,
    summary: 'Tanácsadó időpontjai',
    query: expertAppointmentsQuery,
    responses: { 200: appointmentListAnswer },
  }),
  attention: endpoint({
    method: 'GET',
    path: '/api/appointments/attention',
    tags,
    roles: ['tanacsado'],
    summary: 'Tanácsadó: megerősítésre váró foglalások és módosítási kérelmek száma',
    responses: { 200: dataAnswer(adviserAttentionSchema) },
  }),
  listForClient: endpoint({
    method: 'GET',
    path: '/api/appointments/client',
    tags,
    summary: 'Ügyfél időpontjai',
    query: clientAppointmentsQuery,
    responses: { 200: appointmentListAnswer },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/appointments/:id',
    tags,
    summary: 'Időpont',
    params,
    responses: { 200: appointmentAnswer },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/appointments/:id',
    tags,
    summary: 'Időpont módosítása (megjegyzés)',
    params,
    body: updateAppointmentBody,
    responses: { 200: appointmentAnswer },
  }),
  requestTimeChange: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/request-time-change',
    tags,
    summary: 'Időpont-módosítás kérése',
    params,
    body: timeChangeBody,
    responses: { 200: appointmentAnswer },
  }),
  approveTimeChange: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/approve-time-change',
    tags,
    summary: 'Módosítás elfogadása',
    params,
    responses: { 200: appointmentAnswer },
  }),
  rejectTimeChange: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/reject-time-change',
    tags,
    summary: 'Módosítás elutasítása',
    params,
    body: rejectTimeChangeBody.optional(),
    responses: { 200: appointmentAnswer },
  }),
  join: endpoint({
    method: 'GET',
    path: '/api/appointments/:id/join',
    tags,
    summary: 'Csatlakozás a találkozóhoz',
    params,
    responses: {
      200: mirroredAnswer({ meetingUrl: z.string() }),
    },
  }),
  /** The invoice PDF comes in the multipart field `invoice`. */
  confirm: endpoint({
    method: 'PUT',
    path: '/api/appointments/:id/confirm',
    tags,
    summary: 'Megerősítés számlával (multipart: invoice)',
    multipart: true,
    params,
    responses: { 200: appointmentAnswer.extend({ appointment: appointmentSchema }) },
  }),
  /** The adviser uploads the invoice of a confirmed consultation (multipart field `invoice`). */
  uploadInvoice: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/invoice',
    tags,
    roles: ['tanacsado'],
    summary: 'Számla feltöltése megerősített tanácsadáshoz (multipart: invoice)',
    multipart: true,
    params,
    responses: { 200: appointmentAnswer },
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/appointments/:id/invoice',
    tags,
    summary: 'Számla letöltése (PDF)',
    params,
    file: true,
    responses: {},
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/appointments/:id',
    tags,
    summary: 'Időpont lemondása',
    params,
    responses: { 200: appointmentAnswer },
  }),
};
