import { messages } from '@common/messages';
import {
  BROADCAST_TYPES,
  type ClientEventName,
  clientEvents,
  SOCKET_RATE_LIMIT,
  type SocketAck,
} from '@common/socket';
import { findTextIssue } from '@common/text-hygiene';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isDependencyOutage } from '../../lib/outage';
import { conversationPolicy } from '../conversations/conversations.policy';
import { presentMessage } from '../conversations/conversations.presenter';
import type { ConversationEntity } from '../conversations/conversations.service';
import { rooms } from './rooms';
import type { AppSocket, SocketHub } from './socket-types';

type Ack = (answer: SocketAck<Record<string, unknown>>) => void;
type Handler<E extends ClientEventName> = (
  payload: z.output<(typeof clientEvents)[E]>,
) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;

const BOOKING_PAGE =
  /^\/kerdezo\/foglalas\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const CLIENT_BROADCASTS = new Set<string>([BROADCAST_TYPES.timeOffUpdated, BROADCAST_TYPES.settingsUpdated]);

const refused = (error: string, code: string) => new AppError(403, code, error);
const roomRefused = () => refused('A szoba nem található, vagy nincs hozzáférése.', 'ROOM_FORBIDDEN');
const notPeer = () => refused('A címzett nem elérhető az Ön számára.', 'TARGET_FORBIDDEN');

/**
 * The client events of SPEC.md §7 for one authenticated socket. Every payload is parsed with its
 * schema from common/socket.ts; what does not parse is dropped. The sender is always the socket's own
 * user; targets must be the user's counterparts (DESIGN.md §6).
 */
