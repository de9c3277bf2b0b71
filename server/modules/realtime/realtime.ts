import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { INACTIVE_APPOINTMENT_STATUSES } from '@common/constants';
import {
  BROADCAST_TYPES,
  handshakeAuth,
  type PresenceStatus,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
  SOCKETS_PER_USER,
} from '@common/socket';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { advisers, sessions, users } from '../../db/schema';
import { clientAddress, clientKey, type TrustFunction, trustFunction } from '../../lib/client-address';
import { requestIdOf } from '../../lib/logging';
import { closeRedis, REDIS_DEADLINES } from '../../lib/redis';
import { findSession, SESSION_IDLE_MS } from '../auth/sessions';
import { presentMessage } from '../conversations/conversations.presenter';
import {
  type ConversationEntity,
  otherParticipant,
  type SentMessage,
} from '../conversations/conversations.service';
import { channelsFor, enqueuePush } from '../notifications/preferences';
import { registerHandlers } from './handlers';
import { rooms } from './rooms';
import type { AppIo, AppSocket, RealtimeDeps, SocketHub } from './socket-types';

export type { AppIo, AppSocket, RealtimeDeps, SocketData } from './socket-types';

/** Sessions of the connected sockets are checked again this often (expiry, revocation, disabled users). */
const REVALIDATE_EVERY_MS = 60_000;
/**
 * The adapter's subscriber only listens, so a Redis that stops answering without closing the connection
 * would go unnoticed: it is pinged this often, and a ping unanswered within the socket timeout drops
 * the connection and makes it again.
 */
const SUBSCRIBER_PING_MS = 5_000;
/** After a lost publish, how often Redis is asked whether it answers again. */
const PUBLISH_RETRY_MS = 1_000;
/** How long a question to the other instances (e.g. a user's sockets everywhere) may wait for them. */
const CLUSTER_REQUEST_TIMEOUT_MS = 2_000;

/**
 * The socket.io server on the API's HTTP server (websocket transport only): handshake authentication
 * with the bearer token, the rooms of DESIGN.md §6, the client events (handlers.ts) and the
 * server-originated broadcasts the services call after a successful change. With REDIS_URL the Redis
 * adapter carries every emit to the sockets of the other instances too.
 */
export class Realtime implements SocketHub {
  readonly io: AppIo;
  private readonly redisClients: Redis[] = [];
  private revalidateTimer: NodeJS.Timeout | undefined;
  private subscriberPingTimer: NodeJS.Timeout | undefined;
  private publishRetryTimer: NodeJS.Timeout | undefined;
  /** Set while shutting down: disconnects then need no presence or meeting follow-up. */
  closing = false;
  /**
   * Whether the adapter's subscriptions stand (always, without Redis): while they are away, live events
   * of the other instances miss this one's sockets, which /api/ready names as Redis degraded.
   */
  subscribed = true;
  /** Follow-up work of connects and disconnects (presence, meeting exits), awaited before closing. */
  private readonly inFlight = new Set<Promise<unknown>>();

