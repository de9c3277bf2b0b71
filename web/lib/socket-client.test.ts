import { SOCKET_RECONNECT } from '@common/constants';
import { messages } from '@common/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSocketClient,
  liveEventsFor,
  reconnectDelay,
  type SocketLike,
  type SocketOptions,
  SocketUnavailableError,
} from './socket-client';

type Listener = (...args: unknown[]) => void;

/** A socket.io socket stand-in: the test fires the server's side of things. */
class FakeSocket implements SocketLike {
  listeners = new Map<string, Listener[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  disconnected = false;
  constructor(
    readonly url: string,
    readonly options: SocketOptions,
  ) {}
  on(event: string, listener: (...args: never[]) => void) {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener);
    this.listeners.set(event, list);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
  }
  anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListeners.push(listener);
  }
  removeAllListeners() {
    this.listeners.clear();
    this.anyListeners = [];
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
    const reserved = ['connect', 'connect_error', 'disconnect'];
    if (!reserved.includes(event)) for (const listener of this.anyListeners) listener(event, ...args);
  }
}

const identity = { token: 'tok', userId: 'u1', role: 'kerdezo' as const };

function setup() {
  const sockets: FakeSocket[] = [];
  const notices: { message: string; durationMs: number; at: number }[] = [];
  const errors: string[] = [];
  const live: [string, unknown][] = [];
  const serverDisconnects: number[] = [];
  const client = createSocketClient({
    createSocket: (url, options) => {
      const socket = new FakeSocket(url, options);
      sockets.push(socket);
      return socket;
    },
    url: () => 'http://localhost:3000',
    emitLive: (name, detail) => live.push([name, detail]),
    showNotice: (message, durationMs) => notices.push({ message, durationMs, at: sockets.length }),
    showError: (message) => errors.push(message),
    onServerDisconnect: () => serverDisconnects.push(sockets.length),
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, sockets, notices, errors, live, last, serverDisconnects };
}

describe('reconnectDelay', () => {
  it('starts at 1000 ms, doubles per attempt and stops at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(SOCKET_RECONNECT).toMatchObject({ maxAttempts: 5, initialDelayMs: 1000, maxDelayMs: 30000 });
  });
});

