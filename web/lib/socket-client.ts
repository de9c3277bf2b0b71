import type { ChatMessage } from '@common/api/conversations';
import { type Role, SOCKET_RECONNECT } from '@common/constants';
import { messages } from '@common/messages';
import {
  BROADCAST_TYPES,
  type ClientEventName,
  type ClientEventPayload,
  type PresenceStatus,
  type ServerEvents,
  SOCKET_PATH,
  type SocketAck,
} from '@common/socket';
import type { LiveEventName, LiveEvents } from './live-events';

/** The statuses a user can set for themself (offline is what the others see when no socket is left). */
export type OwnStatus = ClientEventPayload<'user:update-status'>['status'];

/** The connection states of SPEC.md §4. */
export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export interface SocketState {
  status: SocketStatus;
  /** Set with status 'error': `messages.socket.maxRetriesError`. */
  error: string | null;
}

/** The part of a socket.io `Socket` this client uses (tests inject a fake one). */
export interface SocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  /** Every event the server sends (socket.io's `onAny`; not the connection events). */
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  removeAllListeners(): unknown;
  disconnect(): unknown;
}

/** The handshake of DESIGN.md §6; socket.io's own reconnection is always off (the policy is ours). */
export interface SocketOptions {
  path: string;
  transports: ['websocket'];
  reconnection: false;
  auth: { token: string; userId: string };
  query: { userId: string; role: Role | 'guest'; route: string };
}

export type SocketFactory = (url: string, options: SocketOptions) => SocketLike;

export interface SocketIdentity {
  token: string;
  userId: string;
  role: Role;
}

type LiveEmitter = <K extends LiveEventName>(name: K, detail: LiveEvents[K]) => void;

export interface SocketClientDeps {
  createSocket: SocketFactory;
  /** The origin the socket connects to (the page's own origin in the app). */
  url(): string;
  emitLive: LiveEmitter;
  /** The connection notice from the 3rd failure (`messages.socket.connectNotice`, 5 s). */
  showNotice(message: string, durationMs: number): void;
  /** After the last attempt (`messages.socket.maxRetriesError`). */
  showError(message: string): void;
  onStateChange?(state: SocketState): void;
  /** The server ended the connection (e.g. the session was revoked or the user disabled). */
  onServerDisconnect?(): void;
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

/** How long an acknowledgement may take before the caller falls back (e.g. to REST). */
export const SOCKET_ACK_TIMEOUT_MS = 8000;

/** A socket call that could not be made or was not acknowledged in time (the caller may fall back). */
export class SocketUnavailableError extends Error {
  constructor(message = 'A valós idejű kapcsolat nem érhető el.') {
    super(message);
    this.name = 'SocketUnavailableError';
  }
}

/** The server refused a socket call (`{ok: false, error, code}`). */
export class SocketAckError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SocketAckError';
  }
}

/**
 * The wait before reconnection attempt `attempt` (1-based): 1000 ms doubled per attempt, capped at
 * 30000 ms (SPEC.md §9).
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(SOCKET_RECONNECT.initialDelayMs * 2 ** (attempt - 1), SOCKET_RECONNECT.maxDelayMs);
}

/** Disconnect reasons after which the client must not reconnect (SPEC.md §9). */
const FINAL_DISCONNECTS = new Set(['io server disconnect', 'io client disconnect']);

type LiveEntry = { [K in LiveEventName]: [K, LiveEvents[K]] }[LiveEventName];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Which in-page live events one server event becomes, for the signed-in user `self` (SPEC.md §6):
 * new-booking broadcasts only reach advisers; a user's own broadcasts, typing and updates are ignored.
 */
export function liveEventsFor(
  event: string,
  payload: unknown,
  self: { userId: string; role: Role },
): LiveEntry[] {
  if (!payload || typeof payload !== 'object') return [];
  switch (event) {
    case 'group:broadcast': {
      const b = payload as ServerEvents['group:broadcast'];
      if (b.senderId === self.userId) return [];
      const data = (b.payload ?? {}) as Record<string, unknown>;
      if (b.messageType === BROADCAST_TYPES.newAppointment) {
        if (self.role !== 'tanacsado') return [];
        return [
          [
            'appointments:new',
            {
              kerdezoName: text(data.kerdezoName),
              consultationType: text(data.consultationType),
              bookingId: text(data.bookingId),
            },
          ],
        ];
      }
      if (b.messageType === BROADCAST_TYPES.timeOffUpdated) return [['booking:refresh', {}]];
      if (b.messageType === BROADCAST_TYPES.settingsUpdated) {
        const expertId = text(data.expertId);
        return [['booking:refresh', expertId ? { expertId } : {}]];
      }
      return [];
    }
    case 'chat:message': {
      const m = payload as ServerEvents['chat:message'];
      const { roomId, ...message } = m;
      return [
        ['chat:message', { roomId, conversationId: m.conversationId, messageId: m.id }],
        ['chat:received', { roomId, message: message as ChatMessage }],
      ];
    }
    case 'chat:typing': {
      const t = payload as ServerEvents['chat:typing'];
      return t.userId === self.userId ? [] : [['chat:typing', t]];
    }
    case 'chat:read':
      return [['chat:read', payload as ServerEvents['chat:read']]];
    case 'user:status':
      return [['user:status', payload as ServerEvents['user:status']]];
    case 'live:missed':
      return [['live:missed', {}]];
    case 'booking:update': {
      const u = payload as ServerEvents['booking:update'];
      return u.senderId === self.userId ? [] : [['appointments:changed', { appointmentId: u.appointmentId }]];
    }
    default:
      return [];
  }
}