  track(work: Promise<unknown>) {
    const settled = work.catch(() => undefined);
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  constructor(
    httpServer: HttpServer,
    readonly deps: RealtimeDeps,
  ) {
    const allowedOrigins = new Set([new URL(deps.config.publicUrl).origin]);
    const trust = trustFunction(deps.config.trustProxy);
    if (deps.config.env !== 'production') {
      // The Vite dev server proxies the socket and keeps the browser's origin.
      allowedOrigins.add('http://localhost:5173').add('http://127.0.0.1:5173');
    }
    this.io = new Server(httpServer, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
      pingInterval: 25_000,
      pingTimeout: 20_000,
      // A browser always sends Origin: only the site itself (PUBLIC_URL, or the address the page was
      // opened at, e.g. 127.0.0.1 or a LAN address) may open a socket. Non-browser clients (no Origin)
      // still need a valid token. Every handshake counts toward the client's handshake limit.
      allowRequest: (request, callback) => {
        // Shutting down: the client counts a failed attempt and tries again (another instance).
        if (this.closing) {
          callback('A szerver leáll', false);
          return;
        }
        const origin = request.headers.origin;
        if (origin && !allowedOrigins.has(origin) && origin !== ownOrigin(request, trust)) {
          callback('Ismeretlen eredet', false);
          return;
        }
        deps.admitHandshake(clientKey(clientAddress(request, trust))).then(
          (admitted) => callback(admitted ? null : 'Túl sok kapcsolódási kísérlet', admitted),
          () => callback(null, true),
        );
      },
    });
    if (deps.config.redisUrl) {
      // Publishes fail at once while Redis is away (a live update then is lost, and the sockets are told
      // to resync once it is back) instead of queueing; a black-holed connection fails by its deadlines.
      const pub = new Redis(deps.config.redisUrl, {
        ...REDIS_DEADLINES,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      // Subscriptions wait for the connection (no command deadline: they last as long as it does).
      const sub = new Redis(deps.config.redisUrl, {
        connectTimeout: REDIS_DEADLINES.connectTimeout,
        socketTimeout: REDIS_DEADLINES.socketTimeout,
        maxRetriesPerRequest: null,
      });
      // The adapter neither awaits nor catches its publishes and (un)subscribes: while Redis is away, or
      // when the connection closes with them still queued, they must not become unhandled rejections
      // (the process would end). A lost publish is a lost live update; subscribes wait for the connection.
      catchUnawaited(pub, ['publish'], deps.log, () => this.resyncAfterLostPublish(pub));
      catchUnawaited(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], deps.log);
      for (const client of [pub, sub]) {
        client.on('error', (error) => deps.log.warn({ err: error }, 'redis (socket adapter) error'));
        this.redisClients.push(client);
      }
      this.io.adapter(createAdapter(pub, sub, { requestsTimeout: CLUSTER_REQUEST_TIMEOUT_MS }));
      this.resyncAfterLoss(sub);
      this.subscriberPingTimer = setInterval(() => {
        if (sub.status === 'ready') sub.ping().catch(() => undefined);
      }, SUBSCRIBER_PING_MS);
      this.subscriberPingTimer.unref();
    }
    const refusal = (message: string, code: string) => {
      const error = new Error(message) as Error & { data?: unknown };
      error.data = { code };
      return error;
    };
    this.io.use((socket, next) => {
      this.authenticate(socket as AppSocket).then(
        async () => {
          // Tabs and devices together, on every instance; this socket has not joined its rooms yet.
          const held = await this.socketsIn(rooms.user(socket.data.userId));
          if (held.length >= SOCKETS_PER_USER) {
            next(
              refusal(
                `Túl sok egyidejű kapcsolat (legfeljebb ${SOCKETS_PER_USER}). Zárjon be néhány lapot, majd töltse újra az oldalt.`,
                'TOO_MANY_CONNECTIONS',
              ),
            );
            return;
          }
          next();
        },
        () => next(refusal('Érvénytelen vagy lejárt munkamenet.', 'UNAUTHORIZED')),
      );
    });
    this.io.on('connection', (socket) => {
      // What this socket logs carries the handshake's request id (a trusted proxy's, or a new one).
      const log = deps.log.child({ reqId: requestIdOf(socket.request, trust), socketId: socket.id });
      registerHandlers(this, socket as AppSocket, log);
    });
  }

  /**
   * The sockets in a room on every instance; while Redis is away, those of this instance (limits and
   * presence then hold per instance) rather than no answer at all.
   */
  async socketsIn(room: string) {
    try {
      return await this.io.in(room).fetchSockets();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'other instances did not answer; this instance counts alone');
      return await this.io.local.in(room).fetchSockets();
    }
  }

