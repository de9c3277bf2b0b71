import type { appointments } from '../../db/schema';
import { type AppError, forbidden } from '../../lib/errors';

/** Parties may join this long before the start (DESIGN.md §7). */
export const JOIN_EARLY_MS = 15 * 60_000;

/**
 * Why a meeting of this appointment cannot be entered now, or null when it can: the appointment must be
 * confirmed, and the time between 15 minutes before its start and its end. One rule for the join call,
 * the meeting page and the socket room.
 */
export function joinRefusal(
  appointment: Pick<typeof appointments.$inferSelect, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): AppError | null {
  if (appointment.status !== 'confirmed') {
    return forbidden('Csak megerősített időponthoz lehet csatlakozni.', 'NOT_CONFIRMED');
  }
  const at = now.getTime();
  if (at < appointment.startTime.getTime() - JOIN_EARLY_MS || at > appointment.endTime.getTime()) {
    return forbidden(
      'A találkozóhoz a kezdés előtt 15 perccel lehet csatlakozni, a végéig.',
      'JOIN_WINDOW_CLOSED',
    );
  }
  return null;
}