/**
 * The browser's one socket for the signed-in user, with the reconnect policy of SPEC.md §9 /
 * DESIGN.md §6:
 *
 * - socket.io's own reconnection is off; every failure (a refused or failed connection, or a dropped
 *   one) is counted here. Failure n (n = 1..5) schedules reconnection attempt n after
 *   `reconnectDelay(n)` (1 s, 2 s, 4 s, 8 s, 16 s; capped at 30 s); from the 3rd failure the connection
 *   notice shows for 5 s; the failure after the 5th attempt ends in state 'error' with
 *   `messages.socket.maxRetriesError`. A successful connection resets the count.
 * - A deliberate disconnect (`disconnect()`, logout) and a server-initiated one ('io server disconnect',
 *   e.g. a revoked session) never retry.
 * - While waiting for the next attempt the state stays 'connecting'.
 */
export function createSocketClient(deps: SocketClientDeps) {
  const setTimer = deps.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as number));

  let state: SocketState = { status: 'disconnected', error: null };
  let socket: SocketLike | null = null;
  let identity: SocketIdentity | null = null;
  let route = '/';
  let failures = 0;
  let retryTimer: unknown = null;
  let hasConnected = false;
  /** The user's own presence; a new socket starts as 'online' on the server, so only others are sent. */
  let ownStatus: OwnStatus = 'online';
  /** Conversation rooms the screens asked for; joined again after every reconnection. */
  const rooms = new Set<string>();
  const listeners = new Set<(state: SocketState) => void>();
  /** Direct listeners of server events (e.g. the meeting's webrtc:* signals), kept across sockets. */
  const handlers = new Map<string, Set<(payload: never) => void>>();

  function setState(next: SocketState) {
    if (next.status === state.status && next.error === state.error) return;
    state = next;
    deps.onStateChange?.(state);
    for (const listener of listeners) listener(state);
  }

  function cancelRetry() {
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
  }

  function dispose() {
    const old = socket;
    socket = null;
    if (old) {
      // Listeners go first, so closing the old socket reports nothing.
      old.removeAllListeners();
      old.disconnect();
    }
  }

  function handleFailure() {
    dispose();
    if (!identity) return;
    failures += 1;
    if (failures > SOCKET_RECONNECT.maxAttempts) {
      setState({ status: 'error', error: messages.socket.maxRetriesError });
      deps.showError(messages.socket.maxRetriesError);
      return;
    }
    if (failures >= SOCKET_RECONNECT.noticeFromAttempt) {
      deps.showNotice(messages.socket.connectNotice, SOCKET_RECONNECT.noticeDurationMs);
    }
    setState({ status: 'connecting', error: null });
    retryTimer = setTimer(() => {
      retryTimer = null;
      open();
    }, reconnectDelay(failures));
  }

  function open() {
    if (!identity) return;
    dispose();
    setState({ status: 'connecting', error: null });
    const self = identity;
    const s = deps.createSocket(deps.url(), {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: self.token, userId: self.userId },
      query: { userId: self.userId, role: self.role, route },
    });
    socket = s;
    s.on('connect', () => {
      if (socket !== s) return;
      failures = 0;
      setState({ status: 'connected', error: null });
      for (const roomId of rooms) s.emit('room:join', { roomId }, () => {});
      if (ownStatus !== 'online') s.emit('user:update-status', { status: ownStatus }, () => {});
      if (hasConnected) deps.emitLive('socket:reconnected', {});
      hasConnected = true;
    });
    s.on('connect_error', () => {
      if (socket === s) handleFailure();
    });
    s.on('disconnect', (reason: string) => {
      if (socket !== s) return;
      if (FINAL_DISCONNECTS.has(reason)) {
        dispose();
        setState({ status: 'disconnected', error: null });
        if (reason === 'io server disconnect') deps.onServerDisconnect?.();
        return;
      }
      handleFailure();
    });
    s.onAny((event: string, payload: unknown) => {
      if (socket !== s) return;
      for (const [name, detail] of liveEventsFor(event, payload, self)) {
        (deps.emitLive as (n: string, d: unknown) => void)(name, detail);
      }
      for (const handler of handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload);
    });
  }

  function connected(): SocketLike {
    if (!socket || state.status !== 'connected') throw new SocketUnavailableError();
    return socket;
  }

  /** Emits with an acknowledgement; rejects when not connected, on `{ok:false}` or after the timeout. */
  function request<T extends object>(
    event: string,
    payload: unknown,
    timeoutMs = SOCKET_ACK_TIMEOUT_MS,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let s: SocketLike;
      try {
        s = connected();
      } catch (error) {
        reject(error);
        return;
      }
      let settled = false;
      const timer = setTimer(() => {
        if (settled) return;
        settled = true;
        reject(new SocketUnavailableError('A szerver nem válaszolt időben.'));
      }, timeoutMs);
      s.emit(event, payload, (ack: SocketAck<T> | undefined) => {
        if (settled) return;
        settled = true;
        clearTimer(timer);
        if (ack && ack.ok === true) resolve(ack as T);
        else reject(new SocketAckError(ack?.error ?? messages.api.internal, ack?.code));
      });
    });
  }

  return {
    getState: () => state,
    request,

    /** Any client event without an acknowledgement; false when not connected (nothing is queued). */
    emit<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): boolean {
      if (!socket || state.status !== 'connected') return false;
      socket.emit(event, payload);
      return true;
    },

    /** Listens to a server event on this and every later socket; returns the unsubscribe function. */
    on<E extends keyof ServerEvents>(event: E, handler: (payload: ServerEvents[E]) => void) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => {
        set.delete(handler as (payload: never) => void);
      };
    },
    subscribe(listener: (state: SocketState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Connects as `next` (a no-op when already connected or connecting as the same session). */
    connect(next: SocketIdentity, currentRoute?: string) {
      if (currentRoute !== undefined) route = currentRoute;
      const same =
        identity &&
        identity.token === next.token &&
        identity.userId === next.userId &&
        identity.role === next.role;
      if (same && state.status !== 'disconnected' && state.status !== 'error') return;
      cancelRetry();
      identity = next;
      failures = 0;
      hasConnected = false;
      open();
    },

    /** A deliberate disconnect (logout, leaving): no retry. */
    disconnect() {
      cancelRetry();
      identity = null;
      failures = 0;
      hasConnected = false;
      rooms.clear();
      dispose();
      setState({ status: 'disconnected', error: null });
    },

    /** A new cycle of attempts after 'error' or a server-initiated disconnect (e.g. a user's click). */
    reconnect() {
      if (!identity || state.status === 'connected') return;
      cancelRetry();
      failures = 0;
      open();
    },

    /** The current path (SPEC.md §7 `route:update`): the booking-page watchers depend on it. */
    updateRoute(path: string) {
      if (path === route) return;
      route = path;
      if (socket && state.status === 'connected') socket.emit('route:update', path);
    },

    /**
     * `room:join` for a conversation room, joined again after every reconnection; resolves with the
     * acknowledgement (or null while not connected: the join then happens on connecting).
     */
    async joinRoom<T extends object = object>(roomId: string): Promise<T | null> {
      rooms.add(roomId);
      if (state.status !== 'connected') return null;
      return request<T>('room:join', { roomId });
    },

    leaveRoom(roomId: string) {
      rooms.delete(roomId);
      if (socket && state.status === 'connected') socket.emit('room:leave', { roomId });
    },

    /** Sends over the socket; the message is stored before the acknowledgement arrives. */
    async sendChatMessage(payload: ClientEventPayload<'chat:message'>): Promise<ChatMessage> {
      const ack = await request<{ message: ChatMessage }>('chat:message', payload);
      if (!ack.message) throw new SocketAckError(messages.api.internal);
      return ack.message;
    },

    /** `user:update-status`: what the user's counterparts see (kept across reconnections). */
    setStatus(status: OwnStatus) {
      if (status === ownStatus) return;
      ownStatus = status;
      if (socket && state.status === 'connected') socket.emit('user:update-status', { status }, () => {});
    },

    sendTyping(roomId: string, isTyping: boolean) {
      if (socket && state.status === 'connected') socket.emit('chat:typing', { roomId, isTyping });
    },

    async queryPresence(userIds: string[]): Promise<Record<string, PresenceStatus>> {
      const ack = await request<{ statuses: Record<string, PresenceStatus> }>('presence:query', { userIds });
      return ack.statuses ?? {};
    },
  };
}

export type SocketClient = ReturnType<typeof createSocketClient>;