  /**
   * Live events published while the adapter's subscription was away never reached this instance: once
   * it is back (its subscriptions renewed), this instance's sockets are told (`live:missed`) and
   * reload what they show (the web client refetches its conversations and lists).
   */
  private resyncAfterLoss(sub: Redis) {
    this.subscribed = false;
    let lost = false;
    sub.on('close', () => {
      this.subscribed = false;
      lost = true;
    });
    sub.on('ready', () => {
      // The ping is answered after the renewed subscriptions: from then on nothing more is missed.
      sub.ping().then(
        () => {
          this.subscribed = sub.status === 'ready';
          if (!lost) return;
          lost = false;
          this.io.local.emit('live:missed', {});
        },
        () => undefined,
      );
    });
  }

  /**
   * A live event this instance published was lost (Redis away or silent), so sockets on other instances
   * missed it even if their own subscriptions never broke. Once Redis answers this instance again, every
   * socket of every instance is told to resync (a broadcast through the adapter; should it be lost too,
   * this runs again).
   */
  private resyncAfterLostPublish(pub: Redis) {
    if (this.publishRetryTimer || this.closing) return;
    const retry = () => {
      if (this.closing) return;
      this.publishRetryTimer = setTimeout(() => {
        pub.ping().then(() => {
          this.publishRetryTimer = undefined;
          this.io.emit('live:missed', {});
        }, retry);
      }, PUBLISH_RETRY_MS);
      this.publishRetryTimer.unref();
    };
    retry();
  }

  /** Token from `auth.token`; a `userId` in the handshake must be the token's user. */
  private async authenticate(socket: AppSocket) {
    const parsed = handshakeAuth.parse(socket.handshake.auth);
    const session = await findSession(this.deps.db, this.deps.clock.now(), parsed.token);
    if (!session || (parsed.userId && parsed.userId !== session.user.id)) throw new Error('unauthorized');
    const [adviser] =
      session.user.role === 'tanacsado'
        ? await this.deps.db
            .select({ id: advisers.id })
            .from(advisers)
            .where(eq(advisers.userId, session.user.id))
        : [];
    const route = typeof socket.handshake.query.route === 'string' ? socket.handshake.query.route : '';
    socket.data = {
      userId: session.user.id,
      role: session.user.role,
      sessionId: session.sessionId,
      adviserId: adviser?.id ?? null,
      route: route.slice(0, 500),
      status: 'online',
      meeting: null,
      rate: { windowStart: Date.now(), count: 0, warned: false },
    };
  }

