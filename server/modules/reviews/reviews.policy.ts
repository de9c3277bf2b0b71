import type { Actor } from '../auth/actor';

/**
 * Who may do what with reviews (issue 19, part 4). Pure functions of the acting user and the review or
 * appointment; windows, states and "once" are the service's. Hiding is the admins' (declared on the
 * routes); who may read an adviser's reviews is adviserPolicy.canSee (the same as the profile).
 */
export const reviewPolicy = {
  /** Review an appointment: its asker (for anybody else it does not exist: 404). */
  canReview: (actor: Actor, appointment: { clientId: string }) => actor.id === appointment.clientId,
  /** Edit a review: its author. */
  canEdit: (actor: Actor, review: { clientId: string | null }) => actor.id === review.clientId,
  /** Reply to a review: the reviewed adviser. */
  canReply: (actor: Actor, review: { adviserUserId: string }) => actor.id === review.adviserUserId,
};
