import { randomUUID } from 'node:crypto';
import type { CreateAppointmentBody } from '@common/api/appointments';
import type { IntakeAnswersInput, StoredIntakeAnswer } from '@common/api/intake';
import type { SeriesInterval } from '@common/api/series';
import { DEFAULT_TIME_CHANGE_REJECT_REASON, SERIES_PAYMENT_DUE_HOURS } from '@common/constants';
import { formatDateTime } from '@common/format';
import { messages } from '@common/messages';
import { and, asc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, lockInTransaction } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import {
  advisers,
  appointmentSeries,
  appointments,
  askers,
  consultationPayments,
  consultationTypes,
  invoices,
  timeOff,
  users,
} from '../../db/schema';
import { type Clock, HOUR_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { newToken } from '../../lib/tokens';
import { sniffType, storeUpload } from '../../lib/uploads';
import { loadAdviserRecords } from '../advisers/advisers.service';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { refreshNextFreeSlots } from '../schedule/next-free-slot';
import { liveAppointment, type ScheduleService } from '../schedule/schedule.service';
import { assertSeriesAllowed } from '../series/series-rules';
import { subscriptionRequired } from '../waitlist/waitlist.service';
import { type AppointmentEvent, notifyParty, notifySeriesBooked } from './appointments.notifications';
import { appointmentPolicy, type Parties } from './appointments.policy';
import type { AppointmentRecord } from './appointments.presenter';
import { bookedInsideDeadline, changeDeadlineOf, changeDeadlinePassed } from './change-deadline';
import { joinRefusal } from './join-window';

export const slotTaken = () =>
  conflict(
    'A választott időpont már nem foglalható. Kérjük, válasszon egy másik időpontot.',
    'SLOT_UNAVAILABLE',
  );
const invoiceFilename = (record: AppointmentRecord) =>
  `szamla-${record.appointment.startTime.toISOString().slice(0, 10)}.pdf`;

/** The parties of a loaded appointment, as the policy takes them. */
export const partiesOf = (record: AppointmentRecord): Parties => ({
  clientId: record.appointment.clientId,
  expertUserId: record.expertUserId,
  timeChangeRequestedBy: record.appointment.timeChangeRequestedBy,
});

export const appointmentNotFound = () => notFound('Az időpont nem található.', 'APPOINTMENT_NOT_FOUND');

/** An approved or rejected time change request is answered: nothing is asked any more. */
const NO_TIME_CHANGE_REQUEST = {
  timeChangeRequestedBy: null,
  timeChangeNewStart: null,
  timeChangeReason: null,
};
const expertUser = alias(users, 'expert_user');
const clientUser = alias(users, 'client_user');
// The portal-issued invoice and its reversal (at most one live each: invoices_appointment_key).
const issuedInvoice = alias(invoices, 'issued_invoice');
const reversalInvoice = alias(invoices, 'reversal_invoice');

/** Appointments with the names of both parties and the consultation type. */
const liveInvoice = (table: typeof issuedInvoice | typeof reversalInvoice, kind: 'invoice' | 'reversal') =>
  and(eq(table.appointmentId, appointments.id), eq(table.kind, kind), sql`${table.status} <> 'cancelled'`);

export function selectRecords(db: Database, where: SQL | undefined) {
  return db
    .select({
      appointment: appointments,
      expertUserId: expertUser.id,
      expertName: expertUser.name,
      expertEmail: expertUser.email,
      clientName: clientUser.name,
      clientEmail: clientUser.email,
      type: {
        id: consultationTypes.id,
        name: consultationTypes.name,
        color: consultationTypes.color,
        durationMinutes: consultationTypes.durationMinutes,
      },
      payment: consultationPayments,
      issuedInvoice,
      reversalInvoice,
      series: {
        id: appointmentSeries.id,
        occurrences: appointmentSeries.occurrences,
        intervalWeeks: appointmentSeries.intervalWeeks,
      },
    })
    .from(appointments)
    .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
    .innerJoin(expertUser, eq(expertUser.id, advisers.userId))
    .innerJoin(clientUser, eq(clientUser.id, appointments.clientId))
    .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
    .leftJoin(consultationPayments, eq(consultationPayments.appointmentId, appointments.id))
    .leftJoin(issuedInvoice, liveInvoice(issuedInvoice, 'invoice'))
    .leftJoin(reversalInvoice, liveInvoice(reversalInvoice, 'reversal'))
    .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
    .where(where)
    .orderBy(asc(appointments.startTime));
}

/** The filter of a date-range list: from `startDate` up to `endDate`; with a status, only those. */
interface RangeQuery {
  startDate: string;
  endDate: string;
  status?: AppointmentRecord['appointment']['status'] | undefined;
}

// Cancelled and no-show ones only when asked for by status (SPEC: not in the date-range lists).
const inRange = (query: RangeQuery) =>
  and(
    query.status ? eq(appointments.status, query.status) : liveAppointment,
    gte(appointments.startTime, new Date(query.startDate)),
    lt(appointments.startTime, new Date(query.endDate)),
  );

/** What a priced offer costs the asker, and whose payout account it is paid to. */
export interface PaymentQuote {
  amountHuf: number;
  feeHuf: number;
  accountRef: string;
}

/** What booking needs of the consultation payments (issue 38; consultation-payments implements it). */
export interface BookingPayments {
  /** The price of the adviser's offer: null when free; throws when priced but not payable now. */
  quote(adviserId: string, typeId: string): Promise<PaymentQuote | null>;
  /** In the booking's transaction: the payment that holds the time until paid (at least until `payBy`). */
  hold(
    tx: Database,
    appointmentId: string,
    quote: PaymentQuote,
    payBy?: Date,
  ): Promise<NonNullable<AppointmentRecord['payment']>>;
  /** The provider's checkout page of an unpaid booking. */
  checkout(record: AppointmentRecord): Promise<string>;
  /** Brings the payment up to date with the appointment (lapsed hold, refund by the rules). */
  settle(appointmentId: string): Promise<void>;
}

/** What confirming needs of the invoicing (issue 39; the invoicing module implements it). */
export interface ConfirmationInvoicing {
  /**
   * In the confirmation's transaction: `queued` when the portal issues the invoice through the
   * adviser's invoicing service, `free` when there is nothing to invoice, `manual` when the adviser
   * uploads it.
   */
  queueForAppointment(tx: Database, appointmentId: string): Promise<'manual' | 'queued' | 'free'>;
  /** In an upload's transaction: the portal's invoice not issued yet gives way to the uploaded one. */
  supersede(tx: Database, appointmentId: string): Promise<void>;
}

/** What booking needs of the intake questions (issue 40; the intake module implements it). */
export interface BookingIntake {
  /**
   * The answers checked against the adviser's current questions of the type, as the appointment keeps
   * them (with the questions' text); throws 400 naming the first problem.
   */
  answersForBooking(
    askerId: string,
    adviserId: string,
    typeId: string,
    answers: IntakeAnswersInput | undefined,
  ): Promise<StoredIntakeAnswer[]>;
  /** In the booking's transaction: the answers' documents become the appointment's (409 if one is gone). */
  takeDocuments(
    tx: Database,
    appointmentId: string,
    askerId: string,
    answers: StoredIntakeAnswer[],
  ): Promise<void>;
}

/** Whose time with which type: the part of a booking every check starts from. */
interface BookingTarget {
  expertId: string;
  consultationType: string;
  clientId?: string | undefined;
}

/** One occasion or a series' occasions, booked at once. */
export interface OccurrencesBooking extends BookingTarget {
  /** In order; the first is the one the asker picked. */
  starts: Date[];
  notes?: string | undefined;
  intakeAnswers?: IntakeAnswersInput | undefined;
  /** A recurring series: its row is inserted with the occasions, each pointing to it. */
  series?: { intervalWeeks: SeriesInterval } | undefined;
  /** The 409 when the occasion starting at `start` cannot be booked. */
  taken: (start: Date) => AppError;
}

export interface AppointmentServiceDeps {
  db: Database;
  clock: Clock;
  schedule: ScheduleService;
  privateStorage: FileStorage;
  mail: MailContext;
  events: EventPublisher;
  payments: BookingPayments;
  invoicing: ConfirmationInvoicing;
  intake: BookingIntake;
}

declare module '../../lib/domain-events' {
  interface DomainEventMap {
    /** An asker booked (the adviser's open screens show it; other askers' free times reload). */
    'appointment.booked': { record: AppointmentRecord; by: string };
    /** An appointment changed (status, time, notes, invoice): the parties' open screens reload. */
    'appointment.changed': { record: AppointmentRecord; by: string };
  }
}

export function createAppointmentService(deps: AppointmentServiceDeps) {
  const { db, clock, schedule, events } = deps;

  /** After a change of `record` committed: told to whoever listens, the record answered. */
  function changed(auth: ActiveSession, record: AppointmentRecord, mailQueued = true) {
    if (mailQueued) events.publish('mail.queued', {});
    events.publish('appointment.changed', { record, by: auth.user.id });
    return record;
  }

  async function load(id: string): Promise<AppointmentRecord> {
    const [record] = await selectRecords(db, eq(appointments.id, id));
    if (!record) throw appointmentNotFound();
    return record;
  }

  /** Only the two parties and admins may see or touch an appointment; others get a 404. */
  function assertParty(auth: ActiveSession, record: AppointmentRecord) {
    if (!appointmentPolicy.canSee(auth.user, partiesOf(record))) throw appointmentNotFound();
  }

  /**
   * Who books what, checked before any slot: the caller may book for themself, has a subscription, the
   * type exists; the adviser's record (undefined when unknown: the slot check reports it).
   */
  async function prepareBooking(auth: ActiveSession, input: BookingTarget) {
    if (!appointmentPolicy.canBook(auth.user, input.clientId)) {
      throw forbidden(
        auth.user.role === 'kerdezo'
          ? 'Csak saját nevére foglalhat időpontot.'
          : 'Időpontot kérdezői fiókkal lehet foglalni.',
      );
    }
    const now = clock.now();
    // Independent reads in parallel; an unknown adviser is reported by the slot check.
    const [[asker], [type], [adviser]] = await Promise.all([
      db.select().from(askers).where(eq(askers.userId, auth.user.id)),
      db.select().from(consultationTypes).where(eq(consultationTypes.id, input.consultationType)),
      loadAdviserRecords(db, [input.expertId]),
    ]);
    if (!asker?.expirationDate || asker.expirationDate <= now) throw subscriptionRequired();
    if (!type) throw new AppError(400, 'UNKNOWN_TYPE', 'Ismeretlen tanácsadási típus.');
    return { type, adviser };
  }

  /**
   * Which of `starts` (in order) are offered slots now — schedule, time off, bookings, notice, horizon —
   * by one read of the schedule over their whole span.
   */
  async function offeredStarts(
    expertId: string,
    { type, adviser }: Awaited<ReturnType<typeof prepareBooking>>,
    starts: readonly Date[],
  ) {
    const first = starts[0];
    const last = starts.at(-1);
    if (!first || !last) return [];
    // Nothing past the adviser's booking horizon is offered: the read stops there (a day's margin).
    const horizon = adviser
      ? clock.now().getTime() + (adviser.adviser.maxAdvanceDays + 1) * 86_400_000
      : Number.POSITIVE_INFINITY;
    if (first.getTime() >= horizon) return starts.map(() => false);
    const end = new Date(Math.min(last.getTime() + type.durationMinutes * 60_000, horizon));
    const offered = await schedule.slots(expertId, type.id, first, end, { type, adviser });
    const open = new Set(offered.map((slot) => slot.start.getTime()));
    return starts.map((start) => !!adviser && open.has(start.getTime()));
  }

  /** 400 unless the adviser allows this series of the type (no series: nothing to check). */
  function assertSeriesOffered(
    { type, adviser }: Awaited<ReturnType<typeof prepareBooking>>,
    series: OccurrencesBooking['series'],
    occurrences: number,
  ) {
    if (!series || !adviser) return;
    const offer = adviser.topics.find((topic) => topic.id === type.id);
    assertSeriesAllowed(offer?.series, series.intervalWeeks, occurrences);
  }

  /** Which occasions of a planned series are free now (the same rules as booking them). */
  async function previewOccurrences(
    auth: ActiveSession,
    input: BookingTarget & Pick<OccurrencesBooking, 'series'>,
    starts: readonly Date[],
  ) {
    const prepared = await prepareBooking(auth, input);
    assertSeriesOffered(prepared, input.series, starts.length);
    const free = await offeredStarts(input.expertId, prepared, starts);
    return starts.map((start, index) => ({
      start,
      end: new Date(start.getTime() + prepared.type.durationMinutes * 60_000),
      free: free[index] === true,
    }));
  }

  /**
   * Books one occasion, or every occasion of a series, in one transaction: all or none. Each occasion
   * must be an offered slot now and passes the no-overlap constraint with its buffers; `taken(start)` is
   * the 409 of the occasion that failed. A priced type holds a payment per occasion.
   */
  async function bookOccurrences(auth: ActiveSession, input: OccurrencesBooking) {
    const prepared = await prepareBooking(auth, input);
    const { type, adviser } = prepared;
    assertSeriesOffered(prepared, input.series, input.starts.length);
    const free = await offeredStarts(input.expertId, prepared, input.starts);
    const takenAt = free.indexOf(false);
    if (takenAt >= 0) throw input.taken(input.starts[takenAt] as Date);
    if (!adviser) throw input.taken(input.starts[0] as Date);
    // Nothing is booked unless the answers fit the questions asked now (once: every occasion keeps them).
    const intakeAnswers = await deps.intake.answersForBooking(
      auth.user.id,
      adviser.adviser.id,
      type.id,
      input.intakeAnswers,
    );
    const price = await deps.payments.quote(adviser.adviser.id, type.id);
    const typeView = {
      id: type.id,
      name: type.name,
      color: type.color,
      durationMinutes: type.durationMinutes,
    };
    const records = await db.transaction(async (tx) => {
      // Bookings of one adviser take turns: two series (or a series and a single booking) each holding a
      // time the other wants would otherwise deadlock in the no-overlap constraint instead of one losing.
      await lockInTransaction(tx, `bookings:${adviser.adviser.id}`);
      const [series] = input.series
        ? await tx
            .insert(appointmentSeries)
            .values({
              adviserId: adviser.adviser.id,
              clientId: auth.user.id,
              typeId: type.id,
              intervalWeeks: input.series.intervalWeeks,
              occurrences: input.starts.length,
            })
            .returning()
        : [];
      const created: AppointmentRecord[] = [];
      // One by one, so a race lost at the constraint names the occasion it was lost on.
      for (const [index, start] of input.starts.entries()) {
        const row = await tx
          .insert(appointments)
          .values({
            adviserId: adviser.adviser.id,
            clientId: auth.user.id,
            typeId: type.id,
            startTime: start,
            endTime: new Date(start.getTime() + type.durationMinutes * 60_000),
            notes: input.notes ?? '',
            roomId: newToken(),
            // The rule the asker saw when booking is the one that holds for this appointment.
            cancelDeadlineHours: adviser.adviser.cancelDeadlineHours,
            // A priced one is unpaid until the provider says otherwise.
            paymentStatus: price ? 'pending' : 'no_payment',
            intakeAnswers,
            seriesId: series?.id ?? null,
            seriesIndex: series ? index + 1 : null,
          })
          .returning()
          .then(([inserted]) => inserted)
          .catch((error: unknown) => {
            // Another booking took the time meanwhile: the exclusion constraint let only one through.
            throw isExclusionViolation(error) ? input.taken(start) : error;
          });
        if (!row) throw new Error('appointment insert returned nothing');
        // The answers' documents become the first occasion's (a document belongs to one appointment);
        // every occasion keeps the answers that list them.
        if (index === 0) await deps.intake.takeDocuments(tx, row.id, auth.user.id, intakeAnswers);
        // Paid per occasion: the first at once, a later one up to a day before its start.
        const payBy = index > 0 ? new Date(start.getTime() - SERIES_PAYMENT_DUE_HOURS * HOUR_MS) : undefined;
        const payment = price ? await deps.payments.hold(tx, row.id, price, payBy) : null;
        // Everything the record holds is already loaded: no query to read it back.
        created.push({
          appointment: row,
          expertUserId: adviser.user.id,
          expertName: adviser.user.name,
          expertEmail: adviser.user.email,
          clientName: auth.user.name,
          clientEmail: auth.user.email,
          type: typeView,
          payment,
          issuedInvoice: null,
          reversalInvoice: null,
          series: series
            ? { id: series.id, occurrences: series.occurrences, intervalWeeks: series.intervalWeeks }
            : null,
        });
      }
      // A priced booking reaches the adviser once paid (the provider's notification tells them, per
      // occasion); a free series is one mail naming every date.
      if (!price) {
        const [first] = created;
        if (series) await notifySeriesBooked(tx, deps.mail, created);
        else if (first) await notifyParty(tx, deps.mail, first, { kind: 'booked' }, 'expert');
      }
      return { series: series ?? null, created };
    });
    events.publish('mail.queued', {});
    for (const record of records.created) {
      // A priced booking is the adviser's news once paid (the payments publish it then); until then only
      // open screens reload (the time is held).
      events.publish(record.payment ? 'appointment.changed' : 'appointment.booked', {
        record,
        by: auth.user.id,
      });
    }
    // The adviser's next free slot may have moved: recomputed shortly after, outside the booking.
    events.publish('time.taken', { adviserId: input.expertId });
    // The time is held either way; a checkout the provider could not open now is opened again from the
    // appointment ("Fizetés"), and an unpaid hold lapses on its own. A series opens its first occasion's.
    const [first] = records.created;
    const checkoutUrl = first?.payment ? await deps.payments.checkout(first).catch(() => null) : null;
    return { series: records.series, records: records.created, checkoutUrl };
  }

  async function book(auth: ActiveSession, input: CreateAppointmentBody) {
    const { records, checkoutUrl } = await bookOccurrences(auth, {
      ...input,
      starts: [new Date(input.startTime)],
      taken: slotTaken,
    });
    const [record] = records;
    if (!record) throw new Error('booking returned no appointment');
    return { record, checkoutUrl };
  }

  async function get(auth: ActiveSession, id: string) {
    const record = await load(id);
    assertParty(auth, record);
    return record;
  }

  /**
   * Live appointments of an adviser in a date range (the adviser's own, or any for an admin); with a
   * status, those of that status (e.g. `no_show`).
   */
  async function listForExpert(auth: ActiveSession, query: RangeQuery & { expertId?: string | undefined }) {
    let expertId = query.expertId;
    if (auth.user.role !== 'admin') {
      const [own] = await db
        .select({ id: advisers.id })
        .from(advisers)
        .where(eq(advisers.userId, auth.user.id));
      if (!own) throw forbidden('Ez a lista tanácsadói fiókkal érhető el.');
      if (expertId && expertId !== own.id) throw forbidden(messages.api.forbidden);
      expertId = own.id;
    }
    return selectRecords(
      db,
      and(expertId ? eq(appointments.adviserId, expertId) : undefined, inRange(query)),
    );
  }

  /**
   * What waits for the adviser: bookings to confirm and the clients' time-change requests, over their
   * appointments that have not ended (one count over the adviser's rows, by the adviser/start index).
   */
  async function attention(auth: ActiveSession) {
    const [own] = await db
      .select({ id: advisers.id })
      .from(advisers)
      .where(eq(advisers.userId, auth.user.id));
    if (!own) throw forbidden('Ez az áttekintés tanácsadói fiókkal érhető el.');
    const [counts] = await db
      .select({
        // An unpaid booking of a priced consultation is not the adviser's to confirm yet.
        toConfirm: sql<number>`count(*) filter (where ${appointments.status} = 'pending'
          and ${appointments.paymentStatus} <> 'pending')`,
        // A request by nobody (the requester's account is gone) is the client's: the adviser decides it.
        timeChangeRequests: sql<number>`count(*) filter (where ${appointments.timeChangeNewStart} is not null
          and ${appointments.timeChangeRequestedBy} is distinct from ${auth.user.id})`,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.adviserId, own.id),
          inArray(appointments.status, ['pending', 'confirmed']),
          gt(appointments.endTime, clock.now()),
        ),
      );
    return counts ?? { toConfirm: 0, timeChangeRequests: 0 };
  }

  /** Live appointments of a client in a date range (their own, or any for an admin); with a status, those. */
  async function listForClient(auth: ActiveSession, query: RangeQuery & { clientId?: string | undefined }) {
    if (auth.user.role !== 'admin' && query.clientId && query.clientId !== auth.user.id) {
      throw forbidden(messages.api.forbidden);
    }
    const clientId = auth.user.role === 'admin' ? query.clientId : auth.user.id;
    return selectRecords(db, and(clientId ? eq(appointments.clientId, clientId) : undefined, inRange(query)));
  }

  /**
   * A party cancels: the status records who did; the row stays. An admin's cancellation is the
   * system's (`cancelled_by_system`, both parties told, with the optional reason); `inTransaction`
   * (the admin's audit entry) joins the change's transaction.
   */
  async function cancel(
    auth: ActiveSession,
    id: string,
    options: {
      reason?: string | undefined;
      inTransaction?: (tx: Database, record: AppointmentRecord) => Promise<void>;
    } = {},
  ) {
    const [cancelled] = await cancelAll(auth, [await get(auth, id)], options);
    if (!cancelled) throw new Error('cancellation returned no appointment');
    return cancelled;
  }

  /** Who cancels (the status says so) and who hears of it: the other party; both after an admin. */
  function cancellationBy(auth: ActiveSession, record: AppointmentRecord) {
    const byClient = auth.user.id === record.appointment.clientId;
    const byExpert = auth.user.id === record.expertUserId;
    const recipients: ('expert' | 'client')[] = byClient
      ? ['expert']
      : byExpert
        ? ['client']
        : ['expert', 'client'];
    return {
      next: byClient ? 'cancelled_by_client' : byExpert ? 'cancelled_by_expert' : 'cancelled_by_system',
      recipients,
      actorName: byClient || byExpert ? auth.user.name : 'A portál üzemeltetője',
    } as const;
  }

  /**
   * Cancels the given appointments of one adviser in one transaction, all or none (the rest of a
   * series): every one must still be live and, for the asker, before its deadline. Each party hears of
   * each, as with one cancellation. The caller has checked that `auth` is a party of each.
   */
  async function cancelAll(
    auth: ActiveSession,
    records: AppointmentRecord[],
    options: {
      reason?: string | undefined;
      inTransaction?: (tx: Database, record: AppointmentRecord) => Promise<void>;
    } = {},
  ) {
    for (const record of records) {
      const status = record.appointment.status;
      if (status !== 'pending' && status !== 'confirmed') {
        throw conflict('Ez az időpont már nem mondható le.', 'NOT_CANCELLABLE');
      }
      // A paid consultation may be cancelled late too: the refund rule then gives nothing back.
      if (auth.user.id === record.appointment.clientId && record.appointment.paymentStatus !== 'paid') {
        assertBeforeDeadline(record, 'lemondani');
      }
    }
    const reason = options.reason?.trim() || undefined;
    await db.transaction(async (tx) => {
      for (const record of records) {
        const { id, status } = record.appointment;
        const { next, recipients, actorName } = cancellationBy(auth, record);
        // Conditional, so a cancellation racing with another change (or the lifecycle) happens once.
        const updated = await tx
          .update(appointments)
          .set({ status: next, cancelledAt: clock.now() })
          .where(and(eq(appointments.id, id), eq(appointments.status, status)))
          .returning({ id: appointments.id });
        if (updated.length === 0) throw conflict('Ez az időpont már nem mondható le.', 'NOT_CANCELLABLE');
        await notify(tx, id, { kind: 'cancelled', actorName, ...(reason ? { reason } : {}) }, recipients);
        await options.inTransaction?.(tx, record);
      }
      const adviserIds = [...new Set(records.map((record) => record.appointment.adviserId))];
      await refreshNextFreeSlots(tx, clock.now(), { adviserIds });
    });
    for (const adviserId of new Set(records.map((record) => record.appointment.adviserId))) {
      events.publish('time.freed', { adviserId });
    }
    const cancelled: AppointmentRecord[] = [];
    for (const record of records) {
      const { id } = record.appointment;
      // What is owed back is asked for at once; the payments' upkeep retries what fails here.
      if (record.payment) await deps.payments.settle(id).catch(() => undefined);
      cancelled.push(changed(auth, await load(id)));
    }
    return cancelled;
  }

  /**
   * Every upcoming pending or confirmed appointment of a user (either side) cancelled by an admin, both
   * parties mailed (e.g. before the user's data is erased). Returns what was cancelled.
   */
  async function cancelUpcomingOf(auth: ActiveSession, userId: string, reason: string) {
    const upcoming = await selectRecords(
      db,
      and(
        or(eq(appointments.clientId, userId), eq(expertUser.id, userId)),
        inArray(appointments.status, ['pending', 'confirmed']),
        gt(appointments.endTime, clock.now()),
      ),
    );
    const cancelled: AppointmentRecord[] = [];
    for (const record of upcoming) cancelled.push(await cancel(auth, record.appointment.id, { reason }));
    return cancelled;
  }

  /** Mails the given parties about the appointment as it now stands in `tx`. */
  const notify = async (tx: Database, id: string, event: AppointmentEvent, to: ('expert' | 'client')[]) => {
    const [record] = await selectRecords(tx, eq(appointments.id, id));
    if (!record) return;
    for (const side of to) await notifyParty(tx, deps.mail, record, event, side);
  };

  /** The party that is not the caller. */
  const otherSide = (auth: ActiveSession, record: AppointmentRecord): 'expert' | 'client' =>
    auth.user.id === record.expertUserId ? 'client' : 'expert';

  function assertChangeable(record: AppointmentRecord) {
    const status = record.appointment.status;
    if (status !== 'pending' && status !== 'confirmed') {
      throw conflict('Ez az időpont már nem módosítható.', 'NOT_CHANGEABLE');
    }
  }

  /** The asker's cancellation and time-change deadline (the adviser's rule when it was booked). */
  function assertBeforeDeadline(record: AppointmentRecord, action: 'lemondani' | 'módosítást kérni') {
    const { appointment } = record;
    if (!changeDeadlinePassed(appointment, clock.now())) return;
    if (bookedInsideDeadline(appointment)) {
      throw conflict(
        `Ezt a foglalást a tanácsadó lemondási határidején (a kezdés előtti ${appointment.cancelDeadlineHours} órán) belül tette, ezért nem lehet ${action}.`,
        'CHANGE_DEADLINE_PASSED',
      );
    }
    throw conflict(
      `A tanácsadó szabálya szerint a kezdés előtti ${appointment.cancelDeadlineHours} órában már nem lehet ${action}` +
        ` (határidő: ${formatDateTime(changeDeadlineOf(appointment))}).`,
      'CHANGE_DEADLINE_PASSED',
    );
  }

  /** Either party asks to move the appointment; the other party decides. */
  async function requestTimeChange(auth: ActiveSession, id: string, newStartTime: string, reason?: string) {
    const record = await get(auth, id);
    if (!appointmentPolicy.canRequestTimeChange(auth.user, partiesOf(record))) {
      throw forbidden('Időpont-módosítást csak a két fél kérhet.');
    }
    assertChangeable(record);
    if (auth.user.id === record.appointment.clientId) assertBeforeDeadline(record, 'módosítást kérni');
    const { appointment } = record;
    if (appointment.timeChangeNewStart && appointment.timeChangeRequestedBy !== auth.user.id) {
      throw conflict('A másik fél már kért módosítást; előbb arról kell dönteni.', 'TIME_CHANGE_PENDING');
    }
    const newStart = new Date(newStartTime);
    if (newStart <= clock.now()) throw new AppError(400, 'TIME_IN_PAST', 'Az új időpont a jövőben legyen.');
    await db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({
          timeChangeRequestedBy: auth.user.id,
          timeChangeNewStart: newStart,
          timeChangeReason: reason ?? '',
          timeChangeRejectReason: null,
        })
        .where(eq(appointments.id, id));
      const event = {
        kind: 'timeChangeRequested' as const,
        actorName: auth.user.name,
        newStart,
        reason: reason ?? '',
      };
      await notify(tx, id, event, [otherSide(auth, record)]);
    });
    return changed(auth, await load(id));
  }

  /** The party who did not ask for the change may decide on it. */
  async function pendingChangeFor(auth: ActiveSession, id: string) {
    const record = await get(auth, id);
    const { appointment } = record;
    if (!appointment.timeChangeNewStart)
      throw conflict('Nincs függő időpont-módosítási kérelem.', 'NO_TIME_CHANGE');
    if (!appointmentPolicy.canDecideTimeChange(auth.user, partiesOf(record))) {
      throw forbidden('A kérelemről a másik fél dönthet.');
    }
    return { record, newStart: appointment.timeChangeNewStart };
  }

  async function approveTimeChange(auth: ActiveSession, id: string) {
    const { record, newStart } = await pendingChangeFor(auth, id);
    assertChangeable(record);
    const { appointment } = record;
    const newEnd = new Date(
      newStart.getTime() + (appointment.endTime.getTime() - appointment.startTime.getTime()),
    );
    const [off] = await db
      .select({ id: timeOff.id })
      .from(timeOff)
      .where(
        and(
          eq(timeOff.adviserId, appointment.adviserId),
          lt(timeOff.startTime, newEnd),
          gt(timeOff.endTime, newStart),
        ),
      )
      .limit(1);
    if (off) throw conflict('Az új időpontban a tanácsadó nem érhető el.', 'ADVISER_AWAY');
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ startTime: newStart, endTime: newEnd, ...NO_TIME_CHANGE_REQUEST })
          .where(eq(appointments.id, id));
        await notify(tx, id, { kind: 'timeChangeApproved' }, [otherSide(auth, record)]);
        await refreshNextFreeSlots(tx, clock.now(), { adviserIds: [appointment.adviserId] });
      });
      events.publish('time.freed', { adviserId: appointment.adviserId });
    } catch (error) {
      // Another live appointment holds the new time: the exclusion constraint refused the move.
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    }
    return changed(auth, await load(id));
  }

  async function rejectTimeChange(auth: ActiveSession, id: string, reason?: string) {
    const { record } = await pendingChangeFor(auth, id);
    const why = reason?.trim() || DEFAULT_TIME_CHANGE_REJECT_REASON;
    await db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ ...NO_TIME_CHANGE_REQUEST, timeChangeRejectReason: why })
        .where(eq(appointments.id, id));
      await notify(tx, id, { kind: 'timeChangeRejected', reason: why }, [otherSide(auth, record)]);
    });
    return changed(auth, await load(id));
  }

  /** The meeting URL for the two parties of a confirmed appointment, from 15 minutes before its start. */
  async function join(auth: ActiveSession, id: string, publicUrl: string) {
    const record = await get(auth, id);
    if (!appointmentPolicy.canJoin(auth.user, partiesOf(record))) {
      throw forbidden('A találkozóhoz csak a két fél csatlakozhat.');
    }
    const { appointment } = record;
    const refusal = joinRefusal(appointment, clock.now());
    if (refusal) throw refusal;
    return `${publicUrl}/meeting/${appointment.roomId}`;
  }

  /** A party updates the notes of an appointment that is still ahead. */
  async function updateNotes(auth: ActiveSession, id: string, notes: string) {
    const record = await get(auth, id);
    if (!appointmentPolicy.canEditNotes(auth.user, partiesOf(record))) {
      throw forbidden('Az időpontot csak a két fél módosíthatja.');
    }
    assertChangeable(record);
    await db.update(appointments).set({ notes }).where(eq(appointments.id, id));
    return changed(auth, await load(id), false);
  }

  /** The confirmation mail to the asker (with the uploaded invoice, or saying when the invoice comes). */
  async function mailConfirmation(
    tx: Database,
    record: AppointmentRecord,
    invoice: { attached: Buffer } | 'later' | 'none',
  ) {
    const [client] = await tx.select().from(users).where(eq(users.id, record.appointment.clientId));
    if (!client) return;
    await enqueueMail(tx, {
      to: client.email,
      ...mailTemplates.invoiceSent(
        {
          name: client.name,
          adviserName: record.expertName,
          when: record.appointment.startTime,
          timeZone: client.timeZone,
          changeDeadline:
            record.appointment.cancelDeadlineHours > 0 ? changeDeadlineOf(record.appointment) : null,
          bookedInsideDeadline: bookedInsideDeadline(record.appointment),
          invoice: typeof invoice === 'string' ? invoice : 'attached',
        },
        deps.mail,
      ),
      ...(typeof invoice === 'string'
        ? {}
        : {
            attachments: [
              {
                filename: invoiceFilename(record),
                contentType: 'application/pdf',
                content: invoice.attached.toString('base64'),
              },
            ],
          }),
    });
  }

  /** Sets a pending booking confirmed inside `tx`; a booking no longer pending is a 409. */
  async function markConfirmed(tx: Database, id: string, change: { invoicePath?: string } = {}) {
    const updated = await tx
      .update(appointments)
      .set({ status: 'confirmed', ...change })
      .where(and(eq(appointments.id, id), eq(appointments.status, 'pending')))
      .returning({ id: appointments.id });
    if (updated.length === 0) throw conflict('Ez a foglalás már nem erősíthető meg.', 'NOT_PENDING');
  }

  /** The uploaded invoice is a real PDF, or a clear 400/415. */
  async function assertInvoicePdf(invoice: { data: Buffer } | null): Promise<Buffer> {
    if (!invoice || invoice.data.length === 0)
      throw new AppError(400, 'NO_INVOICE', 'A megerősítéshez töltse fel a számlát (PDF).');
    await sniffType(
      invoice.data,
      ['application/pdf'],
      () => new AppError(415, 'INVOICE_NOT_PDF', 'A számla csak PDF formátumú lehet.'),
    );
    return invoice.data;
  }

  /** Stores an uploaded invoice and, in the same transaction, records it with `then`. */
  async function storeInvoice(id: string, data: Buffer, then: (tx: Database, key: string) => Promise<void>) {
    const key = `invoices/${id}/${randomUUID()}.pdf`;
    await storeUpload({
      db,
      storage: deps.privateStorage,
      key,
      data,
      contentType: 'application/pdf',
      record: (tx) => then(tx, key),
    });
  }

  /**
   * The adviser confirms a pending booking. With an uploaded invoice (PDF; required when the adviser
   * invoices by hand) it is stored and mailed to the client; when the portal invoices through the
   * adviser's invoicing service (issue 39), the invoice is queued and mailed once issued — either way
   * in the confirmation's one transaction.
   */
  async function confirm(auth: ActiveSession, id: string, invoice: { data: Buffer } | null) {
    const record = await get(auth, id);
    if (!appointmentPolicy.canConfirm(auth.user, partiesOf(record))) {
      throw forbidden('A foglalást a tanácsadó erősítheti meg.');
    }
    if (record.appointment.status !== 'pending')
      throw conflict('Ez a foglalás már nem erősíthető meg.', 'NOT_PENDING');
    if (record.appointment.paymentStatus === 'pending')
      throw conflict(
        'A foglalás díját a kérdező még nem fizette ki; a fizetés után erősíthető meg.',
        'NOT_PAID',
      );
    if (invoice && invoice.data.length > 0) {
      const data = await assertInvoicePdf(invoice);
      await storeInvoice(id, data, async (tx, key) => {
        await markConfirmed(tx, id, { invoicePath: key });
        await mailConfirmation(tx, record, { attached: data });
      });
    } else {
      await db.transaction(async (tx) => {
        await markConfirmed(tx, id);
        const invoicing = await deps.invoicing.queueForAppointment(tx, id);
        if (invoicing === 'manual') await assertInvoicePdf(null);
        await mailConfirmation(tx, record, invoicing === 'queued' ? 'later' : 'none');
      });
    }
    return changed(auth, await load(id));
  }

  /**
   * The adviser uploads the invoice of a confirmed consultation after all (the portal's invoicing
   * failed, or they prefer their own): stored, the portal's unissued invoice cancelled, mailed.
   */
  async function uploadInvoice(auth: ActiveSession, id: string, invoice: { data: Buffer } | null) {
    const record = await get(auth, id);
    if (!appointmentPolicy.canConfirm(auth.user, partiesOf(record))) {
      throw forbidden('A számlát a tanácsadó töltheti fel.');
    }
    if (record.appointment.status !== 'confirmed' && record.appointment.status !== 'completed')
      throw conflict('Számlát megerősített tanácsadáshoz lehet feltölteni.', 'NOT_CONFIRMED');
    const data = await assertInvoicePdf(invoice);
    await storeInvoice(id, data, async (tx, key) => {
      await deps.invoicing.supersede(tx, id);
      await tx.update(appointments).set({ invoicePath: key }).where(eq(appointments.id, id));
      const [client] = await tx.select().from(users).where(eq(users.id, record.appointment.clientId));
      if (client)
        await enqueueMail(tx, {
          to: client.email,
          ...mailTemplates.invoiceIssued(
            {
              name: client.name,
              number: '',
              reversal: false,
              issuerName: record.expertName,
              forSubscription: false,
            },
            deps.mail,
          ),
          attachments: [
            {
              filename: invoiceFilename(record),
              contentType: 'application/pdf',
              content: data.toString('base64'),
            },
          ],
        });
    });
    return changed(auth, await load(id));
  }

  /** Where the invoice of an appointment is stored, for its two parties and admins (the route streams it). */
  async function invoice(auth: ActiveSession, id: string) {
    const record = await get(auth, id);
    if (!record.appointment.invoicePath)
      throw notFound('Ehhez az időponthoz még nincs számla.', 'NO_INVOICE');
    return { key: record.appointment.invoicePath, filename: invoiceFilename(record) };
  }

  return {
    book,
    bookOccurrences,
    previewOccurrences,
    get,
    updateNotes,
    confirm,
    uploadInvoice,
    invoice,
    listForExpert,
    listForClient,
    attention,
    cancel,
    cancelAll,
    cancelUpcomingOf,
    requestTimeChange,
    approveTimeChange,
    rejectTimeChange,
    join,
  };
}
