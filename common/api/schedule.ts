import { z } from 'zod';
import { endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { adviserSchema } from './advisers';
import { adviserIdParams, dataAnswer, entitySchema, okAnswer } from './answers';

const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label}: ISO 8601 időpont kell, időzónával` });

export const bookingSettingsBody = z.object({
  minNoticeHours: z.number().int().min(0, 'Legalább 0 óra').max(720, 'Legfeljebb 720 óra (30 nap)'),
  /** Free time kept after each consultation (and so between two). */
  bufferMinutes: z.number().int().min(0, 'Legalább 0 perc').max(240, 'Legfeljebb 240 perc'),
  /** Free time kept before each consultation (preparation); omitted: unchanged. */
  bufferBeforeMinutes: z.number().int().min(0, 'Legalább 0 perc').max(240, 'Legfeljebb 240 perc').optional(),
  maxAdvanceDays: z.number().int().min(1, 'Legalább 1 nap').max(365, 'Legfeljebb 365 nap'),
  /** Omitted: unchanged. 0: the asker may cancel or ask for a new time until the start. */
  cancelDeadlineHours: z
    .number()
    .int()
    .min(0, 'Legalább 0 óra')
    .max(720, 'Legfeljebb 720 óra (30 nap)')
    .optional(),
});
export type BookingSettings = z.infer<typeof bookingSettingsBody>;

export const timeOffBody = z
  .object({
    startTime: isoDateTime('Kezdés'),
    endTime: isoDateTime('Befejezés'),
    reason: multiline(z.string().trim().max(300, 'Az indoklás legfeljebb 300 karakter lehet')).optional(),
  })
  .refine((b) => new Date(b.endTime) > new Date(b.startTime), {
    message: 'A befejezésnek a kezdés után kell lennie',
    path: ['endTime'],
  });

export const timeOffSchema = entitySchema({
  adviserId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** At most this many days of slots per request. */
export const SLOTS_MAX_RANGE_DAYS = 62;

export const availableSlotsQuery = z
  .object({
    from: isoDateTime('Kezdete'),
    to: isoDateTime('Vége'),
    typeId: z.string().uuid('Érvénytelen tanácsadási típus'),
  })
  .refine((q) => new Date(q.to) > new Date(q.from), { message: 'A vége a kezdete után legyen', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= SLOTS_MAX_RANGE_DAYS * 86_400_000, {
    message: `Legfeljebb ${SLOTS_MAX_RANGE_DAYS} nap kérdezhető le egyszerre`,
    path: ['to'],
  });

export const slotSchema = z.object({ startTime: z.string(), endTime: z.string() });
export type Slot = z.infer<typeof slotSchema>;

const tags = ['idopontok'];

/** Booking settings, time off and free slots of an adviser (DESIGN.md §7). */
export const scheduleApi = {
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/settings',
    tags,
    summary: 'Foglalási beállítások',
    params: adviserIdParams,
    body: bookingSettingsBody,
    responses: { 200: dataAnswer(adviserSchema).extend({ tanacsado: adviserSchema }) },
  }),
  timeOff: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/time-off',
    tags,
    summary: 'Távollétek',
    params: adviserIdParams,
    responses: { 200: dataAnswer(z.array(timeOffSchema)) },
  }),
  addTimeOff: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/time-off',
    tags,
    summary: 'Távollét rögzítése',
    params: adviserIdParams,
    body: timeOffBody,
    responses: { 201: dataAnswer(timeOffSchema) },
  }),
  removeTimeOff: endpoint({
    method: 'DELETE',
    path: '/api/tanacsadok/:id/time-off/:timeOffId',
    tags,
    summary: 'Távollét törlése',
    params: adviserIdParams.extend({ timeOffId: z.string().uuid('Érvénytelen azonosító') }),
    responses: { 200: okAnswer },
  }),
  availableSlots: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/available-slots',
    tags,
    summary: 'Szabad időpontok',
    params: adviserIdParams,
    query: availableSlotsQuery,
    responses: { 200: dataAnswer(z.array(slotSchema)) },
  }),
};