describe('socket client reconnect policy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the handshake of DESIGN.md §6 and socket.io reconnection off', () => {
    const { client, last } = setup();
    client.connect(identity, '/kerdezo/uzenetek');
    expect(client.getState().status).toBe('connecting');
    expect(last().url).toBe('http://localhost:3000');
    expect(last().options).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: 'tok', userId: 'u1' },
      query: { userId: 'u1', role: 'kerdezo', route: '/kerdezo/uzenetek' },
    });
    last().fire('connect');
    expect(client.getState()).toEqual({ status: 'connected', error: null });
  });

  it('retries at most 5 times after 1, 2, 4, 8 and 16 s, with the notice from the 3rd failure, then fails', () => {
    const { client, sockets, notices, errors, last } = setup();
    client.connect(identity, '/');
    expect(sockets).toHaveLength(1);

    const delays = [1000, 2000, 4000, 8000, 16000];
    for (const [index, delay] of delays.entries()) {
      const failure = index + 1;
      last().fire('connect_error', new Error('refused'));
      expect(last().disconnected).toBe(true);
      expect(client.getState().status).toBe('connecting');
      expect(notices).toHaveLength(Math.max(0, failure - 2));
      // Not a millisecond early...
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(failure);
      // ...and exactly on time.
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(failure + 1);
    }

    // The failure of the 5th attempt is the last one.
    last().fire('connect_error', new Error('refused'));
    expect(client.getState()).toEqual({ status: 'error', error: messages.socket.maxRetriesError });
    expect(errors).toEqual([messages.socket.maxRetriesError]);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(6);

    // The notice: after failures 3, 4 and 5, each shown for 5 s with the catalogue text.
    expect(notices).toHaveLength(3);
    for (const notice of notices) {
      expect(notice.message).toBe(messages.socket.connectNotice);
      expect(notice.message).toBe(
        'Nem sikerült kapcsolódni a chat szerverhez. Kérjük, ellenőrizze az internetkapcsolatát!',
      );
      expect(notice.durationMs).toBe(5000);
    }
    expect(messages.socket.maxRetriesError).toBe(
      'Nem sikerült kapcsolódni a szerverhez a maximális újrapróbálkozások után.',
    );
  });

  it('caps the delay at 30 s', () => {
    expect(reconnectDelay(SOCKET_RECONNECT.maxAttempts + 10)).toBe(SOCKET_RECONNECT.maxDelayMs);
  });

  it('starts counting again after a successful connection', () => {
    const { client, sockets, notices, last } = setup();
    client.connect(identity, '/');
    last().fire('connect_error');
    vi.advanceTimersByTime(1000);
    last().fire('connect_error');
    vi.advanceTimersByTime(2000);
    last().fire('connect');
    expect(client.getState().status).toBe('connected');
    // A dropped connection is failure 1 again: 1 s, no notice.
    last().fire('disconnect', 'transport close');
    expect(client.getState().status).toBe('connecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    expect(notices).toHaveLength(0);
  });

  it('does not retry after a deliberate disconnect, even with a retry pending', () => {
    const { client, sockets, last } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    client.disconnect();
    expect(last().disconnected).toBe(true);
    expect(client.getState()).toEqual({ status: 'disconnected', error: null });
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);

    // A pending retry is cancelled too.
    client.connect(identity, '/');
    last().fire('connect_error');
    client.disconnect();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
    expect(client.getState().status).toBe('disconnected');
  });

  it('does not retry after a server-initiated or client-initiated disconnect', () => {
    const { client, sockets, notices, last, serverDisconnects } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    last().fire('disconnect', 'io server disconnect');
    expect(client.getState()).toEqual({ status: 'disconnected', error: null });
    // The app re-checks its session then (a disabled user is signed out at once).
    expect(serverDisconnects).toEqual([1]);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);

    client.reconnect();
    expect(sockets).toHaveLength(2);
    last().fire('connect');
    last().fire('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
    expect(notices).toHaveLength(0);
    expect(serverDisconnects).toEqual([1]);
  });

  it('retries after a dropped connection (ping timeout, transport close)', () => {
    const { client, sockets, last } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    last().fire('disconnect', 'ping timeout');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('starts a fresh cycle of 5 attempts when asked again after the error', () => {
    const { client, sockets, last } = setup();
    client.connect(identity, '/');
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      last().fire('connect_error');
      vi.advanceTimersByTime(delay);
    }
    last().fire('connect_error');
    expect(client.getState().status).toBe('error');
    client.reconnect();
    expect(sockets).toHaveLength(7);
    expect(client.getState()).toEqual({ status: 'connecting', error: null });
    last().fire('connect_error');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(8);
  });

  it('connecting again with the same session is a no-op; a new session replaces the socket', () => {
    const { client, sockets, last } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    client.connect(identity, '/');
    expect(sockets).toHaveLength(1);
    client.connect({ ...identity, token: 'other' }, '/');
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(last().options.auth.token).toBe('other');
  });

  it('sends route:update on navigation and uses the latest route for reconnections', () => {
    const { client, last } = setup();
    client.connect(identity, '/kerdezo');
    last().fire('connect');
    client.updateRoute('/kerdezo/foglalas/a1');
    expect(last().emitted).toContainEqual({ event: 'route:update', args: ['/kerdezo/foglalas/a1'] });
    client.updateRoute('/kerdezo/foglalas/a1');
    expect(last().emitted.filter((e) => e.event === 'route:update')).toHaveLength(1);
    last().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1000);
    expect(last().options.query.route).toBe('/kerdezo/foglalas/a1');
  });

  it('joins the wanted rooms again after a reconnection and tells the screens', () => {
    const { client, live, last } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    void client.joinRoom('room-1').catch(() => {});
    last().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1000);
    last().fire('connect');
    expect(last().emitted.map((e) => [e.event, e.args[0]])).toContainEqual([
      'room:join',
      { roomId: 'room-1' },
    ]);
    expect(live).toContainEqual(['socket:reconnected', {}]);
  });

  it('sends the own presence when it changes and again after a reconnection, but not the default', () => {
    const { client, last } = setup();
    const statuses = () =>
      last()
        .emitted.filter((e) => e.event === 'user:update-status')
        .map((e) => e.args[0]);
    client.connect(identity, '/');
    last().fire('connect');
    expect(statuses()).toEqual([]);
    client.setStatus('away');
    client.setStatus('away');
    expect(statuses()).toEqual([{ status: 'away' }]);
    last().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1000);
    last().fire('connect');
    expect(statuses()).toEqual([{ status: 'away' }]);
    client.setStatus('online');
    expect(statuses()).toEqual([{ status: 'away' }, { status: 'online' }]);
  });

  it('acknowledged chat messages resolve; a missing socket or a silent server rejects (REST fallback)', async () => {
    const { client, last } = setup();
    await expect(client.sendChatMessage({ roomId: 'r', message: 'x' })).rejects.toBeInstanceOf(
      SocketUnavailableError,
    );
    client.connect(identity, '/');
    last().fire('connect');
    const stored = { id: 'm1' };
    const sent = client.sendChatMessage({
      roomId: 'r',
      message: 'Szia',
      attachments: [],
      clientMessageId: 'c1',
    });
    const emit = last().emitted.find((e) => e.event === 'chat:message');
    expect(emit?.args[0]).toEqual({ roomId: 'r', message: 'Szia', attachments: [], clientMessageId: 'c1' });
    (emit!.args[1] as (ack: unknown) => void)({ ok: true, message: stored });
    await expect(sent).resolves.toBe(stored);

    const silent = client.sendChatMessage({ roomId: 'r', message: 'Hahó' });
    vi.advanceTimersByTime(8000);
    await expect(silent).rejects.toBeInstanceOf(SocketUnavailableError);

    const refused = client.sendChatMessage({ roomId: 'r', message: 'Nem' });
    const refusedEmit = last().emitted.filter((e) => e.event === 'chat:message')[2];
    (refusedEmit!.args[1] as (ack: unknown) => void)({ ok: false, error: 'Tilos', code: 'FORBIDDEN' });
    await expect(refused).rejects.toMatchObject({ message: 'Tilos', code: 'FORBIDDEN' });
  });

  it('turns server events into live events', () => {
    const { client, live, last } = setup();
    client.connect(identity, '/');
    last().fire('connect');
    last().fire('group:broadcast', {
      messageType: 'tanacsadoSettingsUpdated',
      senderId: 'adviser-user',
      payload: { expertId: 'a1' },
    });
    expect(live).toContainEqual(['booking:refresh', { expertId: 'a1' }]);
  });

  it('lets screens listen to other server events across reconnections, and emit when connected', () => {
    const { client, last } = setup();
    const heard: unknown[] = [];
    const off = client.on('webrtc:hangup', (event) => heard.push(event));
    expect(client.emit('webrtc:hangup', { targetUserId: 'u2' })).toBe(false);
    client.connect(identity, '/meeting/r1');
    last().fire('connect');
    expect(client.emit('webrtc:hangup', { targetUserId: 'u2' })).toBe(true);
    expect(last().emitted).toContainEqual({ event: 'webrtc:hangup', args: [{ targetUserId: 'u2' }] });
    last().fire('webrtc:hangup', { fromUserId: 'u2' });
    last().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(1000);
    last().fire('connect');
    last().fire('webrtc:hangup', { fromUserId: 'u3' });
    off();
    last().fire('webrtc:hangup', { fromUserId: 'u4' });
    expect(heard).toEqual([{ fromUserId: 'u2' }, { fromUserId: 'u3' }]);
  });
});

