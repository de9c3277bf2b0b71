import type { Actor } from '../auth/actor';

/**
 * Who may read and change an asker's data (issue 19, part 4). Pure functions of the acting user and the
 * asker's user id; the asker service asks these.
 */
export const askerPolicy = {
  /** See an asker's data: the asker themself or an admin. */
  canSee: (actor: Actor, askerUserId: string) => actor.role === 'admin' || actor.id === askerUserId,
  /** Change billing data, extend the subscription: an asker, on their own account. */
  canManageOwn: (actor: Actor) => actor.role === 'kerdezo',
};
