import type { appointments } from '../../db/schema';
import { changeDeadlinePassed } from '../appointments/change-deadline';

type Ended = Pick<
  typeof appointments.$inferSelect,
  'status' | 'noShowBy' | 'cancelledAt' | 'startTime' | 'cancelDeadlineHours'
>;

/**
 * How much of a paid consultation goes back to the asker when it ends (issue 38), by the cancellation
 * rules the asker saw when booking: everything when the adviser (or the portal) called it off or the
 * adviser did not turn up; everything when the asker cancelled before their deadline, nothing after it
 * (the adviser may still refund by hand); nothing for a consultation held or missed by the asker.
 */
export function refundOwed(appointment: Ended, amountHuf: number): number {
  switch (appointment.status) {
    case 'cancelled_by_expert':
    case 'cancelled_by_system':
      return amountHuf;
    case 'no_show':
      return appointment.noShowBy === 'expert' || appointment.noShowBy === 'both' ? amountHuf : 0;
    case 'cancelled_by_client': {
      const at = appointment.cancelledAt;
      return at && !changeDeadlinePassed(appointment, at) && at < appointment.startTime ? amountHuf : 0;
    }
    default:
      return 0;
  }
}

/** An appointment still to take place: its payment's outcome is not settled yet. */
export const stillLive = (status: Ended['status']) => status === 'pending' || status === 'confirmed';
