import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { StoredIntakeAnswer } from '@common/api/intake';
import type { SeriesInterval } from '@common/api/series';
import { INACTIVE_APPOINTMENT_STATUSES, PAYMENT_HOLD_MINUTES, TIME_ZONE } from '@common/constants';
import { formatDate, formatDateTime, formatPrice } from '@common/format';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Database } from '../db/client';
import { recomputeRating } from '../db/ratings';
import {
  advisers,
  adviserTopics,
  appointmentSeries,
  appointments,
  askers,
  bookingDocuments,
  chatMessages,
  consultationPayments,
  consultationTypes,
  conversations,
  intakeQuestions,
  messageAttachments,
  payments,
  payoutAccounts,
  reviews,
  subscriptionPackages,
  users,
} from '../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/clock';
import { type PdfLine, renderPdf } from '../lib/simple-pdf';
import { type FileStorage, LocalFileStorage } from '../lib/storage';
import { newToken } from '../lib/tokens';
import { platformFee } from '../modules/consultation-payments/fee';
import { refreshNextFreeSlots } from '../modules/schedule/next-free-slot';
import { occurrenceStarts } from '../modules/series/series-rules';
import { loadSettings } from '../modules/settings/settings.service';
import * as data from './seed-data';

type Log = Pick<FastifyBaseLogger, 'info'>;

/** Past consultations end at least this long before the seeding (the browser tests' helpers use the last two days). */
const PAST_GAP_MS = 49 * HOUR_MS;
/** Upcoming ones start at least this long after it (nothing runs "now", whatever the adviser's notice). */
const FUTURE_GAP_MS = 24 * HOUR_MS;

export interface DemoHistoryOptions {
  /** Where invoices and chat attachments go (the app's private store). */
  privateStorage: FileStorage;
  /** The moment of seeding (the app's clock): the history is dated relative to its Budapest day. */
  now: Date;
  log?: Log | undefined;
}

export interface DemoHistoryResult {
  appointments: number;
  reviews: number;
  messages: number;
  payments: number;
  /** Consultations paid through the portal (consultation_payments rows). */
  consultationPayments: number;
}

/** What the booking rules need of an adviser (the row's own values). */
export interface SlotRulesOfAdviser {
  workSchedule: { day: number; start: string; end: string }[];
  bufferMinutes: number;
  bufferBeforeMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number;
}

/** Time an appointment holds, as the no-overlap constraint sees it: [start − buffer before, end + buffer after). */
export interface HeldTime {
  from: number;
  until: number;
}

/**
 * The start of the wanted slot (a Budapest day relative to `now`'s, and the index of the slot of that
 * day the booking page would offer: back to back from the start of each working period), or the
 * nearest one further from today whose held time meets nothing in `held` and which lies in the past
 * (ended at least PAST_GAP_MS ago) or in the bookable future (notice, horizon). Null if there is none.
 */
export function placeSlot(
  rules: SlotRulesOfAdviser,
  durationMinutes: number,
  now: Date,
  wanted: { day: number; slot: number },
  held: HeldTime[],
): { start: Date; end: Date } | null {
  const past = wanted.day < 0;
  const durationMs = durationMinutes * MINUTE_MS;
  const today = DateTime.fromJSDate(now, { zone: TIME_ZONE }).startOf('day');
  const latestFuture = now.getTime() + rules.maxAdvanceDays * DAY_MS;
  for (let step = 0; step < 120; step += 1) {
    const day = today.plus({ days: wanted.day + (past ? -step : step) });
    const starts: number[] = [];
    const periods = rules.workSchedule
      .filter((entry) => entry.day === day.weekday)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (const period of periods) {
      const periodEnd = wallClock(day, period.end).getTime();
      for (
        let start = wallClock(day, period.start).getTime();
        start + durationMs <= periodEnd;
        start += durationMs
      ) {
        starts.push(start);
      }
    }
    if (starts.length === 0) continue;
    const first = Math.min(Math.max(wanted.slot, 0), starts.length - 1);
    for (const start of [...starts.slice(first), ...starts.slice(0, first)]) {
      if (!past && start > latestFuture) return null;
      const slot = { start: new Date(start), end: new Date(start + durationMs) };
      if (fitsAt(rules, slot, now, held)) return slot;
    }
  }
  return null;
}

/**
 * Whether a time may hold a seeded appointment: well in the past (ended PAST_GAP_MS ago) or in the
 * bookable future (notice, horizon), and its held time (with the buffers) meeting nothing in `held`.
 */
