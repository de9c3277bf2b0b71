import type { Actor } from '../auth/actor';

/**
 * Who may do what with an appointment (issue 19, part 4), in one place: the routes' services and the
 * socket's meeting handlers ask these, and the table test below them states the rules. Pure functions
 * of the acting user and the appointment's two parties; states and deadlines are the service's.
 */

export interface Parties {
  /** The asker's user id. */
  clientId: string;
  /** The adviser's user id. */
  expertUserId: string;
  /** Who asked for the pending time change, if any. */
  timeChangeRequestedBy?: string | null;
}

export const appointmentPolicy = {
  /** The two parties (by user id, whatever their role); nobody else learns it exists (a 404). */
  isParty: (userId: string, parties: Parties) =>
    userId === parties.clientId || userId === parties.expertUserId,
  /** See it (and its invoice): the parties and admins. */
  canSee: (actor: Actor, parties: Parties) =>
    appointmentPolicy.isParty(actor.id, parties) || actor.role === 'admin',
  /** Book: an asker, for themself only. */
  canBook: (actor: Actor, clientId?: string) =>
    actor.role === 'kerdezo' && (!clientId || clientId === actor.id),
  /** Cancel: either party (the asker only before the deadline, which the service checks) or an admin. */
  canCancel: (actor: Actor, parties: Parties) => appointmentPolicy.canSee(actor, parties),
  /** Ask for another time, change the notes, join the meeting: the two parties only. */
  canRequestTimeChange: (actor: Actor, parties: Parties) => appointmentPolicy.isParty(actor.id, parties),
  canEditNotes: (actor: Actor, parties: Parties) => appointmentPolicy.isParty(actor.id, parties),
  canJoin: (actor: Actor, parties: Parties) => appointmentPolicy.isParty(actor.id, parties),
  /** Decide on a time change: the party who did not ask for it. */
  canDecideTimeChange: (actor: Actor, parties: Parties) =>
    appointmentPolicy.isParty(actor.id, parties) && parties.timeChangeRequestedBy !== actor.id,
  /** Confirm with the invoice: the adviser. */
  canConfirm: (actor: Actor, parties: Parties) => actor.id === parties.expertUserId,
};
