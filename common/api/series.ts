import { z } from 'zod';
import { endpoint } from '../contract';
import { seriesRuleSchema } from './advisers';
import { dataAnswer, entitySchema, readOrSavedAnswer, uuidParams } from './answers';
import { appointmentSchema, createAppointmentBody } from './appointments';

/**
 * Recurring series (issue 40): an adviser allows series per offered consultation type (weekly or every
 * two weeks, 2–12 occasions); the asker picks the first slot and the count and books every occasion at
 * once or none. Each occasion is an ordinary appointment (time change, calendar feed, reminders, no-show,
 * waitlist); a priced one is paid per occasion.
 */

/** The intervals a series may have, in weeks: weekly and every two weeks. */
export const SERIES_INTERVALS = [1, 2] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
export const SERIES_MIN_OCCURRENCES = 2;
export const SERIES_MAX_OCCURRENCES = 12;

/** "hetente" / "kéthetente": how the interval reads on cards and in mails. */
export const seriesIntervalLabel = (intervalWeeks: number) =>
  intervalWeeks === 1 ? 'hetente' : 'kéthetente';

const intervalMessage = 'Az ismétlődés hetente (1) vagy kéthetente (2) lehet';
const countMessage = `Az alkalmak száma ${SERIES_MIN_OCCURRENCES} és ${SERIES_MAX_OCCURRENCES} között legyen`;

const intervalField = z.union([z.literal(1), z.literal(2)], { message: intervalMessage });
/** In a query string the interval comes as text. */
const intervalQueryField = z.coerce
  .number({ message: intervalMessage })
  .refine((value): value is SeriesInterval => value === 1 || value === 2, intervalMessage);
const occurrencesField = z
  .number({ message: countMessage })
  .int(countMessage)
  .min(SERIES_MIN_OCCURRENCES, countMessage)
  .max(SERIES_MAX_OCCURRENCES, countMessage);

/**
 * The adviser's series rule of one offered type. Off: `null`, `{}` or `{ intervalWeeks: [],
 * maxOccurrences: 0 }`; on: at least one interval and a maximum of 2–12 occasions.
 */
export const seriesSettingsBody = z
  .object({
    intervalWeeks: z
      .array(intervalField)
      .max(SERIES_INTERVALS.length, intervalMessage)
      .refine((values) => new Set(values).size === values.length, 'Egy ismétlődés csak egyszer szerepelhet')
      .default([]),
    maxOccurrences: z
      .number({ message: countMessage })
      .int(countMessage)
      .min(0, countMessage)
      .max(SERIES_MAX_OCCURRENCES, countMessage)
      .default(0),
  })
  .superRefine((rule, ctx) => {
    if (rule.intervalWeeks.length > 0 && rule.maxOccurrences < SERIES_MIN_OCCURRENCES) {
      ctx.addIssue({ code: 'custom', path: ['maxOccurrences'], message: countMessage });
    }
    if (rule.intervalWeeks.length === 0 && rule.maxOccurrences > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['intervalWeeks'],
        message: 'Válassza ki, milyen gyakran ismétlődhet a sorozat',
      });
    }
  })
  .nullable();
export type SeriesSettingsBody = z.input<typeof seriesSettingsBody>;

/** One offered type's series rule as saved (null: no series). */
export const seriesSettingsSchema = z.object({
  adviserId: z.string(),
  typeId: z.string(),
  series: seriesRuleSchema.nullable(),
});
export type SeriesSettings = z.infer<typeof seriesSettingsSchema>;

/** A series as booked: the asker picks the first slot, the interval and the count. */
export const createSeriesBody = createAppointmentBody.omit({ clientId: true }).extend({
  intervalWeeks: intervalField,
  occurrences: occurrencesField,
});
export type CreateSeriesBody = z.infer<typeof createSeriesBody>;

