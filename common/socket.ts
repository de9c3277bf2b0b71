import { z } from 'zod';
import type { chatMessageSchema } from './api/conversations';
import { multiline } from './text-hygiene';

/**
 * The real-time contract (SPEC.md §7 "Real-time socket", DESIGN.md §6): event names and payloads,
 * shared by the socket.io server and the browser client. Every client-sent payload is validated with
 * these schemas on the server; anything that does not parse is ignored (acknowledged with an error
 * when the client asked for an acknowledgement).
 */

export const SOCKET_PATH = '/socket.io';
/** A larger frame closes the connection (socket.io `maxHttpBufferSize`); files go over REST. */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Per socket: at most this many events in any window of `windowMs`; the rest are dropped. */
export const SOCKET_RATE_LIMIT = { events: 40, windowMs: 10_000 } as const;
/**
 * Per client address (IPv6 by /64): at most this many socket handshakes a minute; room for an office
 * behind one address, not for a flood of connections.
 */
export const SOCKET_HANDSHAKES_PER_MINUTE = 120;
/** One user may hold at most this many sockets at once (tabs and devices together, every instance). */
export const SOCKETS_PER_USER = 10;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MAX_ATTACHMENTS = 5;

export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** Group broadcast message types (SPEC.md §7); the server sends all three, clients only the last two. */
export const BROADCAST_TYPES = {
  newAppointment: 'newAppointmentFromClient',
  timeOffUpdated: 'tanacsadoTimeOffUpdated',
  settingsUpdated: 'tanacsadoSettingsUpdated',
} as const;

/** Handshake: `auth: {token, userId}`, `query: {userId, role, route}` (DESIGN.md §6). */
export const handshakeAuth = z.object({ token: z.string().min(1).max(200), userId: z.string().optional() });

const id = z.string().min(1).max(100);
const roomId = z.string().min(1).max(100);
const route = z.string().max(500);
/** RTCSessionDescriptionInit / RTCIceCandidateInit, kept opaque but bounded by the frame size. */
const sdp = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: multiline(z.string().max(60_000)),
});
const iceCandidate = z.object({
  candidate: z.string().max(2000),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  usernameFragment: z.string().max(200).nullable().optional(),
});
const freePayload = z.record(z.string(), z.unknown());

/** Client -> server events and their payloads. */
export const clientEvents = {
  'route:update': z.union([route, z.object({ route })]),
  'room:join': z.object({ roomId }),
  'room:leave': z.object({ roomId }),
  'chat:message': z.object({
    roomId,
    message: multiline(z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH)),
    /** Ids of files uploaded with POST /api/conversations/{id}/attachments. */
    attachments: z.array(id).max(CHAT_MAX_ATTACHMENTS).default([]),
    /** Set by the client so that a message resent after a reconnect is stored once. */
    clientMessageId: z.string().min(1).max(100).optional(),
  }),
  'chat:typing': z.object({ roomId, isTyping: z.boolean() }),
  'user:update-status': z.object({ status: z.enum(['online', 'away', 'busy']) }),
  /** Tells the other party that the appointment changed (their lists reload). */
  'booking:update': z.object({ appointmentId: z.string().uuid() }),
  'webrtc:call': z.object({ targetUserId: id, offer: sdp, roomId }),
  'webrtc:accept': z.object({ targetUserId: id, answer: sdp }),
  'webrtc:reject': z.object({ targetUserId: id, reason: z.string().max(200).optional() }),
  'webrtc:ice-candidate': z.object({ targetUserId: id, candidate: iceCandidate }),
  'webrtc:hangup': z.object({ targetUserId: id }),
  'direct:message': z.object({
    targetUserId: id,
    messageType: z.string().min(1).max(60),
    payload: freePayload,
  }),
  'group:broadcast': z.object({ groupId: id, messageType: z.string().min(1).max(60), payload: freePayload }),
  /** The current presence of some counterparts (answered through the acknowledgement). */
  'presence:query': z.object({ userIds: z.array(id).max(200) }),
} as const;

export type ClientEventName = keyof typeof clientEvents;
export type ClientEventPayload<E extends ClientEventName> = z.input<(typeof clientEvents)[E]>;

/** Every acknowledgement: `{ok: true, ...}` or `{ok: false, error: <Hungarian text>, code}`. */
export type SocketAck<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; error: string; code: string };

/** Server -> client events. `senderId` is always set by the server. */
export interface ServerEvents {
  'group:broadcast': { messageType: string; senderId: string; payload: Record<string, unknown> };
  'direct:message': { messageType: string; senderId: string; payload: Record<string, unknown> };
  'chat:message': z.infer<typeof chatMessageSchema> & { roomId: string };
  'chat:typing': { roomId: string; userId: string; isTyping: boolean };
  'chat:read': { conversationId: string; roomId: string; readerId: string; readAt: string };
  'user:status': { userId: string; status: PresenceStatus };
  'booking:update': { appointmentId: string; senderId: string };
  'webrtc:call': { fromUserId: string; offer: z.infer<typeof sdp>; roomId: string };
  'webrtc:accept': { fromUserId: string; answer: z.infer<typeof sdp> };
  'webrtc:reject': { fromUserId: string; reason?: string };
  'webrtc:ice-candidate': { fromUserId: string; candidate: z.infer<typeof iceCandidate> };
  'webrtc:hangup': { fromUserId: string };
  /** The other party entered or left the meeting room (so the caller knows when to call). */
  'meeting:peer': { roomId: string; userId: string; present: boolean };
  /** The appointment was cancelled or closed as a no-show: the room is closed, the call is over. */
  'meeting:ended': { roomId: string; reason: 'cancelled' | 'no_show' };
  /** An event was dropped: over the rate limit. */
  'error:rate-limit': { error: string };
  /** Live events may have been lost (Redis, which carries them between instances, was away): reload. */
  'live:missed': Record<string, never>;
}
