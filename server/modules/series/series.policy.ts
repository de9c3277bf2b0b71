import { appointmentPolicy, type Parties } from '../appointments/appointments.policy';
import type { Actor } from '../auth/actor';

/** Who may do what with a recurring series: its parties see it; the asker (or an admin) cancels the rest. */
export const seriesPolicy = {
  canSee: (actor: Actor, parties: Parties) => appointmentPolicy.canSee(actor, parties),
  /** The adviser cancels occasions one by one (or moves one); the rest at once is the asker's. */
  canCancelRest: (actor: Actor, parties: Parties) => actor.id === parties.clientId || actor.role === 'admin',
};
