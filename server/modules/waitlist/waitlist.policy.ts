import type { Actor } from '../auth/actor';

/**
 * Who may join and leave waitlists (issue 19, part 4): pure functions of the acting user and an entry;
 * the waitlist service asks these (the subscription and free-slot conditions are its own).
 */
export const waitlistPolicy = {
  /** Join a waitlist: an asker, for themself. */
  canJoin: (actor: Actor) => actor.role === 'kerdezo',
  /** Leave it (delete an entry): the asker who made it (for anybody else it does not exist: 404). */
  canLeave: (actor: Actor, entry: { askerId: string }) => actor.id === entry.askerId,
};
