import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { adviserIdParams, entitySchema, savedAnswer, uuidParams } from './answers';
import { pagedAnswer } from './paging';

/** Reviews (issue 8 §4): an asker rates a completed appointment, the adviser replies, admins hide. */

/** A review can be written, and edited, until this many days after the appointment's end. */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 500;
export const REVIEWS_PAGE_DEFAULT = 10;
export const REVIEWS_PAGE_MAX = 50;

export const reviewsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEWS_PAGE_MAX).default(REVIEWS_PAGE_DEFAULT),
});

export const pendingReviewsQuery = reviewsPageQuery.extend({
  /** Only this appointment (the "Értékelés írása" link of "Tanácsadásaim" opens its form). */
  appointmentId: z.string().uuid('Érvénytelen időpont azonosító').optional(),
});

export const adminReviewsQuery = reviewsPageQuery.extend({
  adviserId: z.string().uuid('Érvénytelen tanácsadó azonosító').optional(),
  /** 'true': hidden ones only, 'false': visible ones only; absent: all. */
  hidden: z.enum(['true', 'false'], { message: 'A hidden értéke true vagy false lehet' }).optional(),
});

const ratingField = z
  .number({ message: 'Válasszon 1 és 5 közötti csillagszámot' })
  .int('Válasszon 1 és 5 közötti csillagszámot')
  .min(1, 'Válasszon 1 és 5 közötti csillagszámot')
  .max(5, 'Válasszon 1 és 5 közötti csillagszámot');
const textField = multiline(
  z.string().trim().max(REVIEW_TEXT_MAX, `Az értékelés szövege legfeljebb ${REVIEW_TEXT_MAX} karakter lehet`),
);

export const createReviewBody = z.object({
  appointmentId: z.string().uuid('Érvénytelen időpont azonosító'),
  rating: ratingField,
  text: textField.optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

export const updateReviewBody = z.object({ rating: ratingField, text: textField.default('') });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const replyReviewBody = z.object({
  reply: multiline(
    z
      .string({ message: 'Írja meg a válaszát' })
      .trim()
      .min(1, 'Írja meg a válaszát')
      .max(REVIEW_REPLY_MAX, `A válasz legfeljebb ${REVIEW_REPLY_MAX} karakter lehet`),
  ),
});

export const hideReviewBody = z.object({
  reason: multiline(
    z
      .string({ message: 'Adja meg az elrejtés okát' })
      .trim()
      .min(3, 'Adja meg az elrejtés okát (legalább 3 karakter)')
      .max(REVIEW_HIDE_REASON_MAX, `Az indoklás legfeljebb ${REVIEW_HIDE_REASON_MAX} karakter lehet`),
  ),
});

/** Average (0 when there is none), count, and how many reviews gave 1..5 stars — of the visible reviews. */
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  /** Five entries, 5 stars first. */
  distribution: z.array(z.object({ rating: z.number(), count: z.number() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const typeRef = z.object({ id: z.string(), name: z.string(), color: z.string() });
const appointmentRef = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  consultationType: typeRef,
});

/** A review as the public sees it: the reviewer by given name and family initial only. */
export const publicReviewSchema = entitySchema({
  rating: z.number(),
  text: z.string(),
  reviewerName: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The asker's own review, with the adviser, the appointment and what may still be done with it. */
export const myReviewSchema = publicReviewSchema.extend({
  adviser: z.object({ id: z.string(), name: z.string() }),
  appointment: appointmentRef,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  editable: z.boolean(),
  /** The end of the 30 days after the appointment. */
  editableUntil: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A completed appointment of the asker that has no review yet and can still get one. */
export const pendingReviewSchema = entitySchema({
  appointmentId: z.string(),
  adviser: z.object({ id: z.string(), name: z.string() }),
  startTime: z.string(),
  endTime: z.string(),
  consultationType: typeRef,
  reviewableUntil: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** A review the adviser received: the reviewer's name (their own client), hidden ones marked. */
export const receivedReviewSchema = publicReviewSchema.extend({
  appointment: appointmentRef,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/** Everything about a review, for admins. */
export const adminReviewSchema = receivedReviewSchema.extend({
  adviser: z.object({ id: z.string(), name: z.string() }),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
  hiddenBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const tags = ['ertekelesek'];
const idParams = uuidParams('Érvénytelen értékelés azonosító');
const asker = ['kerdezo'] as const;
const adviser = ['tanacsado'] as const;

/** A paged list of reviews with the average and distribution of the visible ones. */
const ratedPage = <T extends z.ZodTypeAny>(item: T) =>
  pagedAnswer(item).extend({ summary: reviewSummarySchema });

/**
 * Reviews (issue 8 §4): askers write and edit theirs, advisers read and answer what they received,
 * everyone reads an adviser's visible reviews, admins hide and restore them.
 */
export const reviewsApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/reviews',
    tags,
    roles: asker,
    summary: 'Lezajlott tanácsadás értékelése (a kérdező, egyszer, 30 napon belül)',
    body: createReviewBody,
    responses: { 201: savedAnswer(myReviewSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/reviews/:id',
    tags,
    roles: asker,
    summary: 'Saját értékelés módosítása (amíg nem rejtett, a tanácsadás után 30 napig)',
    params: idParams,
    body: updateReviewBody,
    responses: { 200: savedAnswer(myReviewSchema) },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/reviews/mine',
    tags,
    roles: asker,
    summary: 'A kérdező saját értékelései',
    query: reviewsPageQuery,
    responses: { 200: pagedAnswer(myReviewSchema) },
  }),
  pending: endpoint({
    method: 'GET',
    path: '/api/reviews/pending',
    tags,
    roles: asker,
    summary: 'A kérdező értékelésre váró lezajlott tanácsadásai',
    query: pendingReviewsQuery,
    responses: { 200: pagedAnswer(pendingReviewSchema) },
  }),
  received: endpoint({
    method: 'GET',
    path: '/api/reviews/received',
    tags,
    roles: adviser,
    summary: 'A tanácsadó kapott értékelései (a rejtettek is), átlaggal és megoszlással',
    query: reviewsPageQuery,
    responses: { 200: ratedPage(receivedReviewSchema) },
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    tags,
    roles: adviser,
    summary: 'Válasz egy kapott értékelésre (egyszer)',
    params: idParams,
    body: replyReviewBody,
    responses: { 200: savedAnswer(receivedReviewSchema) },
  }),
  ofAdviser: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/reviews',
    tags,
    summary: 'Egy tanácsadó nyilvános értékelései, átlaggal és megoszlással',
    params: adviserIdParams,
    query: reviewsPageQuery,
    responses: { 200: ratedPage(publicReviewSchema) },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    ...adminOnly,
    summary: 'Értékelések (tanácsadó és rejtettség szerint, lapozva)',
    query: adminReviewsQuery,
    responses: { 200: pagedAnswer(adminReviewSchema) },
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    ...adminOnly,
    summary: 'Értékelés elrejtése indoklással (kikerül az átlagból és a nyilvános listából)',
    params: idParams,
    body: hideReviewBody,
    responses: { 200: savedAnswer(adminReviewSchema) },
  }),
  unhide: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/unhide',
    ...adminOnly,
    summary: 'Elrejtett értékelés visszaállítása',
    params: idParams,
    responses: { 200: savedAnswer(adminReviewSchema) },
  }),
};
