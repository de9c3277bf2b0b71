import { type CreateReviewBody, REVIEW_WINDOW_DAYS, type UpdateReviewBody } from '@common/api/reviews';
import { messages } from '@common/messages';
import { and, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recomputeRating } from '../../db/ratings';
import { advisers, appointments, consultationTypes, reviews, users } from '../../db/schema';
import { type Clock, DAY_MS } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/errors';
import { adviserPolicy } from '../advisers/advisers.policy';
import { adviserIdOfUser, adviserNotFound } from '../advisers/advisers.service';
import { listedAdviser } from '../advisers/listed';
import { recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { reviewPolicy } from './reviews.policy';
import type { ReviewRow, SummaryRow } from './reviews.presenter';

export interface ReviewsDeps {
  db: Database;
  clock: Clock;
  events: EventPublisher;
}

export interface Paging {
  page: number;
  limit: number;
}

const WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;
/** The last moment a review of an appointment that ended at `end` may be written or edited. */
export const reviewWindowEnd = (end: Date) => new Date(end.getTime() + WINDOW_MS);

const reviewNotFound = () => notFound(messages.reviews.notFound, 'REVIEW_NOT_FOUND');
const appointmentNotFound = () => notFound(messages.reviews.appointmentNotFound, 'APPOINTMENT_NOT_FOUND');
const windowClosed = () => conflict(messages.reviews.windowClosed, 'REVIEW_WINDOW_CLOSED');
const hiddenNotEditable = () => conflict(messages.reviews.hiddenNotEditable, 'REVIEW_HIDDEN');

const adviserUser = alias(users, 'review_adviser_user');
const reviewer = alias(users, 'reviewer');
const hider = alias(users, 'review_hider');

const offset = (paging: Paging) => (paging.page - 1) * paging.limit;

/**
 * Serialises the rating changes of one adviser: a second transaction waits here, so its recount sees the
 * first one's review. Always taken before any review row is written (one lock order, no deadlocks).
 */
async function lockAdviser(tx: Database, adviserId: string) {
  await tx.select({ id: advisers.id }).from(advisers).where(eq(advisers.id, adviserId)).for('update');
}

export function createReviewService(deps: ReviewsDeps) {
  const { db, clock } = deps;

  /** Reviews with everything the presenters need, newest first (the id breaks ties: pages never overlap). */
  async function loadRows(where: SQL | undefined, paging?: Paging): Promise<ReviewRow[]> {
    const query = db
      .select({
        review: reviews,
        adviserName: adviserUser.name,
        adviserUserId: adviserUser.id,
        reviewerName: reviewer.name,
        hiddenByName: hider.name,
        appointment: {
          id: appointments.id,
          startTime: appointments.startTime,
          endTime: appointments.endTime,
        },
        type: { id: consultationTypes.id, name: consultationTypes.name, color: consultationTypes.color },
      })
      .from(reviews)
      .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
      .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
      .innerJoin(advisers, eq(advisers.id, reviews.adviserId))
      .innerJoin(adviserUser, eq(adviserUser.id, advisers.userId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.clientId))
      .leftJoin(hider, eq(hider.id, reviews.hiddenBy))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return paging ? query.limit(paging.limit).offset(offset(paging)) : query;
  }

  async function loadOne(id: string) {
    const [row] = await loadRows(eq(reviews.id, id));
    if (!row) throw reviewNotFound();
    return row;
  }

  async function countWhere(where: SQL | undefined) {
    const [total] = await db.select({ n: count() }).from(reviews).where(where);
    return total?.n ?? 0;
  }

  async function paged(where: SQL | undefined, paging: Paging) {
    const [rows, totalCount] = await Promise.all([loadRows(where, paging), countWhere(where)]);
    return { rows, totalCount };
  }

  /** How many visible reviews gave each number of stars. */
  async function summary(adviserId: string): Promise<SummaryRow[]> {
    return db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.adviserId, adviserId), isNull(reviews.hiddenAt)))
      .groupBy(reviews.rating);
  }

  /** The asker reviews their own completed appointment, once, within 30 days of its end. */
  async function create(auth: ActiveSession, body: CreateReviewBody) {
    const now = clock.now();
    const [appointment] = await db
      .select({
        id: appointments.id,
        adviserId: appointments.adviserId,
        clientId: appointments.clientId,
        status: appointments.status,
        endTime: appointments.endTime,
      })
      .from(appointments)
      .where(eq(appointments.id, body.appointmentId));
    // Someone else's appointment is "not found": its existence is not revealed.
    if (!appointment || !reviewPolicy.canReview(auth.user, appointment)) throw appointmentNotFound();
    const alreadyReviewed = () => conflict(messages.reviews.alreadyReviewed, 'REVIEW_EXISTS');
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.appointmentId, appointment.id));
    if (existing) throw alreadyReviewed();
    if (appointment.status !== 'completed') {
      throw conflict(messages.reviews.notCompleted, 'APPOINTMENT_NOT_COMPLETED');
    }
    if (now > reviewWindowEnd(appointment.endTime)) throw windowClosed();
    try {
      const id = await db.transaction(async (tx) => {
        await lockAdviser(tx, appointment.adviserId);
        const [row] = await tx
          .insert(reviews)
          .values({
            appointmentId: appointment.id,
            adviserId: appointment.adviserId,
            clientId: auth.user.id,
            rating: body.rating,
            text: body.text ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: reviews.id });
        if (!row) throw new Error('the review was not stored');
        await recomputeRating(tx, appointment.adviserId);
        return row.id;
      });
      return loadOne(id);
    } catch (error) {
      // Two parallel first reviews of one appointment: the unique index lets one through.
      if (isUniqueViolation(error)) throw alreadyReviewed();
      throw error;
    }
  }

  /** The author edits their review while it is visible and the 30 days have not passed. */
  async function update(auth: ActiveSession, id: string, body: UpdateReviewBody) {
    const now = clock.now();
    const current = await loadOne(id);
    if (!reviewPolicy.canEdit(auth.user, current.review)) throw reviewNotFound();
    if (current.review.hiddenAt) throw hiddenNotEditable();
    if (now > reviewWindowEnd(current.appointment.endTime)) throw windowClosed();
    await db.transaction(async (tx) => {
      await lockAdviser(tx, current.review.adviserId);
      // Still visible at the moment of writing: an admin may have hidden it meanwhile.
      const changed = await tx
        .update(reviews)
        .set({ rating: body.rating, text: body.text, updatedAt: now })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (changed.length === 0) throw hiddenNotEditable();
      await recomputeRating(tx, current.review.adviserId);
    });
    return loadOne(id);
  }

  /** The reviewed adviser answers once. Any other adviser gets "not found". */
  async function reply(auth: ActiveSession, id: string, text: string) {
    const current = await loadOne(id);
    if (!reviewPolicy.canReply(auth.user, current)) throw reviewNotFound();
    const changed = await db
      .update(reviews)
      .set({ reply: text, repliedAt: clock.now() })
      .where(and(eq(reviews.id, id), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (changed.length === 0) throw conflict(messages.reviews.alreadyReplied, 'REVIEW_ALREADY_REPLIED');
    return loadOne(id);
  }

  /** An admin hides (with a reason) or shows again a review; the rating follows; audited. */
  async function setHidden(
    auth: ActiveSession,
    id: string,
    hidden: boolean,
    reason: string | null,
    ip?: string,
  ) {
    const now = clock.now();
    const current = await loadOne(id);
    const { review } = current;
    await db.transaction(async (tx) => {
      await lockAdviser(tx, review.adviserId);
      const changed = await tx
        .update(reviews)
        .set(
          hidden
            ? { hiddenAt: now, hiddenReason: reason, hiddenBy: auth.user.id }
            : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
        )
        .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (changed.length === 0) {
        throw hidden
          ? conflict(messages.reviews.alreadyHidden, 'REVIEW_ALREADY_HIDDEN')
          : conflict(messages.reviews.notHidden, 'REVIEW_NOT_HIDDEN');
      }
      await recomputeRating(tx, review.adviserId);
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: hidden ? 'review.hide' : 'review.unhide',
        entityType: 'review',
        entityId: id,
        before: { hidden: !hidden, hiddenReason: review.hiddenReason, adviserId: review.adviserId },
        after: { hidden, hiddenReason: hidden ? reason : null, adviserId: review.adviserId },
        ip,
      });
    });
    return loadOne(id);
  }

  /** The asker's own reviews, newest first. */
  function mine(auth: ActiveSession, paging: Paging) {
    return paged(eq(reviews.clientId, auth.user.id), paging);
  }

  /** The asker's completed appointments that have no review yet and are still within the 30 days. */
  async function pending(auth: ActiveSession, query: Paging & { appointmentId?: string | undefined }) {
    const now = clock.now();
    const where = and(
      eq(appointments.clientId, auth.user.id),
      eq(appointments.status, 'completed'),
      gt(appointments.endTime, new Date(now.getTime() - WINDOW_MS)),
      query.appointmentId ? eq(appointments.id, query.appointmentId) : undefined,
      sql`not exists (select 1 from ${reviews} r where r.appointment_id = ${appointments.id})`,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          appointment: {
            id: appointments.id,
            startTime: appointments.startTime,
            endTime: appointments.endTime,
          },
          adviser: { id: advisers.id, name: adviserUser.name },
          type: { id: consultationTypes.id, name: consultationTypes.name, color: consultationTypes.color },
        })
        .from(appointments)
        .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
        .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
        .innerJoin(adviserUser, eq(adviserUser.id, advisers.userId))
        .where(where)
        .orderBy(desc(appointments.endTime), desc(appointments.id))
        .limit(query.limit)
        .offset(offset(query)),
      db.select({ n: count() }).from(appointments).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /** The reviews the calling adviser received (hidden ones too, marked), with the visible summary. */
  async function received(auth: ActiveSession, paging: Paging) {
    const adviserId = await adviserIdOfUser(db, auth.user.id);
    if (!adviserId) throw adviserNotFound();
    const [page, distribution] = await Promise.all([
      paged(eq(reviews.adviserId, adviserId), paging),
      summary(adviserId),
    ]);
    return { ...page, distribution };
  }

  /**
   * The visible reviews of an adviser, for everyone. An adviser who is not public (inactive, expired,
   * disabled) answers 404 like their profile, except to themself and admins.
   */
  async function publicList(auth: ActiveSession | null, adviserId: string, paging: Paging) {
    const [adviser] = await db
      .select({
        userId: advisers.userId,
        listed: sql<boolean>`coalesce(${listedAdviser(clock.now())}, false)`,
      })
      .from(advisers)
      .where(eq(advisers.id, adviserId));
    if (!adviser || !adviserPolicy.canSee(auth?.user, adviser)) throw adviserNotFound();
    const where = and(eq(reviews.adviserId, adviserId), isNull(reviews.hiddenAt));
    const [page, distribution] = await Promise.all([paged(where, paging), summary(adviserId)]);
    return { ...page, distribution };
  }

  /** Every review, for admins: by adviser and hidden state. */
  function adminList(
    query: Paging & { adviserId?: string | undefined; hidden?: 'true' | 'false' | undefined },
  ) {
    const where = and(
      query.adviserId ? eq(reviews.adviserId, query.adviserId) : undefined,
      query.hidden === 'true' ? isNotNull(reviews.hiddenAt) : undefined,
      query.hidden === 'false' ? isNull(reviews.hiddenAt) : undefined,
    );
    return paged(where, query);
  }

  // Ratings and reviews show on the advisers' public pages and cards.
  const changes = publishing(deps.events, 'advisers.changed', {});
  return {
    create: changes(create),
    update: changes(update),
    reply: changes(reply),
    setHidden: changes(setHidden),
    mine,
    pending,
    received,
    publicList,
    adminList,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