function fitsAt(rules: SlotRulesOfAdviser, slot: { start: Date; end: Date }, now: Date, held: HeldTime[]) {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  const earliestFuture = now.getTime() + Math.max(rules.minNoticeHours * HOUR_MS, FUTURE_GAP_MS);
  const latestFuture = now.getTime() + rules.maxAdvanceDays * DAY_MS;
  const inPast = end <= now.getTime() - PAST_GAP_MS;
  if (!inPast && (start < earliestFuture || start > latestFuture)) return false;
  const from = start - rules.bufferBeforeMinutes * MINUTE_MS;
  const until = end + rules.bufferMinutes * MINUTE_MS;
  return !held.some((h) => from < h.until && h.from < until);
}

/**
 * The occasions of a seeded series: the first where `placeSlot` puts it, the others as booking puts
 * them (`occurrenceStarts`: the same Budapest wall-clock time `intervalWeeks` apart); a first whose later occasions do not all fit is passed over for
 * the next one. Null when no run fits.
 */
export function placeSeries(
  rules: SlotRulesOfAdviser,
  durationMinutes: number,
  now: Date,
  plan: { day: number; slot: number; intervalWeeks: SeriesInterval; occurrences: number },
  held: HeldTime[],
): { start: Date; end: Date }[] | null {
  const passedOver: HeldTime[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const first = placeSlot(rules, durationMinutes, now, plan, [...held, ...passedOver]);
    if (!first) return null;
    const slots = occurrenceStarts(first.start, plan.intervalWeeks, plan.occurrences).map((start) => ({
      start,
      end: new Date(start.getTime() + durationMinutes * MINUTE_MS),
    }));
    if (slots.every((slot) => fitsAt(rules, slot, now, held))) return slots;
    passedOver.push({ from: first.start.getTime(), until: first.end.getTime() });
  }
  return null;
}

/** A Budapest wall-clock time ('HH:MM') of a day as an instant (DST-correct). */
function wallClock(day: DateTime, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 }).toJSDate();
}

/**
 * The private store next to a local public one (DATA_DIR/uploads → DATA_DIR/private, the layout of
 * `createStorages`), for a caller that passed only the public store. Anything else: unknown (null).
 */
export function privateStorageBeside(storage: FileStorage): FileStorage | null {
  if (!(storage instanceof LocalFileStorage) || path.basename(storage.root) !== 'uploads') return null;
  return new LocalFileStorage(path.join(path.dirname(storage.root), 'private'));
}

const minDate = (a: Date, b: Date) => (a < b ? a : b);
const budapest = (date: Date) => DateTime.fromJSDate(date, { zone: TIME_ZONE });

interface BillingParty {
  name: string;
  companyName?: string | null;
  zipCode?: string | null;
  city?: string | null;
  address?: string | null;
  vatNumber?: string | null;
  bankAccountNumber?: string | null;
}

function partyLines(label: string, party: BillingParty): PdfLine[] {
  const lines: PdfLine[] = [{ text: label, bold: true, gap: 8 }, { text: party.companyName || party.name }];
  const place = [party.zipCode, party.city].filter(Boolean).join(' ');
  const address = [place, party.address].filter(Boolean).join(', ');
  if (address) lines.push({ text: address });
  if (party.vatNumber) lines.push({ text: `Adószám: ${party.vatNumber}` });
  if (party.bankAccountNumber) lines.push({ text: `Bankszámlaszám: ${party.bankAccountNumber}` });
  return lines;
}

/**
 * A demo invoice of one consultation (one item, 27% VAT), as the adviser would upload it: of the price
 * paid through the portal (`paidHuf`, gross), or else of the demo hourly rate, to be paid by transfer.
 */