export function registerHandlers(realtime: SocketHub, socket: AppSocket, log: FastifyBaseLogger) {
  const { io, deps } = realtime;
  const data = socket.data;
  log.debug({ userId: data.userId }, 'socket connected');

  socket.join([rooms.user(data.userId), rooms.session(data.sessionId)]);
  if (data.adviserId) socket.join(rooms.adviser(data.adviserId));
  watchRoute(data.route);
  realtime.track(announcePresence());

  // Per-socket rate limit over every incoming event (known or not).
  socket.use((packet, next) => {
    const now = Date.now();
    const rate = data.rate;
    if (now - rate.windowStart >= SOCKET_RATE_LIMIT.windowMs) {
      rate.windowStart = now;
      rate.count = 0;
      rate.warned = false;
    }
    rate.count += 1;
    if (rate.count <= SOCKET_RATE_LIMIT.events) return next();
    const ack = packet[packet.length - 1];
    if (typeof ack === 'function') {
      (ack as Ack)({ ok: false, error: messages.api.rateLimited, code: 'RATE_LIMITED' });
    } else if (!rate.warned) {
      socket.emit('error:rate-limit', { error: messages.api.rateLimited });
    }
    rate.warned = true;
  });

  function on<E extends ClientEventName>(event: E, handler: Handler<E>) {
    (socket as unknown as { on(name: string, listener: (...args: unknown[]) => void): void }).on(
      event,
      (...args: unknown[]) => {
        const last = args[args.length - 1];
        const ack = typeof last === 'function' ? (last as Ack) : undefined;
        // The API's text rule first (issue 20): no control characters or broken encoding in any payload.
        const textIssue = findTextIssue(clientEvents[event], args[0]);
        if (textIssue) {
          ack?.({ ok: false, error: textIssue.message, code: 'VALIDATION_ERROR' });
          return;
        }
        const parsed = clientEvents[event].safeParse(args[0]);
        if (!parsed.success) {
          ack?.({ ok: false, error: messages.api.validation, code: 'VALIDATION_ERROR' });
          return;
        }
        Promise.resolve()
          .then(() => handler(parsed.data as z.output<(typeof clientEvents)[E]>))
          .then(
            (answer) => ack?.({ ok: true, ...(answer ?? {}) }),
            (error: unknown) => {
              if (error instanceof AppError) {
                ack?.({ ok: false, error: error.message, code: error.code });
                return;
              }
              // As over HTTP: a database or Redis that does not answer is "try again later", not a fault.
              if (isDependencyOutage(error)) {
                log.warn({ err: error, event }, 'socket event: dependency unavailable');
                ack?.({ ok: false, error: messages.api.unavailable, code: 'UNAVAILABLE' });
                return;
              }
              log.error({ err: error, event }, 'socket event failed');
              ack?.({ ok: false, error: messages.api.internal, code: 'INTERNAL_ERROR' });
            },
          );
      },
    );
  }

  /**
   * The conversations this socket has sent to or joined, by room id. Who takes part in a conversation
   * never changes, so after the first check a message needs no lookup: it is one database statement
   * (the insert) instead of two.
   */
  const knownConversations = new Map<string, ConversationEntity>();
  async function conversationOf(roomId: string) {
    const known = knownConversations.get(roomId);
    if (known) return known;
    const conversation = await deps.conversations.byRoom(data.userId, roomId);
    if (conversation) knownConversations.set(roomId, conversation);
    return conversation;
  }

  function watchRoute(route: string) {
    data.route = route;
    for (const room of socket.rooms) if (room.startsWith('watch:')) socket.leave(room);
    const match = data.role === 'kerdezo' ? BOOKING_PAGE.exec(route) : null;
    if (match?.[1]) socket.join(rooms.watchers(match[1].toLowerCase()));
  }

  async function announcePresence() {
    try {
      const counterparts = await deps.conversations.counterparts(data.userId);
      if (counterparts.length === 0) return;
      const status = await realtime.presenceOf(data.userId);
      io.to(counterparts.map(rooms.user)).emit('user:status', { userId: data.userId, status });
    } catch (error) {
      log.warn({ err: error }, 'presence broadcast failed');
    }
  }

  async function assertCounterpart(targetUserId: string) {
    const counterparts = new Set(await deps.conversations.counterparts(data.userId));
    if (!conversationPolicy.isCounterpart(counterparts, targetUserId)) throw notPeer();
  }

  function meetingPeer(targetUserId: string) {
    const meeting = data.meeting;
    if (meeting && !socket.rooms.has(rooms.meeting(meeting.roomId))) {
      // The server closed the room (the appointment was cancelled): this socket is no longer in it.
      data.meeting = null;
      throw roomRefused();
    }
    if (!meeting || meeting.peerId !== targetUserId) throw notPeer();
    return rooms.meetingParty(meeting.roomId, targetUserId);
  }

  async function leaveMeeting() {
    const meeting = data.meeting;
    if (!meeting) return;
    data.meeting = null;
    socket.leave(rooms.meeting(meeting.roomId));
    socket.leave(rooms.meetingParty(meeting.roomId, data.userId));
    // Another tab of the same user may still be in the room.
    const mine = await realtime.socketsIn(rooms.meetingParty(meeting.roomId, data.userId));
    if (mine.length === 0) {
      await deps.meetings.left(data.userId, meeting.roomId);
      io.to(rooms.meetingParty(meeting.roomId, meeting.peerId)).emit('meeting:peer', {
        roomId: meeting.roomId,
        userId: data.userId,
        present: false,
      });
    }
  }

  on('route:update', (payload) => {
    watchRoute(typeof payload === 'string' ? payload : payload.route);
    return undefined;
  });

  on('room:join', async ({ roomId }) => {
    const conversation = await conversationOf(roomId);
    if (conversation) {
      await socket.join(rooms.chat(roomId));
      return { kind: 'chat', conversationId: conversation.id };
    }
    let access: Awaited<ReturnType<typeof deps.meetings.enter>>;
    try {
      access = await deps.meetings.enter(data.userId, roomId);
    } catch (error) {
      // A refusal of the join window is worth telling; anything else looks like an unknown room.
      if (error instanceof AppError && error.statusCode === 403) throw error;
      throw roomRefused();
    }
    if (data.meeting && data.meeting.roomId !== roomId) await leaveMeeting();
    data.meeting = { roomId, peerId: access.peerId };
    await socket.join([rooms.meeting(roomId), rooms.meetingParty(roomId, data.userId)]);
    const peerSockets = await realtime.socketsIn(rooms.meetingParty(roomId, access.peerId));
    io.to(rooms.meetingParty(roomId, access.peerId)).emit('meeting:peer', {
      roomId,
      userId: data.userId,
      present: true,
    });
    return { kind: 'meeting', peerPresent: peerSockets.length > 0, peerId: access.peerId };
  });

  on('room:leave', async ({ roomId }) => {
    if (data.meeting?.roomId === roomId) await leaveMeeting();
    await socket.leave(rooms.chat(roomId));
    return undefined;
  });

  on('chat:message', async (payload) => {
    const conversation = await conversationOf(payload.roomId);
    if (!conversation) throw roomRefused();
    const sent = await deps.conversations.send(data.userId, conversation, payload, socket.id);
    return { message: presentMessage(sent.message) };
  });

  on('chat:typing', ({ roomId, isTyping }) => {
    if (!socket.rooms.has(rooms.chat(roomId))) throw roomRefused();
    socket.to(rooms.chat(roomId)).emit('chat:typing', { roomId, userId: data.userId, isTyping });
    return undefined;
  });

  on('user:update-status', async ({ status }) => {
    data.status = status;
    await announcePresence();
    return undefined;
  });

  on('presence:query', async ({ userIds }) => {
    const counterparts = new Set(await deps.conversations.counterparts(data.userId));
    const statuses: Record<string, string> = {};
    for (const userId of userIds) {
      if (conversationPolicy.isCounterpart(counterparts, userId)) {
        statuses[userId] = await realtime.presenceOf(userId);
      }
    }
    return { statuses };
  });

  on('booking:update', async ({ appointmentId }) => {
    const parties = await deps.meetings.partiesOf(data.userId, appointmentId);
    realtime.bookingUpdated(
      parties.filter((id) => id !== data.userId),
      appointmentId,
      data.userId,
    );
    return undefined;
  });

  on('webrtc:call', ({ targetUserId, offer, roomId }) => {
    if (data.meeting?.roomId !== roomId) throw roomRefused();
    io.to(meetingPeer(targetUserId)).emit('webrtc:call', { fromUserId: data.userId, offer, roomId });
    return undefined;
  });
  on('webrtc:accept', ({ targetUserId, answer }) => {
    io.to(meetingPeer(targetUserId)).emit('webrtc:accept', { fromUserId: data.userId, answer });
    return undefined;
  });
  on('webrtc:reject', ({ targetUserId, reason }) => {
    io.to(meetingPeer(targetUserId)).emit('webrtc:reject', {
      fromUserId: data.userId,
      ...(reason ? { reason } : {}),
    });
    return undefined;
  });
  on('webrtc:ice-candidate', ({ targetUserId, candidate }) => {
    io.to(meetingPeer(targetUserId)).emit('webrtc:ice-candidate', { fromUserId: data.userId, candidate });
    return undefined;
  });
  on('webrtc:hangup', ({ targetUserId }) => {
    io.to(meetingPeer(targetUserId)).emit('webrtc:hangup', { fromUserId: data.userId });
    return undefined;
  });

  on('direct:message', async ({ targetUserId, messageType, payload }) => {
    await assertCounterpart(targetUserId);
    io.to(rooms.user(targetUserId)).emit('direct:message', { messageType, senderId: data.userId, payload });
    return undefined;
  });

  on('group:broadcast', ({ groupId, messageType, payload }) => {
    // Only an adviser, only to their own group, and only the two client-side message types.
    if (!data.adviserId || groupId !== data.adviserId || !CLIENT_BROADCASTS.has(messageType)) {
      throw refused(messages.api.forbidden, 'FORBIDDEN');
    }
    socket.to([rooms.watchers(groupId), rooms.adviser(groupId)]).emit('group:broadcast', {
      messageType,
      senderId: data.userId,
      payload: { ...payload, expertId: groupId },
    });
    return undefined;
  });

  socket.on('disconnect', (reason) => {
    log.debug({ reason }, 'socket disconnected');
    if (realtime.closing) return;
    realtime.track(leaveMeeting().then(announcePresence));
  });
}
