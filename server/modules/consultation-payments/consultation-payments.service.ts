import { budapestLocalToIso, monthOf, shiftMonth } from '@common/budapest-time';
import { PAYMENT_HOLD_MINUTES } from '@common/constants';
import { formatPrice } from '@common/format';
import { isUuid } from '@common/ids';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  advisers,
  adviserTopics,
  appointments,
  consultationPayments,
  consultationTypes,
  payoutAccounts,
  users,
} from '../../db/schema';
import { type BackgroundJobDeps, QueueJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { MINUTE_MS } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { acceptsPayments } from '../advisers/accepts-payments';
import { adviserIdOfUser } from '../advisers/advisers.service';
import { notifyParty } from '../appointments/appointments.notifications';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import {
  appointmentNotFound,
  type BookingPayments,
  type PaymentQuote,
  selectRecords,
} from '../appointments/appointments.service';
import { recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import type { MailContext } from '../mail/templates';
import { loadSettings } from '../settings/settings.service';
import { assertDemoProvider, firstDelivery } from '../subscriptions/payment-events';
import type { PaymentEvent, PaymentProvider } from '../subscriptions/payment-provider';
import { keptFeeHuf, platformFee } from './fee';
import { refundOwed, stillLive } from './refund-rule';

type PaymentRow = typeof consultationPayments.$inferSelect;

/** Where the asker comes back to from the provider's checkout (web: Tanácsadásaim). */
export const MY_CONSULTATIONS_PAGE = '/kerdezo/tanacsadasaim';

export interface ConsultationPaymentDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  mail: MailContext;
  events: EventPublisher;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** A full refund reverses the portal-issued invoice (sztornó), in the refund's transaction. */
  invoicing: { queueReversal(tx: Database, subject: { appointmentId: string }): Promise<void> };
}

const notPayable = () =>
  conflict(
    'A tanácsadó jelenleg nem fogad online fizetést, ezért ez a fizetős tanácsadás most nem foglalható.',
    'PAYMENTS_UNAVAILABLE',
  );

const providerUnavailable = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'A fizetési szolgáltató most nem érhető el. Kérjük, próbálja újra néhány perc múlva.',
  );

/** The appointment took place, was missed or was cancelled: nothing more will happen to it. */
const ENDED = sql`${appointments.status} not in ('pending', 'confirmed')`;

/** The first moment of a `YYYY-MM` month in Budapest, and of the month after it. */
function monthBounds(month: string) {
  const start = (m: string) => new Date(budapestLocalToIso(`${m}-01T00:00`) ?? Number.NaN);
  return { from: start(month), to: start(shiftMonth(month, 1)) };
}

/**
 * Consultations paid through the portal (issue 38). Booking a priced offer holds the time and opens the
 * provider's checkout; only the provider's verified notification marks it paid. Unpaid holds lapse after
 * PAYMENT_HOLD_MINUTES; when a paid appointment ends, the refund rule (refund-rule.ts) decides what goes
 * back, and refunds are asked of the provider with one idempotency key per amount, so every step is
 * safe to repeat (the upkeep job repeats what a failure cut short).
 */