export function demoInvoicePdf(invoice: {
  number: string;
  issuedAt: Date;
  start: Date;
  typeName: string;
  durationMinutes: number;
  seller: BillingParty;
  buyer: BillingParty;
  paidHuf?: number | undefined;
}): Buffer {
  const net =
    invoice.paidHuf === undefined
      ? Math.round((data.DEMO_HOURLY_NET_HUF * invoice.durationMinutes) / 60)
      : Math.round(invoice.paidHuf / 1.27);
  const vat = invoice.paidHuf === undefined ? Math.round(net * 0.27) : invoice.paidHuf - net;
  return renderPdf(`Számla ${invoice.number}`, [
    { text: 'SZÁMLA', bold: true, size: 20 },
    { text: 'Demó számla a Tanácsadó portál bemutató adataihoz – nem valódi bizonylat.', size: 8 },
    { text: `Számlaszám: ${invoice.number}`, gap: 10 },
    { text: `Kelt: ${formatDate(invoice.issuedAt)}    Teljesítés: ${formatDate(invoice.start)}` },
    {
      text:
        invoice.paidHuf === undefined
          ? 'Fizetési mód: átutalás'
          : 'Fizetési mód: bankkártya (a portálon, foglaláskor kiegyenlítve)',
    },
    ...partyLines('Eladó', invoice.seller),
    ...partyLines('Vevő', invoice.buyer),
    { text: 'Tétel', bold: true, gap: 8 },
    {
      text: `${invoice.typeName} – online konzultáció, ${invoice.durationMinutes} perc (${formatDateTime(invoice.start)})`,
    },
    {
      text: `Nettó: ${formatPrice(net)}    ÁFA (27%): ${formatPrice(vat)}    Bruttó: ${formatPrice(net + vat)}`,
    },
    {
      text:
        invoice.paidHuf === undefined
          ? `Fizetendő: ${formatPrice(net + vat)}`
          : `Fizetve: ${formatPrice(net + vat)}    Fizetendő: ${formatPrice(0)}`,
      bold: true,
      size: 12,
      gap: 10,
    },
  ]);
}

/**
 * Adds the demo history (demo mode only: the demo seed calls it): past consultations with attendance,
 * invoices and reviews, a no-show, upcoming confirmed and pending bookings with a waiting time-change
 * request, conversations with an attachment, and subscription payments, dated relative to `now`. A
 * consultation of a priced offer of an adviser with a ready demo payout account was paid through the
 * portal (a consultation_payments row as the payment service leaves it; one the adviser called off was
 * refunded in full); the others are settled outside the portal (by transfer of the invoice).
 * Once only: the demo asker's first seeded payment marks it (checked and written in the transaction
 * that adds everything). Null when it was already there or the demo accounts are missing.
 */
