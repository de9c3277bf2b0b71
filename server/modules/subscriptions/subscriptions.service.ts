import {
  type AdminPaymentsQuery,
  type Audience,
  type CheckoutBody,
  SUBSCRIPTION_PAGES,
  VAT_PERCENT,
  vatBreakdown,
} from '@common/api/subscriptions';
import { isUuid } from '@common/ids';
import { extendedExpiry, shortenedExpiry } from '@common/subscription';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { advisers, askers, payments, subscriptionPackages, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { expireAbandonedCheckouts } from './abandoned-checkouts';
import { assertDemoProvider, firstDelivery } from './payment-events';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { subscriptionPolicy } from './subscriptions.policy';
import { presentSubscriptionState } from './subscriptions.presenter';

type PaymentRow = typeof payments.$inferSelect;

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  mail: MailContext;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  events: EventPublisher;
  /** The platform's own invoice of each paid subscription, and its reversal on a full refund (issue 39). */
  invoicing: {
    queueForSubscriptionPayment(tx: Database, paymentId: string): Promise<void>;
    queueReversal(tx: Database, subject: { paymentId: string }): Promise<void>;
  };
}

const paymentNotFound = () => notFound('A fizetés nem található.', 'PAYMENT_NOT_FOUND');

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, clock, provider } = deps;

  /** Askers and advisers buy packages of their own audience; admins buy nothing. */
  function customerRole(auth: ActiveSession): Audience {
    const role = auth.user.role;
    if (!subscriptionPolicy.hasSubscription(role))
      throw forbidden('Előfizetést kérdezői vagy tanácsadói fiókkal lehet vásárolni.');
    return role;
  }

  async function listPackages(audience: Audience | undefined) {
    const where = audience
      ? and(eq(subscriptionPackages.active, true), eq(subscriptionPackages.audience, audience))
      : eq(subscriptionPackages.active, true);
    return db
      .select()
      .from(subscriptionPackages)
      .where(where)
      .orderBy(
        asc(subscriptionPackages.audience),
        asc(subscriptionPackages.days),
        asc(subscriptionPackages.priceHuf),
        asc(subscriptionPackages.id),
      );
  }

  async function state(auth: ActiveSession) {
    const role = customerRole(auth);
    let subscription: Parameters<typeof presentSubscriptionState>[0];
    if (role === 'kerdezo') {
      const [asker] = await db.select().from(askers).where(eq(askers.userId, auth.user.id));
      if (!asker) throw notFound('A kérdező nem található.', 'ASKER_NOT_FOUND');
      subscription = { role, expirationDate: asker.expirationDate, askerStatus: asker.subscriptionStatus };
    } else {
      const [adviser] = await db.select().from(advisers).where(eq(advisers.userId, auth.user.id));
      if (!adviser) throw notFound('A tanácsadó nem található.', 'ADVISER_NOT_FOUND');
      subscription = { role, expirationDate: adviser.expirationDate, adviserActive: adviser.active };
    }
    return presentSubscriptionState(subscription, provider.name, clock.now());
  }

  const findByKey = async (userId: string, key: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    )[0];

  /**
   * Starts (or, for the same idempotency key, resumes) the purchase of a package: one payment per key,
   * and the provider's checkout is itself idempotent per payment, so a retry gets the same page.
   */
  async function checkout(auth: ActiveSession, body: CheckoutBody) {
    customerRole(auth); // admins buy nothing (403)
    const [pkg] = await db
      .select()
      .from(subscriptionPackages)
      .where(eq(subscriptionPackages.id, body.packageId));
    if (!pkg?.active) throw notFound('A csomag nem található vagy már nem elérhető.', 'PACKAGE_NOT_FOUND');
    if (!subscriptionPolicy.canBuy(auth.user, pkg))
      throw forbidden('Ez a csomag nem az Ön fióktípusának szól.', 'WRONG_AUDIENCE');

    // A retry of an abandoned checkout does not reopen it: its page has expired.
    const now = clock.now();
    await expireAbandonedCheckouts(db, now, auth.user.id);
    let payment = await findByKey(auth.user.id, body.idempotencyKey);
    if (!payment) {
      const [created] = await db
        .insert(payments)
        .values({
          userId: auth.user.id,
          packageId: pkg.id,
          packageName: pkg.name,
          audience: pkg.audience,
          days: pkg.days,
          amountHuf: pkg.priceHuf,
          provider: provider.name,
          idempotencyKey: body.idempotencyKey,
          // The checkout's lifetime is counted on the app's clock.
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent request with the same key won the insert: continue with its payment.
      payment = created ?? (await findByKey(auth.user.id, body.idempotencyKey));
    }
    if (!payment) throw new Error('payment vanished');
    if (payment.packageId !== pkg.id)
      throw conflict(
        'Ezzel az azonosítóval már egy másik csomag vásárlása indult. Kérjük, kezdje újra a vásárlást.',
        'IDEMPOTENCY_KEY_REUSED',
      );

    const returnPath = SUBSCRIPTION_PAGES[payment.audience];
    if (payment.status !== 'pending' || payment.provider !== provider.name) {
      // Nothing left to pay: the page shows the payment's outcome.
      const checkoutUrl =
        payment.provider === 'demo'
          ? `/fizetes/demo/${payment.id}`
          : `${deps.mail.publicUrl}${returnPath}?fizetes=${payment.id}`;
      return { payment, checkoutUrl };
    }
    let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
    try {
      session = await provider.createCheckout({
        paymentId: payment.id,
        packageName: payment.packageName,
        days: payment.days,
        amountHuf: payment.amountHuf,
        customerEmail: auth.user.email,
        returnPath,
      });
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.id }, 'checkout could not be opened at the provider');
      throw new AppError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        'A fizetési szolgáltató most nem érhető el. Kérjük, próbálja újra néhány perc múlva.',
      );
    }
    if (!payment.providerRef) {
      const [updated] = await db
        .update(payments)
        .set({ providerRef: session.providerRef })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)))
        .returning();
      payment = updated ?? payment;
    }
    return { payment, checkoutUrl: session.checkoutUrl };
  }

  /** One payment of the caller (404 for anybody else's: its existence is not revealed). */
  async function ownPayment(auth: ActiveSession, id: string) {
    await expireAbandonedCheckouts(db, clock.now(), auth.user.id);
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    if (!payment || !subscriptionPolicy.canSeePayment(auth.user, payment)) throw paymentNotFound();
    return payment;
  }

  async function myPayments(auth: ActiveSession, page: number, limit: number) {
    await expireAbandonedCheckouts(db, clock.now(), auth.user.id);
    const where = eq(payments.userId, auth.user.id);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async function adminPayments(query: AdminPaymentsQuery) {
    const filters: SQL[] = [];
    if (query.userId) filters.push(eq(payments.userId, query.userId));
    if (query.status) filters.push(eq(payments.status, query.status));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ payment: payments, user: { name: users.name, email: users.email } })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /**
   * Applies a provider's event exactly once: its id is recorded in payment_events in the same
   * transaction that changes the payment, so a replayed or duplicated delivery changes nothing. A
   * failure never undoes a paid payment (events may arrive out of order).
   */
  async function processEvent(event: PaymentEvent) {
    const result = await db.transaction(async (tx) => {
      if (!(await firstDelivery(tx, event))) return { duplicate: true, applied: false } as const;
      if (event.outcome === 'ignored') return { duplicate: false, applied: false } as const;

      const payment = await lockPayment(tx, event);
      if (!payment) {
        deps.log.warn({ eventId: event.id, type: event.type }, 'payment event for an unknown payment');
        return { duplicate: false, applied: false } as const;
      }
      if (event.outcome === 'refunded' || event.outcome === 'disputed') {
        return applyReversal(tx, payment, event);
      }
      if (event.outcome !== 'paid') {
        await tx
          .update(payments)
          .set({ status: event.outcome })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
        return { duplicate: false, applied: false, payment } as const;
      }
      return applyPaid(tx, payment, event.providerPaymentRef);
    });
    if (result.applied) {
      deps.events.publish('mail.queued', {});
      // An adviser's expiry moved: whether they are listed may have changed.
      if (result.payment.audience === 'tanacsado') deps.events.publish('advisers.changed', {});
    }
    return result;
  }

  async function lockPayment(tx: Database, event: PaymentEvent) {
    // Refunds and disputes name the money movement only, which a paid payment recorded.
    if (event.outcome === 'refunded' || event.outcome === 'disputed') {
      if (!event.providerPaymentRef) return undefined;
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, event.provider),
            eq(payments.providerPaymentRef, event.providerPaymentRef),
          ),
        )
        .for('update');
      return row;
    }
    const byRef = event.providerRef
      ? and(eq(payments.provider, event.provider), eq(payments.providerRef, event.providerRef))
      : undefined;
    if (byRef) {
      const [row] = await tx.select().from(payments).where(byRef).for('update');
      if (row) return row;
    }
    if (isUuid(event.paymentId)) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, event.paymentId), eq(payments.provider, event.provider)))
        .for('update');
      return row;
    }
    return undefined;
  }

  /**
   * Marks a (locked) payment paid and, if it has not been applied yet, extends the buyer's
   * subscription from the later of now and the current expiry and queues the receipt.
   */
  async function applyPaid(tx: Database, payment: PaymentRow, providerPaymentRef: string | undefined) {
    if (providerPaymentRef && !payment.providerPaymentRef) {
      await tx.update(payments).set({ providerPaymentRef }).where(eq(payments.id, payment.id));
    }
    if (payment.appliedAt) return { duplicate: false, applied: false, payment } as const;
    const now = clock.now();
    let newExpirationDate: Date | null = null;
    if (payment.userId && payment.audience === 'kerdezo') {
      const [asker] = await tx.select().from(askers).where(eq(askers.userId, payment.userId)).for('update');
      if (asker) {
        newExpirationDate = extendedExpiry(asker.expirationDate, now, payment.days);
        await tx
          .update(askers)
          .set({ expirationDate: newExpirationDate, subscriptionStatus: 'active' })
          .where(eq(askers.id, asker.id));
      }
    } else if (payment.userId) {
      const [adviser] = await tx
        .select()
        .from(advisers)
        .where(eq(advisers.userId, payment.userId))
        .for('update');
      if (adviser) {
        newExpirationDate = extendedExpiry(adviser.expirationDate, now, payment.days);
        await tx
          .update(advisers)
          .set({ expirationDate: newExpirationDate })
          .where(eq(advisers.id, adviser.id));
      }
    }
    if (!newExpirationDate) {
      deps.log.warn({ paymentId: payment.id }, 'paid payment without a subscription to extend');
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: payment.paidAt ?? now, appliedAt: now, newExpirationDate })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error('payment vanished');
    if (updated.userId && newExpirationDate) {
      const [user] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, updated.userId));
      if (user) {
        const { netHuf, vatHuf } = vatBreakdown(updated.amountHuf);
        await enqueueMail(tx, {
          to: user.email,
          ...mailTemplates.subscriptionReceipt(
            {
              name: user.name,
              packageName: updated.packageName,
              days: updated.days,
              amountHuf: updated.amountHuf,
              netHuf,
              vatHuf,
              vatPercent: VAT_PERCENT,
              paidAt: updated.paidAt ?? now,
              newExpirationDate,
              paymentId: updated.id,
              areaPath: SUBSCRIPTION_PAGES[updated.audience],
            },
            deps.mail,
          ),
        });
      }
    }
    await deps.invoicing.queueForSubscriptionPayment(tx, updated.id);
    return { duplicate: false, applied: true, payment: updated } as const;
  }

  /**
   * A refund or dispute of a (locked) paid payment takes back what it bought, once: a refund shortens
   * the subscription by the bought days in proportion to the refunded share (all of them for a full
   * refund; refunds are cumulative, so each event takes back only the new share), a dispute ends it
   * now. Shortening never goes before now (common/subscription.ts). Audited, and the buyer is told.
   */
  async function applyReversal(tx: Database, payment: PaymentRow, event: PaymentEvent) {
    const dispute = event.outcome === 'disputed';
    if (payment.status !== 'paid' || !payment.appliedAt) {
      // Already refunded in full or disputed (or never applied): nothing left to take back.
      deps.log.warn(
        { paymentId: payment.id, eventId: event.id },
        `${event.type} for a payment in ${payment.status}`,
      );
      return { duplicate: false, applied: false, payment } as const;
    }
    const now = clock.now();
    const daysFor = (huf: number) =>
      payment.amountHuf > 0 ? Math.floor((payment.days * huf) / payment.amountHuf) : 0;
    const full = !dispute && (event.fullyRefunded === true || (event.refundedHuf ?? 0) >= payment.amountHuf);
    const refundedHuf = dispute
      ? payment.refundedHuf
      : full
        ? payment.amountHuf
        : Math.min(payment.amountHuf, Math.max(payment.refundedHuf, event.refundedHuf ?? 0));
    const daysTakenBack = dispute
      ? 0
      : (full ? payment.days : daysFor(refundedHuf)) - daysFor(payment.refundedHuf);

    const table = payment.audience === 'kerdezo' ? askers : advisers;
    const [subscription] = payment.userId
      ? await tx
          .select({ id: table.id, expirationDate: table.expirationDate })
          .from(table)
          .where(eq(table.userId, payment.userId))
          .for('update')
      : [];
    const before = subscription?.expirationDate ?? null;
    let after = before;
    if (subscription && before && before > now) {
      after = dispute
        ? now
        : daysTakenBack > 0
          ? (shortenedExpiry(before, now, daysTakenBack) ?? before)
          : before;
      if (after.getTime() !== before.getTime()) {
        if (payment.audience === 'kerdezo') {
          await tx
            .update(askers)
            .set({ expirationDate: after, subscriptionStatus: after > now ? 'active' : 'expired' })
            .where(eq(askers.id, subscription.id));
        } else {
          await tx.update(advisers).set({ expirationDate: after }).where(eq(advisers.id, subscription.id));
        }
      }
    }
    const status = dispute ? 'disputed' : full ? 'refunded' : 'paid';
    const [updated] = await tx
      .update(payments)
      .set({ status, refundedHuf, reversedAt: dispute || full ? now : null })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!updated) throw new Error('payment vanished');
    if (full) await deps.invoicing.queueReversal(tx, { paymentId: payment.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: dispute ? 'payment.disputed' : 'payment.refunded',
      entityType: 'payment',
      entityId: payment.id,
      before: {
        status: payment.status,
        refundedHuf: payment.refundedHuf,
        expirationDate: before?.toISOString() ?? null,
      },
      after: {
        status,
        refundedHuf,
        daysTakenBack,
        expirationDate: after?.toISOString() ?? null,
        providerEventId: event.id,
      },
    });
    if (payment.userId) {
      const [user] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, payment.userId));
      if (user) {
        await enqueueMail(tx, {
          to: user.email,
          ...mailTemplates.paymentReversed(
            {
              name: user.name,
              kind: dispute ? 'dispute' : 'refund',
              packageName: payment.packageName,
              refundedHuf,
              daysTakenBack,
              expirationDate: after,
              ended: Boolean(before && before > now && after && after <= now),
              paymentId: payment.id,
              areaPath: SUBSCRIPTION_PAGES[payment.audience],
            },
            deps.mail,
          ),
        });
      }
    }
    return { duplicate: false, applied: true, payment: updated } as const;
  }

  /** The demo provider's "pay" button: the same event path as a provider's webhook. */
  async function completeDemo(auth: ActiveSession, id: string) {
    const payment = await ownDemoPayment(auth, id);
    if (payment.status === 'failed' || payment.status === 'cancelled')
      throw conflict('Ez a fizetés megszakadt. Kérjük, indítson új vásárlást.', 'PAYMENT_CLOSED');
    await processDemoEvent(payment, 'paid', 'demo.payment.completed');
    return ownPayment(auth, id);
  }

  /** The demo page's "Mégse": a pending payment is cancelled (a paid one stays paid). */
  async function cancelDemo(auth: ActiveSession, id: string) {
    const payment = await ownDemoPayment(auth, id);
    await processDemoEvent(payment, 'cancelled', 'demo.payment.cancelled');
    return ownPayment(auth, id);
  }

  async function ownDemoPayment(auth: ActiveSession, id: string) {
    assertDemoProvider(provider);
    const payment = await ownPayment(auth, id);
    if (payment.provider !== 'demo') throw paymentNotFound();
    return payment;
  }

  /** What the demo provider's webhook would bring about the payment. */
  function processDemoEvent(
    payment: { id: string; providerRef: string | null },
    outcome: 'paid' | 'cancelled',
    type: string,
  ) {
    return processEvent({
      provider: 'demo',
      id: `demo_${payment.id}_${outcome}`,
      type,
      outcome,
      providerRef: payment.providerRef ?? payment.id,
      paymentId: payment.id,
    });
  }

  return {
    customerRole,
    listPackages,
    state,
    checkout,
    ownPayment,
    myPayments,
    adminPayments,
    processEvent,
    completeDemo,
    cancelDemo,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
