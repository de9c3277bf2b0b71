import type { PresenceStatus, ServerEvents } from '@common/socket';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../lib/domain-events';
import type { ConversationService } from '../conversations/conversations.service';
import type { MeetingService } from '../meetings/meetings.service';

export interface SocketData {
  userId: string;
  role: 'admin' | 'tanacsado' | 'kerdezo';
  sessionId: string;
  /** The adviser row of a tanacsado (their group), null for others. */
  adviserId: string | null;
  route: string;
  status: Exclude<PresenceStatus, 'offline'>;
  /** The meeting room this socket is in, and the other party's user id. */
  meeting: { roomId: string; peerId: string } | null;
  rate: { windowStart: number; count: number; warned: boolean };
}

type ServerEventMap = { [K in keyof ServerEvents]: (payload: ServerEvents[K]) => void };
// biome-ignore lint/suspicious/noExplicitAny: client events are validated one by one in the handlers.
type ClientEventMap = Record<string, (...args: any[]) => void>;
export type AppSocket = Socket<ClientEventMap, ServerEventMap, Record<string, never>, SocketData>;
export type AppIo = Server<ClientEventMap, ServerEventMap, Record<string, never>, SocketData>;

export interface RealtimeDeps {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  conversations: ConversationService;
  meetings: MeetingService;
  /** Counts a handshake of this client (clientKey) and answers whether it is within the limit. */
  admitHandshake(client: string): Promise<boolean>;
  /** Tells that a push message was queued (the outbox sends it now). */
  events: EventPublisher;
}

/** What the client event handlers (handlers.ts) use of the socket server (realtime.ts implements it). */
export interface SocketHub {
  readonly io: AppIo;
  readonly deps: RealtimeDeps;
  readonly closing: boolean;
  track(work: Promise<unknown>): void;
  presenceOf(userId: string): Promise<PresenceStatus>;
  socketsIn(room: string): ReturnType<AppIo['fetchSockets']>;
  bookingUpdated(userIds: string[], appointmentId: string, senderId: string): void;
}
