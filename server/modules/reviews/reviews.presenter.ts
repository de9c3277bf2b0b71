import type {
  AdminReview,
  MyReview,
  PendingReview,
  PublicReview,
  ReceivedReview,
  ReviewSummary,
} from '@common/api/reviews';
import { ERASED_USER_NAME } from '@common/constants';
import type { reviews } from '../../db/schema';

export interface ReviewRow {
  review: typeof reviews.$inferSelect;
  adviserName: string;
  /** The reviewed adviser's user (who may reply). */
  adviserUserId: string;
  /** Null once the reviewer's account is gone. */
  reviewerName: string | null;
  hiddenByName: string | null;
  appointment: { id: string; startTime: Date; endTime: Date };
  type: { id: string; name: string; color: string };
}

export interface SummaryRow {
  rating: number;
  count: number;
}

export interface PendingRow {
  appointment: { id: string; startTime: Date; endTime: Date };
  adviser: { id: string; name: string };
  type: { id: string; name: string; color: string };
}

const NAME_PREFIXES = /^(dr|prof|ifj|id|özv|néhai)\.?$/i;

/**
 * What the public sees of a reviewer: the given name and the family name's initial. Hungarian names put
 * the family name first ("Kovács János" -> "János K."); a one-word name stays as it is.
 */
export function publicReviewerName(name: string | null): string {
  if (!name || name === ERASED_USER_NAME) return ERASED_USER_NAME;
  const all = name.trim().split(/\s+/).filter(Boolean);
  // Titles and prefixes ("Dr. Kiss Katalin", "ifj. Nagy Péter") are not part of the name.
  const words = all.filter((word) => !NAME_PREFIXES.test(word));
  if (words.length === 0) return all.join(' ') || ERASED_USER_NAME;
  if (words.length < 2) return words[0] ?? ERASED_USER_NAME;
  const given = words[words.length - 1] as string;
  const family = words[0] as string;
  return `${given} ${family.charAt(0).toLocaleUpperCase('hu-HU')}.`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function base(row: ReviewRow, reviewerName: string): PublicReview {
  const { review } = row;
  return {
    _id: review.id,
    id: review.id,
    rating: review.rating,
    text: review.text,
    reviewerName,
    reply: review.reply,
    repliedAt: iso(review.repliedAt),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

const appointmentOf = (row: Pick<ReviewRow, 'appointment' | 'type'>) => ({
  id: row.appointment.id,
  startTime: row.appointment.startTime.toISOString(),
  endTime: row.appointment.endTime.toISOString(),
  consultationType: row.type,
});

export function presentPublicReview(row: ReviewRow): PublicReview {
  return base(row, publicReviewerName(row.reviewerName));
}

export function presentMyReview(row: ReviewRow, windowEnd: Date, now: Date): MyReview {
  const hidden = row.review.hiddenAt !== null;
  return {
    ...base(row, row.reviewerName ?? ERASED_USER_NAME),
    adviser: { id: row.review.adviserId, name: row.adviserName },
    appointment: appointmentOf(row),
    hidden,
    hiddenReason: row.review.hiddenReason,
    editable: !hidden && now <= windowEnd,
    editableUntil: windowEnd.toISOString(),
  };
}

/** The adviser knows their clients: the full name is shown to them. */
export function presentReceivedReview(row: ReviewRow): ReceivedReview {
  return {
    ...base(row, row.reviewerName ?? ERASED_USER_NAME),
    appointment: appointmentOf(row),
    hidden: row.review.hiddenAt !== null,
    hiddenReason: row.review.hiddenReason,
    hiddenAt: iso(row.review.hiddenAt),
  };
}

export function presentAdminReview(row: ReviewRow): AdminReview {
  const { review } = row;
  return {
    ...presentReceivedReview(row),
    adviser: { id: review.adviserId, name: row.adviserName },
    reviewer: review.clientId ? { id: review.clientId, name: row.reviewerName ?? ERASED_USER_NAME } : null,
    hiddenBy: review.hiddenBy ? { id: review.hiddenBy, name: row.hiddenByName ?? ERASED_USER_NAME } : null,
  };
}

export function presentPendingReview(row: PendingRow, windowEnd: Date): PendingReview {
  return {
    _id: row.appointment.id,
    id: row.appointment.id,
    appointmentId: row.appointment.id,
    adviser: row.adviser,
    startTime: row.appointment.startTime.toISOString(),
    endTime: row.appointment.endTime.toISOString(),
    consultationType: row.type,
    reviewableUntil: windowEnd.toISOString(),
  };
}

/** Average to two decimals (0 when there is none, as the adviser's `rating`), count, 5..1 distribution. */
export function presentSummary(rows: SummaryRow[]): ReviewSummary {
  const byRating = new Map(rows.map((r) => [r.rating, Number(r.count)]));
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byRating.get(rating) ?? 0 }));
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const total = distribution.reduce((sum, d) => sum + d.rating * d.count, 0);
  return { average: count > 0 ? Math.round((total / count) * 100) / 100 : 0, count, distribution };
}