export async function seedDemoHistory(
  db: Database,
  options: DemoHistoryOptions,
): Promise<DemoHistoryResult | null> {
  const { now, privateStorage, log } = options;
  const history = data.demoHistory;
  const emails = new Set<string>([
    ...history.consultations.flatMap((c) => [c.adviser, c.asker]),
    ...history.series.flatMap((c) => [c.adviser, c.asker]),
    ...history.conversations.flatMap((c) => [c.adviser, c.asker]),
    ...history.payments.map((p) => p.email),
  ]);
  const userRows = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.email, [...emails]));
  const userByEmail = new Map(userRows.map((u) => [u.email, u]));
  const demoAsker = userByEmail.get(data.demoAsker.email);
  const demoAdviser = userByEmail.get(data.demoAdviser.email);
  if (demoAsker?.role !== 'kerdezo' || demoAdviser?.role !== 'tanacsado') return null;
  const [marked] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, demoAsker.id), eq(payments.idempotencyKey, data.DEMO_HISTORY_MARKER)));
  if (marked) return null;

  const userIds = userRows.map((u) => u.id);
  const adviserRows = await db.select().from(advisers).where(inArray(advisers.userId, userIds));
  const askerRows = await db.select().from(askers).where(inArray(askers.userId, userIds));
  const adviserByEmail = new Map(
    adviserRows.map((a) => [userRows.find((u) => u.id === a.userId)?.email ?? '', a]),
  );
  const askerByUserId = new Map(askerRows.map((a) => [a.userId, a]));
  const typeRows = await db.select().from(consultationTypes);
  const typeByKey = new Map(
    data.consultationTypes.map((t) => [t.key, typeRows.find((row) => row.name === t.name)]),
  );
  const packageRows = await db.select().from(subscriptionPackages);
  const portalPrice = await portalPrices(
    db,
    adviserRows.map((a) => a.id),
  );

  // The time the advisers' live appointments already hold, and the askers' own bookings (one person
  // is never in two consultations at once): the history fits around both.
  const heldByAdviser = new Map<string, HeldTime[]>();
  const busyAsker = new Map<string, HeldTime[]>();
  const hold = (map: Map<string, HeldTime[]>, key: string, time: HeldTime) =>
    map.set(key, [...(map.get(key) ?? []), time]);
  const adviserIds = adviserRows.map((a) => a.id);
  const existing = await db
    .select({
      adviserId: appointments.adviserId,
      clientId: appointments.clientId,
      start: appointments.startTime,
      end: appointments.endTime,
      from: appointments.blockedFrom,
      until: appointments.blockedUntil,
    })
    .from(appointments)
    .where(
      and(
        or(
          adviserIds.length > 0 ? inArray(appointments.adviserId, adviserIds) : undefined,
          inArray(appointments.clientId, userIds),
        ),
        notInArray(appointments.status, [...INACTIVE_APPOINTMENT_STATUSES]),
      ),
    );
  for (const row of existing) {
    hold(heldByAdviser, row.adviserId, { from: row.from.getTime(), until: row.until.getTime() });
    hold(busyAsker, row.clientId, { from: row.start.getTime(), until: row.end.getTime() });
  }
  /** Where the adviser and the asker are both free for a slot (their held times, as the slot's buffers see them). */
  const placeFor = (
    adviser: typeof advisers.$inferSelect,
    askerId: string,
    durationMinutes: number,
    wanted: { day: number; slot: number },
  ) => {
    const taken = [...(heldByAdviser.get(adviser.id) ?? []), ...(busyAsker.get(askerId) ?? [])];
    const slot = placeSlot(adviser, durationMinutes, now, wanted, taken);
    if (!slot) return null;
    hold(heldByAdviser, adviser.id, {
      from: slot.start.getTime() - adviser.bufferBeforeMinutes * MINUTE_MS,
      until: slot.end.getTime() + adviser.bufferMinutes * MINUTE_MS,
    });
    hold(busyAsker, askerId, { from: slot.start.getTime(), until: slot.end.getTime() });
    return slot;
  };

  type Planned = {
    id: string;
    plan: data.SeedHistoryConsultation;
    adviser: typeof advisers.$inferSelect;
    asker: { id: string; name: string };
    type: typeof consultationTypes.$inferSelect;
    start: Date;
    end: Date;
    timeChangeStart: Date | null;
    /** An occasion of a seeded series: the series and its place in it (1-based). */
    series?: { id: string; index: number };
  };
  const planned: Planned[] = [];
  const seriesRows: (typeof appointmentSeries.$inferInsert)[] = [];
  for (const plan of history.series) {
    const adviser = adviserByEmail.get(plan.adviser);
    const asker = userByEmail.get(plan.asker);
    const type = typeByKey.get(plan.type);
    if (!adviser || asker?.role !== 'kerdezo' || !type) continue;
    const taken = [...(heldByAdviser.get(adviser.id) ?? []), ...(busyAsker.get(asker.id) ?? [])];
    const slots = placeSeries(adviser, type.durationMinutes, now, plan, taken);
    const [first] = slots ?? [];
    if (!slots || !first) continue;
    const series = { id: randomUUID(), createdAt: new Date(+first.start - plan.bookedDaysBefore * DAY_MS) };
    seriesRows.push({
      ...series,
      adviserId: adviser.id,
      clientId: asker.id,
      typeId: type.id,
      intervalWeeks: plan.intervalWeeks,
      occurrences: slots.length,
    });
    for (const [index, slot] of slots.entries()) {
      hold(heldByAdviser, adviser.id, {
        from: slot.start.getTime() - adviser.bufferBeforeMinutes * MINUTE_MS,
        until: slot.end.getTime() + adviser.bufferMinutes * MINUTE_MS,
      });
      hold(busyAsker, asker.id, { from: slot.start.getTime(), until: slot.end.getTime() });
      planned.push({
        id: randomUUID(),
        // Each occasion as a consultation of its own, all booked at the series' booking.
        plan: {
          adviser: plan.adviser,
          asker: plan.asker,
          type: plan.type,
          day: plan.day,
          slot: plan.slot,
          status: slot.end < now ? 'completed' : 'confirmed',
          bookedDaysBefore: (slot.start.getTime() - series.createdAt.getTime()) / DAY_MS,
          ...(plan.notes ? { notes: plan.notes } : {}),
        },
        adviser,
        asker,
        type,
        ...slot,
        timeChangeStart: null,
        series: { id: series.id, index: index + 1 },
      });
    }
  }
  for (const plan of history.consultations) {
    const adviser = adviserByEmail.get(plan.adviser);
    const asker = userByEmail.get(plan.asker);
    const type = typeByKey.get(plan.type);
    if (!adviser || asker?.role !== 'kerdezo' || !type) continue;
    // (A no-show holds no time, but the demo keeps it apart from the others all the same.)
    const slot = placeFor(adviser, asker.id, type.durationMinutes, plan);
    if (slot) planned.push({ id: randomUUID(), plan, adviser, asker, type, ...slot, timeChangeStart: null });
  }
  // The wanted new times: free when asked for, and kept free of the rest, so the adviser can accept.
  for (const item of planned) {
    if (!item.plan.timeChange || item.plan.status !== 'confirmed') continue;
    const slot = placeFor(item.adviser, item.asker.id, item.type.durationMinutes, item.plan.timeChange);
    item.timeChangeStart = slot?.start ?? null;
  }

  const written: string[] = [];
  const put = async (key: string, bytes: Buffer, contentType: string) => {
    await privateStorage.put(key, bytes, { contentType });
    written.push(key);
  };

  try {
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const paymentRows = paymentHistory(
        history.payments,
        userByEmail,
        adviserRows,
        askerRows,
        packageRows,
        now,
      );
      const [marker, ...otherPayments] = paymentRows;
      if (marker?.idempotencyKey !== data.DEMO_HISTORY_MARKER) return null;
      // A concurrent seed that got here first committed the same marker: nothing more to add.
      const [claimed] = await tx
        .insert(payments)
        .values(marker)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (!claimed) return null;
      if (otherPayments.length > 0) await tx.insert(payments).values(otherPayments).onConflictDoNothing();

      const appointmentRows: (typeof appointments.$inferInsert)[] = [];
      const consultationPaymentRows: (typeof consultationPayments.$inferInsert)[] = [];
      const reviewRows: (typeof reviews.$inferInsert)[] = [];
      const documentRows: (typeof bookingDocuments.$inferInsert)[] = [];
      /**
       * The answers of a planned booking as the intake service keeps them (the adviser's questions, found
       * by their text), and its document stored as an upload would be (taken by the booking).
       */
      const seedIntake = async (
        tx: Database,
        item: Planned,
        createdAt: Date,
        store: typeof put,
      ): Promise<{ answers: StoredIntakeAnswer[] }> => {
        const questions = await tx
          .select()
          .from(intakeQuestions)
          .where(
            and(eq(intakeQuestions.adviserId, item.adviser.id), eq(intakeQuestions.typeId, item.type.id)),
          )
          .orderBy(intakeQuestions.position);
        const given = item.plan.intake?.answers ?? {};
        const answers: StoredIntakeAnswer[] = questions.flatMap((question) => {
          const value = given[question.label];
          return value === undefined
            ? []
            : [{ questionId: question.id, label: question.label, kind: question.kind, value }];
        });
        const fileQuestion = questions.find((question) => question.kind === 'file');
        const attached = item.plan.intake?.document;
        if (fileQuestion && attached) {
          const pdf = renderPdf(attached.title, [
            { text: attached.title, bold: true, size: 16 },
            ...attached.lines.map((text, index) => ({ text, gap: index === 0 ? 10 : 2 })),
          ]);
          const id = randomUUID();
          const storageKey = `booking/${item.asker.id}/${randomUUID()}`;
          await store(storageKey, pdf, 'application/pdf');
          documentRows.push({
            id,
            uploaderId: item.asker.id,
            adviserId: item.adviser.id,
            appointmentId: item.id,
            filename: attached.filename,
            mimeType: 'application/pdf',
            size: pdf.length,
            storageKey,
            createdAt: new Date(+createdAt - 5 * MINUTE_MS),
          });
          answers.push({
            questionId: fileQuestion.id,
            label: fileQuestion.label,
            kind: 'file',
            value: [id],
            documents: [{ id, filename: attached.filename, mimeType: 'application/pdf', size: pdf.length }],
          });
        }
        return { answers };
      };
      const invoiceNumbers = new Map<string, number>();
      for (const [index, item] of [...planned].sort((a, b) => +a.start - +b.start).entries()) {
        const { plan, adviser, asker, type, start, end } = item;
        const createdAt = minDate(
          new Date(+start - plan.bookedDaysBefore * DAY_MS - 90 * MINUTE_MS),
          new Date(+now - HOUR_MS),
        );
        const confirmedAt = minDate(new Date(+createdAt + 5 * HOUR_MS), new Date(+now - 30 * MINUTE_MS));
        const past = plan.status === 'completed' || plan.status === 'no_show';
        const cancelled = plan.status === 'cancelled_by_expert';
        // Called off before it was confirmed, a while after the booking (and before its start).
        const cancelledAt = cancelled
          ? minDate(
              minDate(
                new Date(+createdAt + (plan.cancelledAfterHours ?? 24) * HOUR_MS),
                new Date(+start - HOUR_MS),
              ),
              new Date(+now - 20 * MINUTE_MS),
            )
          : null;
        const offer = portalPrice(adviser.id, type.id);
        // Paid at the demo checkout a few minutes after booking, well within the hold.
        const paidAt = offer ? new Date(+createdAt + (2 + (index % 4)) * MINUTE_MS) : null;
        let invoicePath: string | null = null;
        if (plan.status !== 'pending' && !cancelled) {
          const sequence = (invoiceNumbers.get(adviser.id) ?? 0) + 1;
          invoiceNumbers.set(adviser.id, sequence);
          const adviserUser = userRows.find((u) => u.id === adviser.userId);
          const askerRow = askerByUserId.get(asker.id);
          invoicePath = `invoices/${item.id}/${randomUUID()}.pdf`;
          const pdf = demoInvoicePdf({
            number: `DEMO-${budapest(confirmedAt).year}-${String(sequence).padStart(3, '0')}`,
            issuedAt: confirmedAt,
            start,
            typeName: type.name,
            durationMinutes: type.durationMinutes,
            seller: { ...adviser, name: adviserUser?.name ?? '' },
            buyer: { ...askerRow, name: askerRow?.billingName || asker.name },
            paidHuf: offer?.amountHuf,
          });
          await put(invoicePath, pdf, 'application/pdf');
        }
        const attended = plan.status === 'completed';
        const minutes = (n: number) => n * MINUTE_MS;
        // The demo provider refunds at once: a minute after the cancellation.
        const refundedAt = offer && cancelledAt ? new Date(+cancelledAt + MINUTE_MS) : null;
        const updatedAt = past
          ? minDate(new Date(+end + 5 * MINUTE_MS), now)
          : cancelledAt
            ? (refundedAt ?? cancelledAt)
            : item.timeChangeStart
              ? new Date(Math.max(+confirmedAt, +now - 2 * DAY_MS))
              : plan.status === 'confirmed'
                ? confirmedAt
                : (paidAt ?? createdAt);
        const intake = plan.intake ? await seedIntake(tx, item, createdAt, put) : null;
        appointmentRows.push({
          id: item.id,
          intakeAnswers: intake?.answers ?? [],
          seriesId: item.series?.id ?? null,
          seriesIndex: item.series?.index ?? null,
          adviserId: adviser.id,
          clientId: asker.id,
          typeId: type.id,
          startTime: start,
          endTime: end,
          status: plan.status,
          // Through the portal: paid at booking (refunded when called off). Outside it: paid after the
          // consultation, awaited for a confirmed one (the invoice is out), nothing yet for one to confirm.
          paymentStatus: offer
            ? cancelled
              ? 'refunded'
              : 'paid'
            : past
              ? 'paid'
              : plan.status === 'confirmed'
                ? 'pending'
                : 'no_payment',
          cancelledAt,
          notes: plan.notes ?? '',
          invoicePath,
          roomId: newToken(),
          cancelDeadlineHours: adviser.cancelDeadlineHours,
          ...(item.timeChangeStart
            ? {
                timeChangeRequestedBy: asker.id,
                timeChangeNewStart: item.timeChangeStart,
                timeChangeReason: plan.timeChange?.reason ?? '',
              }
            : {}),
          // Attendance as the meeting room records it: the adviser a few minutes early, both to the end;
          // at the no-show the adviser waited twenty minutes alone.
          ...(past
            ? {
                expertJoinedAt: new Date(+start - minutes(2 + (index % 4))),
                expertLeftAt: new Date(attended ? +end + minutes(1 + (index % 2)) : +start + minutes(20)),
                clientJoinedAt: attended ? new Date(+start + minutes((index % 3) - 1)) : null,
                clientLeftAt: attended ? new Date(+end - minutes(index % 3)) : null,
                noShowBy: attended ? null : ('client' as const),
              }
            : {}),
          createdAt,
          updatedAt,
        });
        if (offer && paidAt) {
          // Its outcome was settled when it ended (the refund rule: nothing back for one held or missed
          // by the asker) or when the adviser called it off (everything back).
          const refundHuf = cancelled ? offer.amountHuf : 0;
          consultationPaymentRows.push({
            appointmentId: item.id,
            provider: 'demo',
            ...offer,
            checkoutRef: `demo_checkout_${item.id}`,
            paymentRef: `demo_pi_${item.id}`,
            holdExpiresAt: new Date(+createdAt + PAYMENT_HOLD_MINUTES * MINUTE_MS),
            paidAt,
            refundDecidedAt: past ? updatedAt : cancelledAt,
            refundTargetHuf: refundHuf,
            refundRequestedHuf: refundHuf,
            refundedHuf: refundHuf,
            refundedAt,
            createdAt,
            updatedAt: past || cancelled ? updatedAt : paidAt,
          });
        }
        if (attended && plan.review) {
          const writtenAt = minDate(
            new Date(+end + plan.review.afterHours * HOUR_MS),
            new Date(+now - 10 * MINUTE_MS),
          );
          const replied = plan.review.reply
            ? minDate(new Date(+writtenAt + 4 * HOUR_MS), new Date(+now - 5 * MINUTE_MS))
            : null;
          reviewRows.push({
            appointmentId: item.id,
            adviserId: adviser.id,
            clientId: asker.id,
            rating: plan.review.rating,
            text: plan.review.text,
            reply: plan.review.reply ?? null,
            repliedAt: replied,
            createdAt: writtenAt,
            updatedAt: replied ?? writtenAt,
          });
        }
      }
      if (seriesRows.length > 0) await tx.insert(appointmentSeries).values(seriesRows);
      if (appointmentRows.length > 0) await tx.insert(appointments).values(appointmentRows);
      if (documentRows.length > 0) await tx.insert(bookingDocuments).values(documentRows);
      if (consultationPaymentRows.length > 0) {
        await tx.insert(consultationPayments).values(consultationPaymentRows);
      }
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

      let messageCount = 0;
      for (const conversation of history.conversations) {
        const asker = userByEmail.get(conversation.asker);
        const adviser = userByEmail.get(conversation.adviser);
        if (asker?.role !== 'kerdezo' || adviser?.role !== 'tanacsado') continue;
        messageCount += await seedConversation(tx, conversation, asker.id, adviser.id, now, put);
      }

      const touched = [...new Set(planned.map((p) => p.adviser.id))];
      for (const adviserId of new Set(reviewRows.map((r) => r.adviserId)))
        await recomputeRating(tx, adviserId);
      if (touched.length > 0) await refreshNextFreeSlots(tx, now, { adviserIds: touched });
      return {
        appointments: appointmentRows.length,
        reviews: reviewRows.length,
        messages: messageCount,
        payments: paymentRows.length,
        consultationPayments: consultationPaymentRows.length,
      };
    });
    if (!result) await removeFiles(privateStorage, written);
    else {
      log?.info(
        `Demó előzmények: ${result.appointments} tanácsadás (${result.consultationPayments} a portálon ` +
          `fizetve), ${result.reviews} értékelés, ${result.messages} üzenet, ${result.payments} befizetés`,
      );
    }
    return result;
  } catch (error) {
    // Nothing of it was committed: the files must not stay behind without their rows.
    await removeFiles(privateStorage, written);
    throw error;
  }
}