describe('liveEventsFor', () => {
  const asker = { userId: 'u1', role: 'kerdezo' as const };
  const adviser = { userId: 'u2', role: 'tanacsado' as const };
  const booking = {
    messageType: 'newAppointmentFromClient',
    senderId: 'u1',
    payload: { kerdezoName: 'Kiss Anna', consultationType: 'Jogi', bookingId: 'b1' },
  };

  it('gives new bookings to advisers only, never back to the sender', () => {
    expect(liveEventsFor('group:broadcast', booking, adviser)).toEqual([
      ['appointments:new', { kerdezoName: 'Kiss Anna', consultationType: 'Jogi', bookingId: 'b1' }],
    ]);
    expect(liveEventsFor('group:broadcast', booking, asker)).toEqual([]);
    expect(liveEventsFor('group:broadcast', { ...booking, senderId: 'u3' }, asker)).toEqual([]);
  });

  it('turns time-off and settings broadcasts into booking refreshes, except the own ones', () => {
    const timeOff = { messageType: 'tanacsadoTimeOffUpdated', senderId: 'u9', payload: { action: 'added' } };
    expect(liveEventsFor('group:broadcast', timeOff, asker)).toEqual([['booking:refresh', {}]]);
    expect(liveEventsFor('group:broadcast', { ...timeOff, senderId: 'u1' }, asker)).toEqual([]);
    const settings = { messageType: 'tanacsadoSettingsUpdated', senderId: 'u9', payload: { expertId: 'a1' } };
    expect(liveEventsFor('group:broadcast', settings, asker)).toEqual([
      ['booking:refresh', { expertId: 'a1' }],
    ]);
    expect(
      liveEventsFor('group:broadcast', { messageType: 'other', senderId: 'u9', payload: {} }, asker),
    ).toEqual([]);
  });

  it('relays chat messages with and without the whole message, and others typing', () => {
    const message = {
      _id: 'm1',
      id: 'm1',
      conversationId: 'c1',
      senderId: 'u2',
      message: 'Szia',
      attachments: [],
      clientMessageId: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      readAt: null,
    };
    const { roomId: _r, ...rest } = { ...message, roomId: 'r1' };
    expect(liveEventsFor('chat:message', { ...message, roomId: 'r1' }, asker)).toEqual([
      ['chat:message', { roomId: 'r1', conversationId: 'c1', messageId: 'm1' }],
      ['chat:received', { roomId: 'r1', message: rest }],
    ]);
    expect(liveEventsFor('chat:typing', { roomId: 'r1', userId: 'u2', isTyping: true }, asker)).toHaveLength(
      1,
    );
    expect(liveEventsFor('chat:typing', { roomId: 'r1', userId: 'u1', isTyping: true }, asker)).toEqual([]);
    expect(liveEventsFor('booking:update', { appointmentId: 'ap', senderId: 'u2' }, asker)).toEqual([
      ['appointments:changed', { appointmentId: 'ap' }],
    ]);
    // Redis was away on the server: whatever is shown reloads, as after a reconnection.
    expect(liveEventsFor('live:missed', {}, asker)).toEqual([['live:missed', {}]]);
    expect(liveEventsFor('chat:message', null, asker)).toEqual([]);
  });
});