  start() {
    this.revalidateTimer = setInterval(() => {
      this.revalidateSessions().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'socket session check failed'),
      );
    }, REVALIDATE_EVERY_MS);
    this.revalidateTimer.unref();
  }

  /** Sockets connected to this instance (the open sockets gauge). */
  get openSockets() {
    return this.io.of('/').sockets.size;
  }

  /**
   * Ends every socket and the adapter; called as shutdown begins, before the HTTP server closes. The
   * connections are dropped, not disconnected by the server: the web client takes a dropped connection
   * ('transport close') as a failure and reconnects (through the load balancer, to another instance),
   * while a server disconnect would mean "do not retry" (web/lib/socket-client.ts).
   */
  async close() {
    this.closing = true;
    clearInterval(this.revalidateTimer);
    clearInterval(this.subscriberPingTimer);
    clearTimeout(this.publishRetryTimer);
    // Cross-instance requests still running would otherwise fail on a closed Redis connection.
    await Promise.all([...this.inFlight]);
    this.io.engine.close();
    await this.io.of('/').adapter.close();
    await Promise.all(this.redisClients.map(closeRedis));
  }

  /** Drops the sockets of sessions that ended (logout, password change, disabled user, expiry). */
  async revalidateSessions() {
    const local = [...this.io.of('/').sockets.values()] as AppSocket[];
    const ids = [...new Set(local.map((s) => s.data.sessionId))];
    if (ids.length === 0) return;
    const now = this.deps.clock.now();
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.deps.db
        .select({ id: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(and(inArray(sessions.id, ids.slice(i, i + 500)), isNull(sessions.revokedAt)));
      for (const row of rows) {
        if (row.expiresAt > now && now.getTime() - row.lastUsedAt.getTime() < SESSION_IDLE_MS)
          live.add(row.id);
      }
    }
    for (const socket of local) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
  }

  /**
   * Sessions were revoked: their sockets end at once (on every instance). `sessionId` names one
   * session; otherwise every session of `userId` except `keepSessionId`.
   */
  async sessionsRevoked(event: { userId: string; sessionId?: string; keepSessionId?: string }) {
    if (event.sessionId) {
      this.io.in(rooms.session(event.sessionId)).disconnectSockets(true);
      return;
    }
    const sockets = await this.socketsIn(rooms.user(event.userId));
    for (const socket of sockets) {
      if (socket.data.sessionId !== event.keepSessionId) socket.disconnect(true);
    }
  }

  // --- server-originated broadcasts (DESIGN.md §6) ---

  private groupBroadcast(
    to: string[],
    messageType: string,
    senderId: string,
    payload: Record<string, unknown>,
  ) {
    this.io.to(to).emit('group:broadcast', { messageType, senderId, payload });
  }

  /**
   * A client booked: the adviser's sockets get the names; the other askers on the booking page get
   * the same message type without the client's name (their free times reload).
   */
  newAppointment(
    adviserId: string,
    senderId: string,
    payload: { kerdezoName: string; consultationType: string; bookingId: string },
  ) {
    this.groupBroadcast([rooms.adviser(adviserId)], BROADCAST_TYPES.newAppointment, senderId, payload);
    this.io
      .to(rooms.watchers(adviserId))
      .except(rooms.user(senderId))
      .emit('group:broadcast', {
        messageType: BROADCAST_TYPES.newAppointment,
        senderId,
        payload: {
          expertId: adviserId,
          bookingId: payload.bookingId,
          consultationType: payload.consultationType,
        },
      });
  }

  timeOffUpdated(adviserId: string, senderId: string, action: 'added' | 'removed') {
    this.groupBroadcast([rooms.watchers(adviserId)], BROADCAST_TYPES.timeOffUpdated, senderId, {
      action,
      expertId: adviserId,
    });
  }

  settingsUpdated(adviserId: string, senderId: string) {
    this.groupBroadcast([rooms.watchers(adviserId)], BROADCAST_TYPES.settingsUpdated, senderId, {
      expertId: adviserId,
    });
  }

  /** A stored chat message reaches every socket of both participants (except the sending one). */
  chatMessage(sent: SentMessage, exceptSocketId?: string) {
    const payload = { ...presentMessage(sent.message), roomId: sent.conversation.roomId };
    const to = [rooms.user(sent.message.senderId), rooms.user(sent.recipientId)];
    (exceptSocketId ? this.io.to(to).except(exceptSocketId) : this.io.to(to)).emit('chat:message', payload);
    this.track(this.pushIfAway(sent));
  }

  /**
   * A push message about a new chat message, unless the recipient has that conversation open (a socket
   * of theirs in its room, on any instance) or switched these off.
   */
  private async pushIfAway(sent: SentMessage) {
    const inRoom = await this.socketsIn(rooms.chat(sent.conversation.roomId));
    if (inRoom.some((socket) => socket.data.userId === sent.recipientId)) return;
    const queued = await this.deps.db.transaction(async (tx) => {
      const wants = (await channelsFor(tx, [sent.recipientId], 'chat_message')).get(sent.recipientId);
      if (!wants?.push) return false;
      const people = await tx
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.id, [sent.message.senderId, sent.recipientId]));
      const sender = people.find((p) => p.id === sent.message.senderId);
      const recipient = people.find((p) => p.id === sent.recipientId);
      if (!sender || !recipient) return false;
      const text = sent.message.body.trim();
      await enqueuePush(tx, sent.recipientId, {
        title: `Új üzenet: ${sender.name}`,
        body: text ? (text.length > 120 ? `${text.slice(0, 119)}…` : text) : 'Csatolmányt küldött.',
        url: recipient.role === 'tanacsado' ? '/tanacsadoi-fiok/uzenetek' : '/kerdezo/uzenetek',
        tag: `chat-${sent.conversation.id}`,
      });
      return true;
    });
    if (queued) this.deps.events.publish('mail.queued', {});
  }

  /** Both participants' screens learn that `readerId` read the conversation. */
  chatRead({
    conversation,
    readerId,
    readAt,
  }: {
    conversation: ConversationEntity;
    readerId: string;
    readAt: Date;
  }) {
    const otherId = otherParticipant(conversation, readerId);
    this.io.to([rooms.user(otherId), rooms.user(readerId)]).emit('chat:read', {
      conversationId: conversation.id,
      roomId: conversation.roomId,
      readerId,
      readAt: readAt.toISOString(),
    });
  }

  /**
   * An appointment that can no longer be met (cancelled, no-show): the sockets in its meeting room are
   * told and leave its rooms at once, on every instance, so no signal passes between them any more (a
   * new room:join is refused by the meeting service).
   */
  meetingEnded(appointment: { roomId: string; status: string }, partyIds: string[]) {
    const reason = appointment.status === 'no_show' ? 'no_show' : 'cancelled';
    if (!(INACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status)) return;
    const { roomId } = appointment;
    const meetingRooms = [rooms.meeting(roomId), ...partyIds.map((id) => rooms.meetingParty(roomId, id))];
    this.io.to(rooms.meeting(roomId)).emit('meeting:ended', { roomId, reason });
    this.io.in(meetingRooms).socketsLeave(meetingRooms);
  }

  /** The other party's lists reload (an appointment changed). */
  bookingUpdated(userIds: string[], appointmentId: string, senderId: string) {
    if (userIds.length > 0)
      this.io.to(userIds.map(rooms.user)).emit('booking:update', { appointmentId, senderId });
  }

  /** The presence of a user, across instances: the "most available" status of their sockets. */
  async presenceOf(userId: string): Promise<PresenceStatus> {
    const sockets = await this.socketsIn(rooms.user(userId));
    const statuses = sockets.map((s) => s.data.status);
    if (statuses.length === 0) return 'offline';
    if (statuses.includes('online')) return 'online';
    return statuses.includes('busy') ? 'busy' : 'away';
  }
}

/**
 * The origin this request was made to (scheme and Host), as the browser sees it: a page opened at
 * http://127.0.0.1:3000 or a LAN address talks to the same server. Forwarded scheme and host are
 * believed only from a trusted proxy (TRUST_PROXY).
 */
function ownOrigin(request: IncomingMessage, trust: TrustFunction): string | null {
  const viaProxy = trust(request.socket.remoteAddress ?? '', 0);
  const forwarded = (name: string) => {
    const value = request.headers[name];
    return viaProxy ? (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() : undefined;
  };
  const scheme =
    forwarded('x-forwarded-proto') || ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = forwarded('x-forwarded-host') || request.headers.host;
  if (!host) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Logs the failures of the named commands instead of leaving them to callers that never catch them, and
 * tells `failed` (if given).
 */
function catchUnawaited(client: Redis, commands: string[], log: FastifyBaseLogger, failed?: () => void) {
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const command of commands) {
    const send = methods[command]!.bind(client);
    methods[command] = (...args: unknown[]) => {
      const sent = send(...args);
      sent.catch((error: unknown) => {
        log.warn({ err: error }, `redis (socket adapter) ${command} failed`);
        failed?.();
      });
      return sent;
    };
  }
}
