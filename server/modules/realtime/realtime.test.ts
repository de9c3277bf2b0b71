import {
  BROADCAST_TYPES,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_RATE_LIMIT,
  SOCKETS_PER_USER,
} from '@common/socket';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../lib/clock';
import {
  createAdviser,
  createAsker,
  createBooking,
  createMondayAdviser,
  createType,
  createUser,
  startConversation,
} from '../../test/fixtures';
import { collect, connect, disconnected, emitAck, listen, nextEvent } from '../../test/sockets';
import { createTestApp, createTestAppAt, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

let t: TestApp;
let url: string;
let clock: ManualClock;
let type: { id: string };
const open: Socket[] = [];

beforeAll(async () => {
  // Sunday noon; the advisers below work on Mondays.
  ({ t, clock } = await createTestAppAt('2026-11-22T11:00:00Z'));
  url = await listen(t.app);
  type = await createType(t.app.db, 'Pénzügyi tanácsadás');
});

afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

afterAll(() => t.close());

async function socketOf(token: string, route = '/') {
  const socket = await connect(url, { token, route });
  open.push(socket);
  return socket;
}

/** A visible adviser working Mondays 09:00–12:00 (Budapest), no notice period. */
const bookableAdviser = () => createMondayAdviser(t.app.db, [type.id]);

/** An asker and an adviser who already talk (a conversation exists), with its room id. */
async function pair() {
  const adviser = await createAdviser(t.app.db);
  const asker = await createAsker(t.app.db, { expiresInDays: 30 });
  const started = await startConversation(t, asker, adviser);
  expect(started.statusCode).toBe(200);
  const conversation = started.json().data as { id: string; roomId: string };
  return { adviser, asker, conversation };
}

describe('handshake', () => {
  it('refuses a missing, wrong or mismatched token and a foreign origin', async () => {
    const asker = await createAsker(t.app.db);
    const other = await createAsker(t.app.db);
    await expect(connect(url)).rejects.toThrow(/munkamenet/);
    await expect(connect(url, { token: 'nem-letezo-token' })).rejects.toThrow(/munkamenet/);
    await expect(connect(url, { token: asker.token, userId: other.user.id })).rejects.toThrow(/munkamenet/);
    await expect(connect(url, { token: asker.token, origin: 'https://tamado.example' })).rejects.toThrow();
    const ok = await connect(url, {
      token: asker.token,
      userId: asker.user.id,
      origin: 'http://localhost:3000',
    });
    open.push(ok);
    expect(ok.connected).toBe(true);
  });

  it('accepts the site opened at its own address (127.0.0.1, a LAN address), still no foreign origin', async () => {
    const asker = await createAsker(t.app.db);
    // PUBLIC_URL is http://localhost:3000; the page was opened at the server's own address instead.
    const own = await connect(url, { token: asker.token, origin: url });
    open.push(own);
    expect(own.connected).toBe(true);
    await expect(connect(url, { token: asker.token, origin: 'http://127.0.0.1:1' })).rejects.toThrow();
    // Forwarded headers are believed only from a trusted proxy (none here).
    await expect(
      connect(url, {
        token: asker.token,
        origin: 'https://tamado.example',
        headers: { 'x-forwarded-host': 'tamado.example', 'x-forwarded-proto': 'https' },
      }),
    ).rejects.toThrow();
  });

  it(`lets one user hold at most ${SOCKETS_PER_USER} sockets at once`, async () => {
    const asker = await createAsker(t.app.db);
    const sockets = [];
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) sockets.push(await socketOf(asker.token));
    await expect(connect(url, { token: asker.token })).rejects.toThrow(/Túl sok egyidejű kapcsolat/);
    // Another user is not affected, and a closed tab frees a place.
    open.push(await connect(url, { token: (await createAsker(t.app.db)).token }));
    sockets[0]?.close();
    await vi.waitFor(async () =>
      expect((await t.app.realtime.io.in(`user:${asker.user.id}`).fetchSockets()).length).toBeLessThan(
        SOCKETS_PER_USER,
      ),
    );
    open.push(await connect(url, { token: asker.token }));
  });

  it('drops the socket when its session is logged out, and keeps the other sessions', async () => {
    const user = await createAsker(t.app.db);
    const otherDevice = await createSession(t.app.db, clock.now(), user.user.id);
    const socket = await socketOf(user.token);
    const kept = await socketOf(otherDevice);
    const gone = disconnected(socket);
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await emitAck(kept, 'user:update-status', { status: 'online' })).toEqual({ ok: true });
    expect(kept.connected).toBe(true);
    await expect(connect(url, { token: user.token })).rejects.toThrow(/munkamenet/);
  });

  it('drops sockets whose session ended some other way at the next check', async () => {
    const user = await createAsker(t.app.db);
    const socket = await socketOf(user.token);
    const gone = disconnected(socket);
    clock.advance(8 * 24 * 3_600_000); // past the 7-day idle limit
    try {
      await t.app.realtime.revalidateSessions();
      expect(await gone).toBe('io server disconnect');
    } finally {
      clock.advance(-8 * 24 * 3_600_000);
    }
  });
});

