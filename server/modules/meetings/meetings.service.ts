import type { Meeting } from '@common/api/conversations';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { appointmentPolicy } from '../appointments/appointments.policy';
import type { AppointmentRecord } from '../appointments/appointments.presenter';
import { partiesOf as appointmentParties, selectRecords } from '../appointments/appointments.service';
import { JOIN_EARLY_MS, joinRefusal } from '../appointments/join-window';
import type { ConversationService } from '../conversations/conversations.service';
import { mintTurnCredential, TURN_MARGIN_AFTER_END_MS } from './turn-credentials';

export const meetingNotFound = () => notFound('A megbeszélés nem található.', 'MEETING_NOT_FOUND');

export interface MeetingAccess {
  record: AppointmentRecord;
  /** The other party's user id. */
  peerId: string;
}

/** Video meetings: the room of an appointment, open to its two parties only (DESIGN.md §7). */
export function createMeetingService(deps: {
  db: Database;
  clock: Clock;
  conversations: ConversationService;
  /** ICE_SERVERS, the TURN secret and URLs, ICE_TRANSPORT_POLICY. */
  ice: Pick<Config, 'iceServers' | 'turn' | 'iceTransportPolicy'>;
}) {
  const { db, clock, ice } = deps;

  /** The meeting of `roomId` if `userId` is one of its two parties; 404 otherwise (admins included). */
  async function access(userId: string, roomId: string): Promise<MeetingAccess> {
    const [record] = await selectRecords(db, eq(appointments.roomId, roomId));
    if (!record) throw meetingNotFound();
    const clientId = record.appointment.clientId;
    // The parties only, admins neither: the room is theirs (the same rule as joining by HTTP).
    if (!appointmentPolicy.isParty(userId, appointmentParties(record))) throw meetingNotFound();
    return { record, peerId: userId === clientId ? record.expertUserId : clientId };
  }

  /**
   * Access plus the join window: what the socket checks before letting a party into the room. Entering
   * records the party's attendance (the first entry is kept).
   */
  async function enter(userId: string, roomId: string) {
    const found = await access(userId, roomId);
    const now = clock.now();
    const refusal = joinRefusal(found.record.appointment, now);
    if (refusal) throw refusal;
    const id = found.record.appointment.id;
    await db
      .update(appointments)
      .set(
        userId === found.record.appointment.clientId
          ? {
              clientJoinedAt: sql`coalesce(${appointments.clientJoinedAt}, ${now.toISOString()}::timestamptz)`,
            }
          : {
              expertJoinedAt: sql`coalesce(${appointments.expertJoinedAt}, ${now.toISOString()}::timestamptz)`,
            },
      )
      .where(eq(appointments.id, id));
    return found;
  }

  /** The party's last socket left the room: their latest exit (until the meeting's end). */
  async function left(userId: string, roomId: string) {
    const now = clock.now();
    const client = eq(appointments.clientId, userId);
    await db
      .update(appointments)
      .set({
        clientLeftAt: sql`case when ${client} then ${now.toISOString()}::timestamptz else ${appointments.clientLeftAt} end`,
        expertLeftAt: sql`case when ${client} then ${appointments.expertLeftAt} else ${now.toISOString()}::timestamptz end`,
      })
      .where(and(eq(appointments.roomId, roomId), gte(appointments.endTime, now)));
  }

  /**
   * The meeting page's answer. A joinable meeting also gets a TURN server with credentials minted for
   * this user (never stored or logged); outside the window nobody can call, so none are handed out.
   */
  async function describe(userId: string, roomId: string): Promise<Meeting> {
    const { record, peerId } = await access(userId, roomId);
    const { appointment } = record;
    const conversation = await deps.conversations.ensurePair(appointment.clientId, record.expertUserId);
    const expert = { id: record.expertUserId, name: record.expertName, role: 'tanacsado' as const };
    const client = { id: appointment.clientId, name: record.clientName, role: 'kerdezo' as const };
    const now = clock.now();
    const joinable = joinRefusal(appointment, now) === null;
    const iceServers: Meeting['iceServers'] = [...ice.iceServers];
    if (ice.turn && joinable) {
      const expiresAt = new Date(appointment.endTime.getTime() + TURN_MARGIN_AFTER_END_MS);
      iceServers.push({ urls: ice.turn.urls, ...mintTurnCredential(ice.turn.secret, userId, expiresAt) });
    }
    return {
      roomId: appointment.roomId,
      appointmentId: appointment.id,
      startTime: appointment.startTime.toISOString(),
      endTime: appointment.endTime.toISOString(),
      joinOpensAt: new Date(appointment.startTime.getTime() - JOIN_EARLY_MS).toISOString(),
      joinable,
      self: peerId === client.id ? expert : client,
      peer: peerId === client.id ? client : expert,
      consultationType: record.type.name,
      iceServers,
      iceTransportPolicy: ice.iceTransportPolicy,
      conversationId: conversation.id,
      chatRoomId: conversation.roomId,
    };
  }

  /** The user ids of an appointment's two parties, if `userId` is one of them. */
  async function partiesOf(userId: string, appointmentId: string) {
    const [record] = await selectRecords(db, eq(appointments.id, appointmentId));
    if (!record || !appointmentPolicy.isParty(userId, appointmentParties(record))) {
      throw notFound('Az időpont nem található.', 'APPOINTMENT_NOT_FOUND');
    }
    return [record.appointment.clientId, record.expertUserId];
  }

  return { access, enter, left, describe, partiesOf };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
