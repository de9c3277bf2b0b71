import type { CreateSeriesBody, seriesSettingsBody } from '@common/api/series';
import { formatDate } from '@common/format';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { advisers, adviserTopics, appointmentSeries, appointments, users } from '../../db/schema';
import type { EventPublisher } from '../../lib/domain-events';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { assertCanManage, loadAdviserRecord } from '../advisers/advisers.service';
import type { createAppointmentService } from '../appointments/appointments.service';
import { appointmentNotFound, selectRecords } from '../appointments/appointments.service';
import type { ActiveSession } from '../auth/sessions';
import { seriesPolicy } from './series.policy';
import { occurrenceStarts, seriesRuleOf } from './series-rules';

type AppointmentService = ReturnType<typeof createAppointmentService>;
/** The settings body as the route's validation hands it over (defaults filled in). */
type SeriesSettings = z.output<typeof seriesSettingsBody>;

export interface SeriesServiceDeps {
  db: Database;
  events: EventPublisher;
  appointments: AppointmentService;
}

export const seriesNotFound = () => notFound('A sorozat nem található.', 'SERIES_NOT_FOUND');

/** The 409 of a series whose occasion on that day cannot be booked: the asker learns which one. */
const occurrenceTaken = (start: Date) =>
  conflict(
    `A sorozat ${formatDate(start)} időpontja már nem foglalható. Kérjük, válasszon másik kezdő időpontot vagy kevesebb alkalmat.`,
    'SERIES_SLOT_UNAVAILABLE',
  );

/**
 * Recurring series (issue 40): the adviser's rule per offered type, the preview and booking of a series
 * (through the appointments' shared booking), reading it, and cancelling the rest of it.
 */
export function createSeriesService(deps: SeriesServiceDeps) {
  const { db, events } = deps;

  /** The adviser (or an admin) allows series of an offered type, or turns them off (null / {}). */
  async function updateSettings(
    auth: ActiveSession,
    adviserId: string,
    typeId: string,
    rule: SeriesSettings,
  ) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    // The contract has refused repeated intervals; sorted, a rule is stored one way.
    const intervals = [...(rule?.intervalWeeks ?? [])].sort();
    const changed = await db
      .update(adviserTopics)
      .set({ seriesIntervalWeeks: intervals, seriesMaxOccurrences: rule?.maxOccurrences ?? 0 })
      .where(and(eq(adviserTopics.adviserId, adviserId), eq(adviserTopics.typeId, typeId)))
      .returning();
    const [row] = changed;
    if (!row) throw notFound('Ezt a tanácsadási típust a tanácsadó nem kínálja.', 'TYPE_NOT_OFFERED');
    // The public profile (the booking page reads the rule there) is cached.
    events.publish('advisers.changed', { adviserIds: [adviserId] });
    return { adviserId, typeId, series: seriesRuleOf(row) };
  }

  /** Each occasion of a planned series and whether it is free now (the same rules as booking it). */
  async function preview(
    auth: ActiveSession,
    query: Pick<
      CreateSeriesBody,
      'expertId' | 'consultationType' | 'startTime' | 'intervalWeeks' | 'occurrences'
    >,
  ) {
    const starts = occurrenceStarts(new Date(query.startTime), query.intervalWeeks, query.occurrences);
    return deps.appointments.previewOccurrences(
      auth,
      { ...query, series: { intervalWeeks: query.intervalWeeks } },
      starts,
    );
  }

  /** Books every occasion in one transaction, or none (the 409 names the day that failed). */
  async function book(auth: ActiveSession, input: CreateSeriesBody) {
    const starts = occurrenceStarts(new Date(input.startTime), input.intervalWeeks, input.occurrences);
    const { series, records, checkoutUrl } = await deps.appointments.bookOccurrences(auth, {
      expertId: input.expertId,
      consultationType: input.consultationType,
      notes: input.notes,
      intakeAnswers: input.intakeAnswers,
      starts,
      series: { intervalWeeks: input.intervalWeeks },
      taken: occurrenceTaken,
    });
    if (!series) throw new Error('series booking returned no series');
    return { series, records, checkoutUrl };
  }

  /** The series with the adviser's user id; a stranger learns nothing of it (404). */
  async function loadFor(auth: ActiveSession, id: string) {
    const [row] = await db
      .select({ series: appointmentSeries, expertUserId: users.id })
      .from(appointmentSeries)
      .innerJoin(advisers, eq(advisers.id, appointmentSeries.adviserId))
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(eq(appointmentSeries.id, id));
    if (!row) throw seriesNotFound();
    const parties = { clientId: row.series.clientId, expertUserId: row.expertUserId };
    if (!seriesPolicy.canSee(auth.user, parties)) throw seriesNotFound();
    return { ...row, parties };
  }

  /** A series and its occasions in order, cancelled ones too: its parties and admins. */
  async function get(auth: ActiveSession, id: string) {
    const { series } = await loadFor(auth, id);
    return { series, records: await selectRecords(db, eq(appointments.seriesId, id)) };
  }

  /**
   * The asker (or an admin) cancels an occasion and every later live one of the series, all or none:
   * each under its cancellation deadline, each party told as with a single cancellation.
   */
  async function cancelRest(auth: ActiveSession, id: string, fromAppointmentId: string) {
    const { series, parties } = await loadFor(auth, id);
    if (!seriesPolicy.canCancelRest(auth.user, parties)) {
      throw forbidden('A sorozat hátralévő alkalmait a kérdező mondhatja le; egy alkalmat a Lemondással.');
    }
    const [from] = await selectRecords(
      db,
      and(eq(appointments.id, fromAppointmentId), eq(appointments.seriesId, id)),
    );
    if (!from) throw appointmentNotFound();
    const later = await selectRecords(
      db,
      and(
        eq(appointments.seriesId, id),
        gt(appointments.startTime, from.appointment.startTime),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
    const cancelled = await deps.appointments.cancelAll(auth, [from, ...later]);
    return {
      series,
      cancelled,
      records: await selectRecords(db, eq(appointments.seriesId, id)),
    };
  }

  return { updateSettings, preview, book, get, cancelRest };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