describe('handshake limit', () => {
  it('refuses a client past its handshakes per minute, whatever the token, and lets another client in', async () => {
    const limited = await createTestApp({ socketHandshakesPerMinute: 3 });
    const limitedUrl = await listen(limited.app);
    try {
      const asker = await createAsker(limited.app.db);
      // A failed handshake counts too: guessing tokens costs the same as connecting.
      await expect(connect(limitedUrl, { token: 'nem-letezo-token' })).rejects.toThrow(/munkamenet/);
      const first = await connect(limitedUrl, { token: asker.token });
      const second = await connect(limitedUrl, { token: asker.token });
      await expect(connect(limitedUrl, { token: asker.token })).rejects.toThrow();
      first.close();
      second.close();
      // The count is per client: another address still gets in.
      expect(await limited.app.realtime.deps.admitHandshake('198.51.100.7')).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('server broadcasts', () => {
  it('tells the adviser about a new booking, and the booking page watchers without the name', async () => {
    const adviser = await bookableAdviser();
    const asker = await createAsker(t.app.db, { name: 'Kovács Éva', expiresInDays: 30 });
    const watcher = await createAsker(t.app.db, { expiresInDays: 30 });
    const adviserSocket = await socketOf(adviser.token, '/tanacsadoi-fiok/naptar');
    const watcherSocket = await socketOf(watcher.token, `/kerdezo/foglalas/${adviser.adviser.id}`);
    const bookerSocket = await socketOf(asker.token, `/kerdezo/foglalas/${adviser.adviser.id}`);
    const bookerGot = collect(bookerSocket, 'group:broadcast');
    const toAdviser = nextEvent<{ messageType: string; senderId: string; payload: Record<string, string> }>(
      adviserSocket,
      'group:broadcast',
    );
    const toWatcher = nextEvent<{ messageType: string; payload: Record<string, string> }>(
      watcherSocket,
      'group:broadcast',
    );
    const booked = await t.send('POST', '/api/appointments', asker.auth, {
      expertId: adviser.adviser.id,
      startTime: '2026-11-23T08:00:00Z',
      consultationType: type.id,
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id;
    expect(await toAdviser).toEqual({
      messageType: BROADCAST_TYPES.newAppointment,
      senderId: asker.user.id,
      payload: { kerdezoName: 'Kovács Éva', consultationType: 'Pénzügyi tanácsadás', bookingId: id },
    });
    const watched = await toWatcher;
    expect(watched.messageType).toBe(BROADCAST_TYPES.newAppointment);
    expect(watched.payload).toEqual({
      expertId: adviser.adviser.id,
      bookingId: id,
      consultationType: 'Pénzügyi tanácsadás',
    });
    // A round trip later the booker has still received nothing about their own booking.
    await emitAck(bookerSocket, 'route:update', { route: `/kerdezo/foglalas/${adviser.adviser.id}` });
    expect(bookerGot).toEqual([]);
  });

  it('sends time-off and settings changes to the watchers of that adviser only, following route:update', async () => {
    const adviser = await bookableAdviser();
    const other = await bookableAdviser();
    const watcher = await createAsker(t.app.db);
    const socket = await socketOf(watcher.token, '/kerdezo');
    const seen = collect<{ messageType: string; payload: Record<string, string> }>(socket, 'group:broadcast');
    await emitAck(socket, 'route:update', `/kerdezo/foglalas/${adviser.adviser.id}`);

    const added = nextEvent(socket, 'group:broadcast');
    const timeOff = await t.send('POST', `/api/tanacsadok/${adviser.adviser.id}/time-off`, adviser.auth, {
      startTime: '2026-11-30T08:00:00Z',
      endTime: '2026-11-30T10:00:00Z',
      reason: 'Szabadság',
    });
    expect(timeOff.statusCode).toBe(201);
    await added;
    const settings = nextEvent(socket, 'group:broadcast');
    await t.send('PUT', `/api/tanacsadok/${adviser.adviser.id}/settings`, adviser.auth, {
      minNoticeHours: 2,
      bufferMinutes: 10,
      maxAdvanceDays: 30,
    });
    await settings;
    // The other adviser's change does not reach this watcher.
    await t.send('PUT', `/api/tanacsadok/${other.adviser.id}/settings`, other.auth, {
      minNoticeHours: 2,
      bufferMinutes: 10,
      maxAdvanceDays: 30,
    });
    // Leaving the booking page ends the watching.
    await emitAck(socket, 'route:update', { route: '/kerdezo/tanacsadasaim' });
    await t.send('PUT', `/api/tanacsadok/${adviser.adviser.id}/settings`, adviser.auth, {
      minNoticeHours: 3,
      bufferMinutes: 10,
      maxAdvanceDays: 30,
    });
    await emitAck(socket, 'route:update', { route: '/kerdezo' });
    expect(seen.map((m) => [m.messageType, m.payload])).toEqual([
      [BROADCAST_TYPES.timeOffUpdated, { action: 'added', expertId: adviser.adviser.id }],
      [BROADCAST_TYPES.settingsUpdated, { expertId: adviser.adviser.id }],
    ]);
    expect(seen.every((m) => (m as unknown as { senderId: string }).senderId === adviser.user.id)).toBe(true);
  });
});

describe('client events', () => {
  it('lets a socket join only the rooms its user is entitled to', async () => {
    const { asker, conversation } = await pair();
    const stranger = await createAsker(t.app.db);
    const mine = await socketOf(asker.token);
    const theirs = await socketOf(stranger.token);
    expect(await emitAck(mine, 'room:join', { roomId: conversation.roomId })).toMatchObject({
      ok: true,
      kind: 'chat',
    });
    expect(await emitAck(theirs, 'room:join', { roomId: conversation.roomId })).toMatchObject({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });
    expect(await emitAck(theirs, 'room:join', { roomId: 'kitalalt-szoba' })).toMatchObject({ ok: false });
  });

  it('stores a chat message before acknowledging it and relays it with the real sender', async () => {
    const { adviser, asker, conversation } = await pair();
    const askerSocket = await socketOf(asker.token);
    const adviserSocket = await socketOf(adviser.token);
    const relayed = nextEvent<{ senderId: string; message: string; roomId: string }>(
      adviserSocket,
      'chat:message',
    );
    const ack = await emitAck<{ message: { id: string; senderId: string } }>(askerSocket, 'chat:message', {
      roomId: conversation.roomId,
      message: 'Jó napot! Kérdésem lenne.',
      senderId: adviser.user.id, // forged: ignored
      clientMessageId: 'uzenet-1',
    });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.message.senderId).toBe(asker.user.id);
    expect(await relayed).toMatchObject({
      senderId: asker.user.id,
      message: 'Jó napot! Kérdésem lenne.',
      roomId: conversation.roomId,
    });
    // A resend after a reconnect (same clientMessageId) is stored once.
    const again = await emitAck<{ message: { id: string } }>(askerSocket, 'chat:message', {
      roomId: conversation.roomId,
      message: 'Jó napot! Kérdésem lenne.',
      clientMessageId: 'uzenet-1',
    });
    expect(again.ok && again.message.id).toBe(ack.message.id);
    const history = await t.send('GET', `/api/conversations/${conversation.id}/messages`, adviser.auth);
    expect(history.json().data).toHaveLength(1);
  });

  it('relays typing only inside the joined room', async () => {
    const { adviser, asker, conversation } = await pair();
    const askerSocket = await socketOf(asker.token);
    const adviserSocket = await socketOf(adviser.token);
    expect(
      await emitAck(askerSocket, 'chat:typing', { roomId: conversation.roomId, isTyping: true }),
    ).toMatchObject({
      ok: false,
    });
    await emitAck(askerSocket, 'room:join', { roomId: conversation.roomId });
    await emitAck(adviserSocket, 'room:join', { roomId: conversation.roomId });
    const typing = nextEvent(adviserSocket, 'chat:typing');
    await emitAck(askerSocket, 'chat:typing', { roomId: conversation.roomId, isTyping: true });
    expect(await typing).toEqual({ roomId: conversation.roomId, userId: asker.user.id, isTyping: true });
  });

  it('refuses direct messages and group broadcasts to people and groups that are not the sender’s', async () => {
    const broadcastTo = (
      socket: Awaited<ReturnType<typeof socketOf>>,
      groupId: string,
      messageType: string,
    ) => emitAck(socket, 'group:broadcast', { groupId, messageType, payload: {} });
    const { adviser, asker } = await pair();
    const stranger = await createAsker(t.app.db);
    const otherAdviser = await createAdviser(t.app.db);
    const askerSocket = await socketOf(asker.token);
    const adviserSocket = await socketOf(adviser.token);
    const strangerSocket = await socketOf(stranger.token);
    const strangerGot = collect(strangerSocket, 'direct:message');

    const delivered = nextEvent(askerSocket, 'direct:message');
    expect(
      await emitAck(adviserSocket, 'direct:message', {
        targetUserId: asker.user.id,
        messageType: 'emlekezteto',
        payload: { text: 'Holnap 9-kor' },
        senderId: stranger.user.id,
      }),
    ).toMatchObject({ ok: true });
    expect(await delivered).toEqual({
      messageType: 'emlekezteto',
      senderId: adviser.user.id,
      payload: { text: 'Holnap 9-kor' },
    });
    expect(
      await emitAck(askerSocket, 'direct:message', {
        targetUserId: stranger.user.id,
        messageType: 'x',
        payload: {},
      }),
    ).toMatchObject({ ok: false, code: 'TARGET_FORBIDDEN' });
    expect(
      await broadcastTo(adviserSocket, otherAdviser.adviser.id, BROADCAST_TYPES.settingsUpdated),
    ).toMatchObject({ ok: false });
    expect(
      await broadcastTo(adviserSocket, adviser.adviser.id, BROADCAST_TYPES.newAppointment),
    ).toMatchObject({ ok: false });
    expect(await broadcastTo(askerSocket, adviser.adviser.id, BROADCAST_TYPES.timeOffUpdated)).toMatchObject({
      ok: false,
    });
    expect(strangerGot).toEqual([]);
  });

  it('ignores malformed payloads and unknown events, and closes a connection that sends an oversized frame', async () => {
    const user = await createAsker(t.app.db);
    const socket = await socketOf(user.token);
    socket.emit('chat:message', 'nem objektum');
    socket.emit('room:join', null);
    socket.emit('webrtc:call', { targetUserId: 5, offer: { type: 'semmi' } });
    socket.emit('nincs-ilyen-esemeny', { a: 1 });
    expect(await emitAck(socket, 'chat:message', { roomId: 42 })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
    expect(await emitAck(socket, 'user:update-status', { status: 'online' })).toEqual({ ok: true });

    const big = await socketOf(user.token);
    const gone = disconnected(big);
    big.emit('chat:typing', { roomId: 'x'.repeat(SOCKET_MAX_PAYLOAD_BYTES + 10), isTyping: true });
    expect(await gone).toMatch(/transport/);
    // The server goes on serving.
    expect(await emitAck(socket, 'user:update-status', { status: 'busy' })).toEqual({ ok: true });
  });

  it('drops events over the per-socket rate limit', async () => {
    const user = await createAsker(t.app.db);
    const socket = await socketOf(user.token);
    const answers = await Promise.all(
      Array.from({ length: SOCKET_RATE_LIMIT.events + 10 }, () =>
        emitAck(socket, 'user:update-status', { status: 'online' }),
      ),
    );
    const limited = answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(10);
  });

  it('tells counterparts about presence changes', async () => {
    const { adviser, asker } = await pair();
    const adviserSocket = await socketOf(adviser.token);
    const online = nextEvent(adviserSocket, 'user:status');
    const askerSocket = await socketOf(asker.token);
    expect(await online).toEqual({ userId: asker.user.id, status: 'online' });
    const busy = nextEvent(adviserSocket, 'user:status');
    await emitAck(askerSocket, 'user:update-status', { status: 'busy' });
    expect(await busy).toEqual({ userId: asker.user.id, status: 'busy' });
    expect(await emitAck(adviserSocket, 'presence:query', { userIds: [asker.user.id, 'idegen'] })).toEqual({
      ok: true,
      statuses: { [asker.user.id]: 'busy' },
    });
    const offline = nextEvent(adviserSocket, 'user:status');
    askerSocket.close();
    expect(await offline).toEqual({ userId: asker.user.id, status: 'offline' });
  });
});

describe('meetings', () => {
  async function meeting(startOffsetMinutes: number) {
    return createBooking(t.app.db, {
      typeId: type.id,
      start: new Date(clock.now().getTime() + startOffsetMinutes * 60_000),
    });
  }

  it('lets the two parties in during the join window and relays signalling between them only', async () => {
    const { adviser, asker, appointment } = await meeting(10);
    const stranger = await createAsker(t.app.db);
    const adviserSocket = await socketOf(adviser.token);
    const askerSocket = await socketOf(asker.token);
    const strangerSocket = await socketOf(stranger.token);

    const first = await emitAck(adviserSocket, 'room:join', { roomId: appointment.roomId });
    expect(first).toMatchObject({ ok: true, kind: 'meeting', peerPresent: false });
    const peerArrived = nextEvent(adviserSocket, 'meeting:peer');
    const second = await emitAck(askerSocket, 'room:join', { roomId: appointment.roomId });
    expect(second).toMatchObject({ ok: true, kind: 'meeting', peerPresent: true });
    expect(await peerArrived).toEqual({ roomId: appointment.roomId, userId: asker.user.id, present: true });
    expect(await emitAck(strangerSocket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      ok: false,
    });

    const offer = { type: 'offer', sdp: 'v=0 teszt' };
    const call = nextEvent(adviserSocket, 'webrtc:call');
    await emitAck(askerSocket, 'webrtc:call', {
      targetUserId: adviser.user.id,
      offer,
      roomId: appointment.roomId,
    });
    expect(await call).toEqual({ fromUserId: asker.user.id, offer, roomId: appointment.roomId });
    const candidate = {
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    const ice = nextEvent(askerSocket, 'webrtc:ice-candidate');
    await emitAck(adviserSocket, 'webrtc:ice-candidate', { targetUserId: asker.user.id, candidate });
    expect(await ice).toEqual({ fromUserId: adviser.user.id, candidate });
    expect(await emitAck(strangerSocket, 'webrtc:hangup', { targetUserId: adviser.user.id })).toMatchObject({
      ok: false,
      code: 'TARGET_FORBIDDEN',
    });

    const hangup = nextEvent(adviserSocket, 'webrtc:hangup');
    const left = nextEvent(adviserSocket, 'meeting:peer');
    await emitAck(askerSocket, 'webrtc:hangup', { targetUserId: adviser.user.id });
    expect(await hangup).toEqual({ fromUserId: asker.user.id });
    await emitAck(askerSocket, 'room:leave', { roomId: appointment.roomId });
    expect(await left).toEqual({ roomId: appointment.roomId, userId: asker.user.id, present: false });
  });

  it('closes the room at once when the appointment is cancelled: both sockets are told and no signal passes', async () => {
    const { adviser, asker, appointment } = await meeting(10);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const adviserSocket = await socketOf(adviser.token);
    const askerSocket = await socketOf(asker.token);
    await emitAck(adviserSocket, 'room:join', { roomId: appointment.roomId });
    await emitAck(askerSocket, 'room:join', { roomId: appointment.roomId });

    const endedForAdviser = nextEvent(adviserSocket, 'meeting:ended');
    const endedForAsker = nextEvent(askerSocket, 'meeting:ended');
    const cancel = await t.send('POST', `/api/admin/appointments/${appointment.id}/cancel`, admin.auth, {
      reason: 'Rendszerhiba miatt',
    });
    expect(cancel.statusCode).toBe(200);
    const ended = { roomId: appointment.roomId, reason: 'cancelled' };
    expect(await endedForAdviser).toEqual(ended);
    expect(await endedForAsker).toEqual(ended);

    // The sockets are out of the room: a signal is refused, nothing reaches the other side, and
    // joining again is refused too.
    const calls = collect(adviserSocket, 'webrtc:call');
    const offer = { type: 'offer', sdp: 'v=0 teszt' };
    expect(
      await emitAck(askerSocket, 'webrtc:call', {
        targetUserId: adviser.user.id,
        offer,
        roomId: appointment.roomId,
      }),
    ).toMatchObject({ ok: false, code: 'ROOM_FORBIDDEN' });
    expect(await emitAck(askerSocket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      ok: false,
    });
    await emitAck(adviserSocket, 'room:leave', { roomId: 'kerekes-ut' });
    expect(calls).toEqual([]);
  });

  it('keeps the room closed before the window, and the meeting page answers only the parties', async () => {
    const { adviser, asker, appointment } = await meeting(60);
    const socket = await socketOf(asker.token);
    expect(await emitAck(socket, 'room:join', { roomId: appointment.roomId })).toMatchObject({
      ok: false,
      code: 'JOIN_WINDOW_CLOSED',
    });
    const page = await t.send('GET', `/api/meetings/${appointment.roomId}`, asker.auth);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      appointmentId: appointment.id,
      joinable: false,
      self: { id: asker.user.id, role: 'kerdezo' },
      peer: { id: adviser.user.id, role: 'tanacsado' },
      iceServers: [],
      iceTransportPolicy: 'all',
    });
    const stranger = await createAdviser(t.app.db);
    const refused = await t.send('GET', `/api/meetings/${appointment.roomId}`, stranger.auth);
    expect(refused.statusCode).toBe(404);
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect(
      (await t.request({ method: 'GET', url: `/api/meetings/${appointment.roomId}`, headers: admin.auth }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/meetings/${appointment.roomId}` })).statusCode).toBe(
      401,
    );
  });
});
