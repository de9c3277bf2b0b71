import { z } from 'zod';
import { APPOINTMENT_STATUSES, NO_SHOW_PARTIES } from '../constants';
import { multiline } from '../text-hygiene';

const notesField = multiline(z.string().trim().max(2000, 'A megjegyzés legfeljebb 2000 karakter lehet'));
const reasonField = multiline(z.string().trim().max(500, 'Az indoklás legfeljebb 500 karakter lehet'));

export const createAppointmentBody = z.object({
  expertId: z.string().uuid('Érvénytelen tanácsadó azonosító'),
  clientId: z.string().uuid('Érvénytelen ügyfél azonosító').optional(),
  startTime: z.iso.datetime({ offset: true, message: 'A kezdés ISO 8601 időpont legyen, időzónával' }),
  consultationType: z.string().uuid('Érvénytelen tanácsadási típus'),
  notes: notesField.optional(),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

const rangeQuery = {
  startDate: z.iso.datetime({ offset: true, message: 'A kezdő dátum ISO 8601 időpont legyen' }),
  endDate: z.iso.datetime({ offset: true, message: 'A záró dátum ISO 8601 időpont legyen' }),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
};
export const expertAppointmentsQuery = z.object({ ...rangeQuery, expertId: z.string().uuid().optional() });
export const clientAppointmentsQuery = z.object({ ...rangeQuery, clientId: z.string().uuid().optional() });

export const appointmentSchema = z.object({
  _id: z.string(),
  id: z.string(),
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
  notes: z.string(),
  timeChangeRequest: z
    .object({ requestedBy: z.string().nullable(), newStartTime: z.string(), reason: z.string() })
    .nullable(),
  /** Why the last time-change request was rejected (default 'Nincs indoklás megadva'). */
  timeChangeRejectReason: z.string().nullable(),
  invoiceAvailable: z.boolean(),
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