/**
 * What a booking of an adviser's offer costs, as the payment service quotes it when booking: the price
 * and the platform's fee of a priced offer whose adviser has a ready demo payout account; null: the
 * offer is free (or not payable, so not paid through the portal).
 */
async function portalPrices(db: Database, adviserIds: string[]) {
  if (adviserIds.length === 0) return () => null;
  const offers = await db
    .select({
      adviserId: adviserTopics.adviserId,
      typeId: adviserTopics.typeId,
      priceHuf: adviserTopics.priceHuf,
      account: payoutAccounts,
    })
    .from(adviserTopics)
    .innerJoin(payoutAccounts, eq(payoutAccounts.adviserId, adviserTopics.adviserId))
    .where(inArray(adviserTopics.adviserId, adviserIds));
  const { platformFeePercent } = await loadSettings(db);
  return (adviserId: string, typeId: string) => {
    const offer = offers.find((o) => o.adviserId === adviserId && o.typeId === typeId);
    if (
      !offer ||
      offer.priceHuf === 0 ||
      !offer.account.chargesEnabled ||
      offer.account.provider !== 'demo'
    ) {
      return null;
    }
    return {
      amountHuf: offer.priceHuf,
      feeHuf: platformFee(offer.priceHuf, platformFeePercent),
      accountRef: offer.account.accountRef,
    };
  };
}

