import type { Actor } from '../auth/actor';

/** An adviser as the rules see it: the account's user id and, where it matters, whether it is listed. */
export interface AdviserOwner {
  userId: string;
  /** Active, not expired, account not disabled (advisers/listed.ts). */
  listed?: boolean;
}

/**
 * Who may do what with an adviser's profile (issue 19, part 4). Pure functions of the acting user (null
 * for a guest) and the adviser; the services and routes of advisers, schedule, external calendars and
 * reviews ask these. Admin-only actions (activate, create, delete) are declared on their routes.
 */
export const adviserPolicy = {
  /** Manage the profile (edit it, see billing data and requests, schedule, calendars): the adviser or an admin. */
  canManage: (actor: Actor | null | undefined, adviser: AdviserOwner) =>
    !!actor && (actor.role === 'admin' || actor.id === adviser.userId),
  /** See the profile and its reviews: anyone while it is listed, otherwise who may manage it (others: 404). */
  canSee: (actor: Actor | null | undefined, adviser: AdviserOwner) =>
    adviser.listed === true || adviserPolicy.canManage(actor, adviser),
  /** Decide whether search engines show the profile: the adviser alone, not an admin. */
  canSetIndexing: (actor: Actor, adviser: AdviserOwner) => actor.id === adviser.userId,
  /** Ask for activation, deactivate the account: the adviser alone. */
  canRequestActivation: (actor: Actor, adviser: AdviserOwner) => actor.id === adviser.userId,
  canDeactivate: (actor: Actor, adviser: AdviserOwner) => actor.id === adviser.userId,
};