export function createConsultationPaymentService(deps: ConsultationPaymentDeps) {
  const { db, clock, provider, events } = deps;

  /** What booking the adviser's offer costs: null when free; 409 when priced but not payable now. */
  async function quote(adviserId: string, typeId: string): Promise<PaymentQuote | null> {
    const [offer] = await db
      .select({
        priceHuf: adviserTopics.priceHuf,
        account: payoutAccounts,
        acceptsPayments: sql<boolean>`${acceptsPayments(adviserTopics.adviserId)}`,
      })
      .from(adviserTopics)
      .leftJoin(payoutAccounts, eq(payoutAccounts.adviserId, adviserTopics.adviserId))
      .where(and(eq(adviserTopics.adviserId, adviserId), eq(adviserTopics.typeId, typeId)));
    if (!offer || offer.priceHuf === 0) return null;
    // The one rule of advisers/accepts-payments.ts (a payout account that takes payments, no DAC7 hold).
    if (!offer.acceptsPayments || !offer.account || offer.account.provider !== provider.name) {
      throw notPayable();
    }
    const { platformFeePercent } = await loadSettings(db);
    return {
      amountHuf: offer.priceHuf,
      feeHuf: platformFee(offer.priceHuf, platformFeePercent),
      accountRef: offer.account.accountRef,
    };
  }

  /**
   * Inside the booking's transaction: the payment row that holds the time until it is paid —
   * PAYMENT_HOLD_MINUTES, or until `payBy` when that is later (a later occasion of a series).
   */
  async function hold(tx: Database, appointmentId: string, offer: PaymentQuote, payBy?: Date) {
    const now = clock.now();
    const shortHold = now.getTime() + PAYMENT_HOLD_MINUTES * MINUTE_MS;
    const [row] = await tx
      .insert(consultationPayments)
      .values({
        appointmentId,
        provider: provider.name,
        ...offer,
        holdExpiresAt: new Date(Math.max(shortHold, payBy?.getTime() ?? 0)),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('consultation payment insert returned nothing');
    return row;
  }

  /** The provider's checkout of an unpaid booking (the same page again for the same appointment). */
  async function checkout(record: AppointmentRecord): Promise<string> {
    const payment = record.payment;
    if (!payment) throw new Error('checkout of a free appointment');
    let session: Awaited<ReturnType<PaymentProvider['createConsultationCheckout']>>;
    try {
      session = await provider.createConsultationCheckout({
        appointmentId: record.appointment.id,
        title: `${record.type.name} – ${record.expertName}`,
        amountHuf: payment.amountHuf,
        feeHuf: payment.feeHuf,
        accountRef: payment.accountRef,
        customerEmail: record.clientEmail,
        returnPath: MY_CONSULTATIONS_PAGE,
      });
    } catch (error) {
      deps.log.error({ err: error, appointmentId: record.appointment.id }, 'consultation checkout failed');
      throw providerUnavailable();
    }
    if (!payment.checkoutRef) {
      await db
        .update(consultationPayments)
        .set({ checkoutRef: session.providerRef })
        .where(
          and(
            eq(consultationPayments.appointmentId, payment.appointmentId),
            isNull(consultationPayments.checkoutRef),
          ),
        );
    }
    return session.checkoutUrl;
  }

  async function load(id: string) {
    const [record] = await selectRecords(db, eq(appointments.id, id));
    if (!record) throw appointmentNotFound();
    return record;
  }

  /** The asker's own unpaid booking (404 for anybody else's). */
  async function ownUnpaid(auth: ActiveSession, id: string) {
    const record = await load(id);
    if (record.appointment.clientId !== auth.user.id) throw appointmentNotFound();
    if (!record.payment) throw conflict('Ez a tanácsadás ingyenes, nincs mit fizetni.', 'NOTHING_TO_PAY');
    if (record.appointment.paymentStatus !== 'pending' || record.payment.holdExpiresAt <= clock.now()) {
      throw conflict(
        record.appointment.paymentStatus === 'paid'
          ? 'Ezt a tanácsadást már kifizette.'
          : 'A foglalás fizetési ideje lejárt. Kérjük, foglaljon újra.',
        'PAYMENT_CLOSED',
      );
    }
    return record;
  }

  /** The asker resumes paying a booking whose hold has not lapsed. */
  async function pay(auth: ActiveSession, id: string) {
    return checkout(await ownUnpaid(auth, id));
  }

  /**
   * Applies a provider's notification about a consultation once (its id is recorded with the change).
   * Returns null when the event is not about a consultation (a subscription's: the caller passes it on).
   */
  async function processEvent(event: PaymentEvent) {
    const ours = await consultationOf(event);
    if (!ours) return null;
    let duplicate = false;
    const changedId = await db.transaction(async (tx) => {
      duplicate = !(await firstDelivery(tx, event));
      if (duplicate) return null;
      const [payment] = await tx
        .select()
        .from(consultationPayments)
        .where(eq(consultationPayments.appointmentId, ours))
        .for('update');
      if (!payment) return null;
      switch (event.outcome) {
        case 'paid':
          return applyPaid(tx, payment, event.providerPaymentRef);
        case 'refunded':
          return applyRefunded(tx, payment, event);
        case 'disputed':
          await tx
            .update(consultationPayments)
            .set({ disputedAt: clock.now() })
            .where(eq(consultationPayments.appointmentId, payment.appointmentId));
          await recordAudit(tx, {
            actorUserId: null,
            action: 'appointment.disputed',
            entityType: 'appointment',
            entityId: payment.appointmentId,
            before: null,
            after: { providerEventId: event.id },
          });
          return payment.appointmentId;
        default:
          // A checkout that expired or failed at the provider: the hold lapses on its own time.
          return null;
      }
    });
    if (changedId) {
      if (event.outcome === 'paid' && event.providerPaymentRef)
        await keepReceipt(changedId, event.providerPaymentRef);
      await settle(changedId);
      await published(changedId, event.outcome === 'paid');
    }
    return { duplicate, applied: changedId !== null };
  }

  /** The provider's receipt of the charge, for the asker's appointment (best effort: it is only a link). */
  async function keepReceipt(appointmentId: string, paymentRef: string) {
    try {
      const receiptUrl = await provider.receiptUrl(paymentRef);
      if (receiptUrl) {
        await db
          .update(consultationPayments)
          .set({ receiptUrl })
          .where(eq(consultationPayments.appointmentId, appointmentId));
      }
    } catch (error) {
      deps.log.warn({ err: error, appointmentId }, 'receipt link could not be read');
    }
  }

  /** The appointment an event is about, if it is a consultation's payment of this provider. */
  async function consultationOf(event: PaymentEvent): Promise<string | null> {
    const byRef = (
      column: typeof consultationPayments.checkoutRef | typeof consultationPayments.paymentRef,
      ref: string | undefined,
    ) => (ref ? and(eq(consultationPayments.provider, event.provider), eq(column, ref)) : undefined);
    const conditions = [
      byRef(consultationPayments.checkoutRef, event.providerRef),
      byRef(consultationPayments.paymentRef, event.providerPaymentRef),
      isUuid(event.appointmentId)
        ? and(
            eq(consultationPayments.provider, event.provider),
            eq(consultationPayments.appointmentId, event.appointmentId),
          )
        : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    if (conditions.length === 0) return null;
    const [row] = await db
      .select({ id: consultationPayments.appointmentId })
      .from(consultationPayments)
      .where(or(...conditions))
      .limit(1);
    if (!row && event.appointmentId) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'payment event for an unknown consultation');
    }
    return row?.id ?? null;
  }

  /**
   * Paid: the appointment's status becomes paid and the adviser hears of the booking. Paid after its
   * hold lapsed (or after it was cancelled), it is refunded in full by the next settle.
   */
  async function applyPaid(tx: Database, payment: PaymentRow, paymentRef: string | undefined) {
    if (payment.paidAt) return null;
    const now = clock.now();
    await tx
      .update(consultationPayments)
      .set({
        paidAt: now,
        paymentRef: paymentRef ?? payment.paymentRef,
        // A lapsed hold was already settled as unpaid: what came in late goes back in full.
        ...(payment.refundDecidedAt ? { refundTargetHuf: payment.amountHuf } : {}),
      })
      .where(eq(consultationPayments.appointmentId, payment.appointmentId));
    const [appointment] = await tx
      .update(appointments)
      .set({ paymentStatus: 'paid' })
      .where(
        and(
          eq(appointments.id, payment.appointmentId),
          inArray(appointments.paymentStatus, ['pending', 'failed']),
        ),
      )
      .returning({ status: appointments.status });
    if (appointment && stillLive(appointment.status) && !payment.refundDecidedAt) {
      const [record] = await selectRecords(tx, eq(appointments.id, payment.appointmentId));
      if (record) await notifyParty(tx, deps.mail, record, { kind: 'booked' }, 'expert');
    }
    return payment.appointmentId;
  }

  /** Refunded so far (cumulative): recorded, the status refunded once all is back, the asker told. */
  async function applyRefunded(tx: Database, payment: PaymentRow, event: PaymentEvent) {
    const total = event.fullyRefunded
      ? payment.amountHuf
      : Math.min(payment.amountHuf, Math.max(payment.refundedHuf, event.refundedHuf ?? 0));
    if (total <= payment.refundedHuf) return null;
    const full = total >= payment.amountHuf;
    await tx
      .update(consultationPayments)
      .set({
        refundedHuf: total,
        // A refund made at the provider directly counts as asked for.
        refundTargetHuf: sql`greatest(${consultationPayments.refundTargetHuf}, ${total})`,
        refundRequestedHuf: sql`greatest(${consultationPayments.refundRequestedHuf}, ${total})`,
        ...(full ? { refundedAt: clock.now() } : {}),
      })
      .where(eq(consultationPayments.appointmentId, payment.appointmentId));
    if (full) {
      await tx
        .update(appointments)
        .set({ paymentStatus: 'refunded' })
        .where(eq(appointments.id, payment.appointmentId));
      await deps.invoicing.queueReversal(tx, { appointmentId: payment.appointmentId });
    }
    const [record] = await selectRecords(tx, eq(appointments.id, payment.appointmentId));
    if (record) {
      await notifyParty(
        tx,
        deps.mail,
        record,
        { kind: 'refunded', amountHuf: total - payment.refundedHuf, full },
        'client',
      );
    }
    return payment.appointmentId;
  }

  /**
   * After a change committed: queued mail goes, the parties' screens reload — or, for a booking that has
   * just been paid, the adviser hears of the new booking.
   */
  async function published(id: string, justPaid = false) {
    const record = await load(id);
    events.publish('mail.queued', {});
    const booked =
      justPaid && record.appointment.paymentStatus === 'paid' && stillLive(record.appointment.status);
    if (booked) events.publish('appointment.booked', { record, by: record.appointment.clientId });
    else events.publish('appointment.changed', { record, by: '' });
  }

  /**
   * Brings one appointment's payment up to date: an unpaid hold that lapsed (or whose booking ended) is
   * let go, a paid one whose appointment ended gets its refund decided, and refunds due are asked for.
   */
  async function settle(appointmentId: string) {
    await lapseHolds(eq(consultationPayments.appointmentId, appointmentId));
    await decideRefunds(eq(consultationPayments.appointmentId, appointmentId));
    await sendRefunds(eq(consultationPayments.appointmentId, appointmentId));
  }

  /**
   * Payments in `scope` whose outcome is still open and that meet `condition`, with their appointments,
   * locked for the caller's transaction (rows another instance holds are left to it).
   */
  const claimOpen = (tx: Database, scope: SQL, condition: SQL | undefined) =>
    tx
      .select({ payment: consultationPayments, appointment: appointments })
      .from(consultationPayments)
      .innerJoin(appointments, eq(appointments.id, consultationPayments.appointmentId))
      .where(and(scope, isNull(consultationPayments.refundDecidedAt), condition))
      .for('update', { of: consultationPayments, skipLocked: true });

  /** Unpaid holds that expired, or whose appointment was cancelled: the time is free, the status failed. */
  async function lapseHolds(scope: SQL) {
    const now = clock.now();
    const lapsed = await db.transaction(async (tx) => {
      const due = await claimOpen(
        tx,
        scope,
        and(isNull(consultationPayments.paidAt), or(lte(consultationPayments.holdExpiresAt, now), ENDED)),
      );
      for (const { payment, appointment } of due) {
        const { status } = appointment;
        await tx
          .update(consultationPayments)
          .set({ refundDecidedAt: now })
          .where(eq(consultationPayments.appointmentId, payment.appointmentId));
        await tx
          .update(appointments)
          .set({
            paymentStatus: 'failed',
            ...(stillLive(status) ? { status: 'cancelled_by_system' as const } : {}),
          })
          .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.paymentStatus, 'pending')));
        if (stillLive(status)) {
          const [record] = await selectRecords(tx, eq(appointments.id, payment.appointmentId));
          if (record) await notifyParty(tx, deps.mail, record, { kind: 'paymentLapsed' }, 'client');
        }
      }
      return due;
    });
    for (const { payment, appointment } of lapsed) {
      // The checkout may not be paid any more (a payment that still slips through is refunded).
      if (payment.checkoutRef) {
        await provider.expireCheckout(payment.checkoutRef).catch((error: unknown) => {
          deps.log.warn({ err: error, appointmentId: payment.appointmentId }, 'checkout could not be closed');
        });
      }
      events.publish('time.freed', { adviserId: appointment.adviserId });
      await published(payment.appointmentId);
    }
    return lapsed.length;
  }

  /** Paid consultations that ended (held, missed or cancelled): the refund rule applied once. */
  async function decideRefunds(scope: SQL) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await claimOpen(tx, scope, and(isNotNull(consultationPayments.paidAt), ENDED));
      for (const { payment, appointment } of due) {
        const owed = refundOwed(appointment, payment.amountHuf);
        await tx
          .update(consultationPayments)
          .set({ refundDecidedAt: now, refundTargetHuf: Math.max(payment.refundTargetHuf, owed) })
          .where(eq(consultationPayments.appointmentId, payment.appointmentId));
      }
      return due.length;
    });
  }

  /**
   * Refunds decided but not yet asked of the provider. The key names the total to reach, so a retry after
   * a failure (or on another instance) refunds once; the demo provider's refund is recorded at once.
   */
  async function sendRefunds(scope: SQL) {
    const due = await db
      .select()
      .from(consultationPayments)
      .where(
        and(
          scope,
          sql`${consultationPayments.refundTargetHuf} > ${consultationPayments.refundRequestedHuf}`,
          isNotNull(consultationPayments.paymentRef),
        ),
      );
    let sent = 0;
    for (const payment of due) {
      const target = payment.refundTargetHuf;
      try {
        await provider.refund({
          appointmentId: payment.appointmentId,
          paymentRef: payment.paymentRef as string,
          amountHuf: target - payment.refundRequestedHuf,
          idempotencyKey: `consultation-refund-${payment.appointmentId}-${target}`,
        });
      } catch (error) {
        deps.log.error({ err: error, appointmentId: payment.appointmentId }, 'refund failed; retried later');
        continue;
      }
      await db
        .update(consultationPayments)
        .set({ refundRequestedHuf: target })
        .where(
          and(
            eq(consultationPayments.appointmentId, payment.appointmentId),
            lt(consultationPayments.refundRequestedHuf, target),
          ),
        );
      sent += 1;
      if (provider.name === 'demo') {
        await processEvent({
          provider: 'demo',
          id: `demo_refund_${payment.appointmentId}_${target}`,
          type: 'demo.refund',
          outcome: 'refunded',
          appointmentId: payment.appointmentId,
          refundedHuf: target,
          fullyRefunded: target >= payment.amountHuf,
        });
      }
    }
    return sent;
  }

  /** The upkeep job's pass over every open payment. */
  async function upkeep() {
    const all = sql`true`;
    const lapsed = await lapseHolds(all);
    const decided = await decideRefunds(all);
    const refunded = await sendRefunds(all);
    return lapsed + decided + refunded;
  }

  /** Raises what is to be refunded of a paid appointment, audited, then asks the provider for it. */
  async function addRefund(
    auth: ActiveSession,
    record: AppointmentRecord,
    amountHuf: number | 'rest',
    reason: string | null,
  ) {
    const id = record.appointment.id;
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(consultationPayments)
        .where(eq(consultationPayments.appointmentId, id))
        .for('update');
      if (!payment?.paidAt || record.appointment.paymentStatus === 'pending') {
        throw conflict('Ennek az időpontnak nincs kifizetett díja.', 'NOT_PAID');
      }
      const left = payment.amountHuf - payment.refundTargetHuf;
      const amount = amountHuf === 'rest' ? left : amountHuf;
      if (left <= 0) throw conflict('A díjat már teljes egészében visszatérítették.', 'ALREADY_REFUNDED');
      if (amount > left) {
        throw conflict(`Legfeljebb ${formatPrice(left)} téríthető még vissza.`, 'REFUND_TOO_LARGE');
      }
      await tx
        .update(consultationPayments)
        .set({ refundTargetHuf: payment.refundTargetHuf + amount })
        .where(eq(consultationPayments.appointmentId, id));
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'appointment.refund',
        entityType: 'appointment',
        entityId: id,
        before: { refundTargetHuf: payment.refundTargetHuf },
        after: { refundTargetHuf: payment.refundTargetHuf + amount, amountHuf: amount, reason },
      });
    });
    await sendRefunds(eq(consultationPayments.appointmentId, id));
    await published(id);
    return load(id);
  }

  /** The adviser gives the whole price back (e.g. a late cancellation they accept). */
  async function refundByAdviser(auth: ActiveSession, id: string) {
    const record = await load(id);
    if (record.expertUserId !== auth.user.id) throw appointmentNotFound();
    return addRefund(auth, record, 'rest', null);
  }

  /** An admin refunds all or part of what is left, with a reason. */
  async function refundByAdmin(auth: ActiveSession, id: string, body: { amountHuf: number; reason: string }) {
    return addRefund(auth, await load(id), body.amountHuf, body.reason);
  }

  /** The demo checkout's "pay" button: what the provider's notification would bring. */
  async function completeDemo(auth: ActiveSession, id: string) {
    assertDemoProvider(provider);
    await ownUnpaid(auth, id);
    await processEvent({
      provider: 'demo',
      id: `demo_${id}_paid`,
      type: 'demo.payment.completed',
      outcome: 'paid',
      appointmentId: id,
      providerPaymentRef: `demo_pi_${id}`,
    });
    return load(id);
  }

  /** The demo checkout's "Mégse": the booking lapses at once (its time is free again). */
  async function cancelDemo(auth: ActiveSession, id: string) {
    assertDemoProvider(provider);
    await ownUnpaid(auth, id);
    await db
      .update(consultationPayments)
      .set({ holdExpiresAt: clock.now() })
      .where(eq(consultationPayments.appointmentId, id));
    await settle(id);
    return load(id);
  }

  /** Paid consultations of a month (by payment time): count, gross, fees, refunds; one adviser's or all. */
  async function summary(month: string | undefined, adviserId?: string) {
    const chosen = month ?? monthOf(clock.now());
    const { from, to } = monthBounds(chosen);
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        grossHuf: sql<number>`coalesce(sum(${consultationPayments.amountHuf}), 0)::int`,
        feeHuf: sql<number>`coalesce(sum(${keptFeeHuf}), 0)::int`,
        refundedHuf: sql<number>`coalesce(sum(${consultationPayments.refundedHuf}), 0)::int`,
      })
      .from(consultationPayments)
      .innerJoin(appointments, eq(appointments.id, consultationPayments.appointmentId))
      .where(
        and(
          gte(consultationPayments.paidAt, from),
          lt(consultationPayments.paidAt, to),
          adviserId ? eq(appointments.adviserId, adviserId) : undefined,
        ),
      );
    const totals = row ?? { count: 0, grossHuf: 0, feeHuf: 0, refundedHuf: 0 };
    return { month: chosen, ...totals, netHuf: totals.grossHuf - totals.feeHuf - totals.refundedHuf };
  }

  /** The asker's payment history: every consultation they paid through the portal, newest payment first. */
  async function mine(auth: ActiveSession, page: number, limit: number) {
    const where = and(eq(appointments.clientId, auth.user.id), isNotNull(consultationPayments.paidAt));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          appointment: appointments,
          payment: consultationPayments,
          adviserName: users.name,
          typeName: consultationTypes.name,
        })
        .from(consultationPayments)
        .innerJoin(appointments, eq(appointments.id, consultationPayments.appointmentId))
        .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
        .innerJoin(users, eq(users.id, advisers.userId))
        .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
        .where(where)
        .orderBy(desc(consultationPayments.paidAt), desc(consultationPayments.appointmentId))
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ n: count() })
        .from(consultationPayments)
        .innerJoin(appointments, eq(appointments.id, consultationPayments.appointmentId))
        .where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function adviserSummary(auth: ActiveSession, month: string | undefined) {
    const adviserId = await adviserIdOfUser(db, auth.user.id);
    if (!adviserId) throw forbidden('Ez az összesítő tanácsadói fiókkal érhető el.');
    return summary(month, adviserId);
  }

  const port: BookingPayments = { quote, hold, checkout, settle };

  return {
    ...port,
    pay,
    mine,
    processEvent,
    upkeep,
    refundByAdviser,
    refundByAdmin,
    completeDemo,
    cancelDemo,
    summary,
    adviserSummary,
  };
}

export type ConsultationPaymentService = ReturnType<typeof createConsultationPaymentService>;

/**
 * Every minute (and after a change to a paid appointment): unpaid holds that lapsed are let go, ended
 * paid consultations get their refund decided, refunds that failed are asked for again. Safe on several
 * instances: rows are claimed with SKIP LOCKED and the provider's refunds are idempotent.
 */
export class ConsultationPaymentUpkeep extends QueueJob {
  constructor(private readonly deps: BackgroundJobDeps & { service: ConsultationPaymentService }) {
    super('consultation-payments', deps, { everyMs: MINUTE_MS });
  }

  protected pass() {
    return this.deps.service.upkeep();
  }
}