async function removeFiles(storage: FileStorage, keys: string[]) {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}

/** The conversation of the pair (created or found) with the seeded messages, all of them read. */
async function seedConversation(
  tx: Database,
  conversation: data.SeedHistoryConversation,
  askerId: string,
  adviserUserId: string,
  now: Date,
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>,
) {
  const today = DateTime.fromJSDate(now, { zone: TIME_ZONE }).startOf('day');
  const messages = conversation.messages
    .map((message) => ({ ...message, sentAt: wallClock(today.plus({ days: message.day }), message.at) }))
    .filter((message) => message.sentAt < now);
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) return 0;
  await tx
    .insert(conversations)
    .values({
      askerId,
      adviserUserId,
      roomId: newToken(),
      createdAt: first.sentAt,
      lastMessageAt: last.sentAt,
    })
    .onConflictDoNothing({ target: [conversations.askerId, conversations.adviserUserId] });
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.askerId, askerId), eq(conversations.adviserUserId, adviserUserId)));
  if (!row) throw new Error('conversation upsert returned nothing');
  for (const message of messages) {
    const senderId = message.from === 'asker' ? askerId : adviserUserId;
    const [stored] = await tx
      .insert(chatMessages)
      .values({
        conversationId: row.id,
        senderId,
        body: message.body,
        createdAt: message.sentAt,
        readAt: minDate(new Date(+message.sentAt + 20 * MINUTE_MS), now),
      })
      .returning({ id: chatMessages.id });
    if (stored && message.attachment) {
      const { filename, title, lines } = message.attachment;
      const pdf = renderPdf(title, [
        { text: title, bold: true, size: 16 },
        ...lines.map((text, index) => ({ text, gap: index === 0 ? 10 : 2 })),
      ]);
      // As the conversations service stores an upload: a key of its own under the conversation.
      const storageKey = `chat/${row.id}/${randomUUID()}`;
      await put(storageKey, pdf, 'application/pdf');
      await tx.insert(messageAttachments).values({
        conversationId: row.id,
        uploaderId: senderId,
        messageId: stored.id,
        filename,
        mimeType: 'application/pdf',
        size: pdf.length,
        storageKey,
        createdAt: message.sentAt,
      });
    }
  }
  // An existing conversation (the pair wrote before the seed) keeps its later last message.
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(coalesce(${conversations.lastMessageAt}, ${last.sentAt.toISOString()}::timestamptz), ${last.sentAt.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, row.id));
  return messages.length;
}