export const seriesPreviewQuery = z.object({
  expertId: z.string().uuid('Érvénytelen tanácsadó azonosító'),
  consultationType: z.string().uuid('Érvénytelen tanácsadási típus'),
  startTime: z.iso.datetime({ offset: true, message: 'A kezdés ISO 8601 időpont legyen, időzónával' }),
  intervalWeeks: intervalQueryField,
  occurrences: z.coerce
    .number({ message: countMessage })
    .int(countMessage)
    .min(SERIES_MIN_OCCURRENCES, countMessage)
    .max(SERIES_MAX_OCCURRENCES, countMessage),
});
export type SeriesPreviewQuery = z.input<typeof seriesPreviewQuery>;

/** One occasion of a planned series: when, and whether it can be booked now. */
export const seriesPreviewOccurrenceSchema = z.object({
  /** 1-based. */
  index: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** An offered, free slot of the adviser (the same rules as a single booking). */
  free: z.boolean(),
});
export type SeriesPreviewOccurrence = z.infer<typeof seriesPreviewOccurrenceSchema>;

export const seriesPreviewSchema = z.object({
  occurrences: z.array(seriesPreviewOccurrenceSchema),
  /** Every occasion is free: the series can be booked. */
  allFree: z.boolean(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const appointmentSeriesSchema = entitySchema({
  expertId: z.string(),
  clientId: z.string(),
  consultationTypeId: z.string(),
  intervalWeeks: intervalField,
  occurrences: z.number().int(),
  createdAt: z.string(),
});
export type AppointmentSeries = z.infer<typeof appointmentSeriesSchema>;

/** A series with its occasions in order (cancelled ones too). */
const seriesWithAppointments = z.object({
  series: appointmentSeriesSchema,
  appointments: z.array(appointmentSchema),
});

export const cancelSeriesBody = z.object({
  /** This occasion and every later live one of the series are cancelled. */
  fromAppointmentId: z.string().uuid('Érvénytelen időpont azonosító'),
});

const tags = ['idopontok'];
const params = uuidParams('Érvénytelen sorozat azonosító');

export const seriesApi = {
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/series-settings/:typeId',
    tags: ['tanacsadok'],
    roles: ['tanacsado', 'admin'],
    summary: 'Ismétlődő sorozat engedélyezése egy tanácsadási típushoz (null vagy {}: kikapcsolás)',
    params: z.object({
      id: z.string().uuid('Érvénytelen tanácsadó azonosító'),
      typeId: z.string().uuid('Érvénytelen tanácsadási típus'),
    }),
    body: seriesSettingsBody,
    responses: { 200: readOrSavedAnswer(seriesSettingsSchema) },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/appointment-series/preview',
    tags,
    roles: ['kerdezo'],
    summary: 'Sorozat előnézete: az alkalmak időpontja és szabad-e',
    query: seriesPreviewQuery,
    responses: { 200: dataAnswer(seriesPreviewSchema) },
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/appointment-series',
    tags,
    roles: ['kerdezo'],
    summary: 'Ismétlődő sorozat foglalása (minden alkalom vagy egy sem)',
    body: createSeriesBody,
    responses: {
      201: seriesWithAppointments.extend({
        success: z.literal(true),
        message: z.string(),
        /** A priced type: where the asker pays the FIRST occasion (each occasion is paid separately). */
        checkoutUrl: z.string().nullable(),
      }),
    },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/appointment-series/:id',
    tags,
    summary: 'Sorozat és alkalmai',
    params,
    responses: { 200: dataAnswer(seriesWithAppointments) },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/appointment-series/:id/cancel',
    tags,
    summary: 'A sorozat lemondása a megadott alkalomtól (az összes későbbi alkalommal)',
    params,
    body: cancelSeriesBody,
    responses: {
      200: readOrSavedAnswer(seriesWithAppointments).extend({
        /** The occasions this request cancelled. */
        cancelled: z.array(appointmentSchema),
      }),
    },
  }),
};