/**
 * The paid purchases of each account, oldest first, ending at its current expiry: the first one started
 * the subscription, each later one renewed it two days before it ran out (so it extended from the old
 * expiry, as the payments service does). The demo asker's first payment comes first: it is the marker.
 */
function paymentHistory(
  plans: data.SeedHistoryPayments[],
  userByEmail: Map<string, { id: string; role: string }>,
  adviserRows: (typeof advisers.$inferSelect)[],
  askerRows: (typeof askers.$inferSelect)[],
  packageRows: (typeof subscriptionPackages.$inferSelect)[],
  now: Date,
): (typeof payments.$inferInsert)[] {
  const rows: (typeof payments.$inferInsert)[] = [];
  for (const plan of plans) {
    const user = userByEmail.get(plan.email);
    if (!user || user.role !== plan.audience) continue;
    const expiry =
      plan.audience === 'kerdezo'
        ? askerRows.find((a) => a.userId === user.id)?.expirationDate
        : adviserRows.find((a) => a.userId === user.id)?.expirationDate;
    const bought = plan.packages.map((name) => {
      const seeded = data.subscriptionPackages.find((p) => p.name === name && p.audience === plan.audience);
      const row = packageRows.find((p) => p.name === name && p.audience === plan.audience);
      return row ?? (seeded ? { ...seeded, id: null } : undefined);
    });
    if (!expiry || bought.some((p) => !p)) continue;
    const packages = bought as NonNullable<(typeof bought)[number]>[];
    const expiries: number[] = [];
    let end = expiry.getTime();
    for (let k = packages.length - 1; k >= 0; k -= 1) {
      expiries[k] = end;
      end -= (packages[k]?.days ?? 0) * DAY_MS;
    }
    packages.forEach((pkg, k) => {
      const renewedFrom = expiries[k - 1];
      const paid = renewedFrom === undefined ? end : renewedFrom - 2 * DAY_MS;
      const paidAt = new Date(Math.min(paid, now.getTime() - HOUR_MS));
      const id = randomUUID();
      rows.push({
        id,
        userId: user.id,
        packageId: pkg.id,
        packageName: pkg.name,
        audience: plan.audience,
        days: pkg.days,
        amountHuf: pkg.priceHuf,
        provider: 'demo',
        // The demo provider's checkout id is the payment's own.
        providerRef: id,
        idempotencyKey: `demo-history-${k + 1}`,
        status: 'paid',
        paidAt,
        appliedAt: paidAt,
        newExpirationDate: new Date(expiries[k] ?? paidAt.getTime()),
        createdAt: new Date(paidAt.getTime() - 2 * MINUTE_MS),
        updatedAt: paidAt,
      });
    });
  }
  const demoAskerId = userByEmail.get(data.demoAsker.email)?.id;
  const isMarker = (row: (typeof rows)[number]) =>
    row.userId === demoAskerId && row.idempotencyKey === data.DEMO_HISTORY_MARKER;
  return [...rows.filter(isMarker), ...rows.filter((row) => !isMarker(row))];
}
