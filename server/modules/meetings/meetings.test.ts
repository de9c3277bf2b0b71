import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createAsker, createBooking, createType, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const TURN_SECRET = 'egy-eleg-hosszu-turn-titok-a-tesztben';
const TURN_URLS = ['turn:turn.pelda.hu:3478?transport=udp', 'turns:turn.pelda.hu:5349?transport=tcp'];
const STUN = { urls: 'stun:stun.pelda.hu:3478' };

/** The scheme's definition (coturn use-auth-secret): base64(HMAC-SHA1(secret, "<expiry>:<userId>")). */
const expectedPassword = (username: string) =>
  createHmac('sha1', TURN_SECRET).update(username).digest('base64');

let types = 0;

async function meetingFor(t: TestApp, clock: ManualClock, startInMinutes: number) {
  const type = await createType(t.app.db, `Típus ${++types}`);
  return createBooking(t.app.db, {
    typeId: type.id,
    start: new Date(clock.now().getTime() + startInMinutes * 60_000),
  });
}

const getMeeting = (t: TestApp, roomId: string, headers?: Record<string, string>) =>
  t.request({ method: 'GET', url: `/api/meetings/${roomId}`, ...(headers ? { headers } : {}) });

describe('GET /api/meetings/{roomId} with TURN configured', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: {
        ICE_SERVERS: JSON.stringify([STUN]),
        TURN_SECRET,
        TURN_URLS: TURN_URLS.join(','),
        ICE_TRANSPORT_POLICY: 'relay',
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('gives each party its own TURN credentials, valid until an hour after the end', async () => {
    const { adviser, asker, appointment } = await meetingFor(t, clock, 10);
    const expiry = Math.floor(appointment.endTime.getTime() / 1000) + 3600;
    for (const party of [asker, adviser]) {
      const answer = await getMeeting(t, appointment.roomId, party.auth);
      expect(answer.statusCode).toBe(200);
      const { iceServers, iceTransportPolicy, joinable } = answer.json().data;
      expect(joinable).toBe(true);
      expect(iceTransportPolicy).toBe('relay');
      const username = `${expiry}:${party.user.id}`;
      expect(iceServers).toEqual([
        STUN,
        { urls: TURN_URLS, username, credential: expectedPassword(username) },
      ]);
      // The credential outlives the moment it was handed out (coturn refuses a past expiry).
      expect(expiry * 1000).toBeGreaterThan(clock.now().getTime());
    }
  });

  it('hands out no TURN credentials outside the join window, and nothing at all to others', async () => {
    const { adviser, asker, appointment } = await meetingFor(t, clock, 60);
    const early = await getMeeting(t, appointment.roomId, asker.auth);
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ joinable: false, iceServers: [STUN] });

    const stranger = await createAsker(t.app.db);
    const refused = await getMeeting(t, appointment.roomId, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('credential');
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect((await getMeeting(t, appointment.roomId, admin.auth)).statusCode).toBe(403);
    expect((await getMeeting(t, appointment.roomId)).statusCode).toBe(401);

    // Once the meeting is over the answer no longer carries a relay either.
    const now = clock.now();
    clock.set(new Date(appointment.endTime.getTime() + 60_000));
    try {
      const late = await getMeeting(t, appointment.roomId, adviser.auth);
      expect(late.json().data).toMatchObject({ joinable: false, iceServers: [STUN] });
    } finally {
      clock.set(now);
    }
  });
});

describe('GET /api/meetings/{roomId} without TURN', () => {
  it('answers the configured ICE servers only, with the default transport policy', async () => {
    const clock = new ManualClock('2026-03-02T09:00:00Z');
    const t = await createTestApp({ clock, env: { ICE_SERVERS: JSON.stringify([STUN]) } });
    try {
      const { asker, appointment } = await meetingFor(t, clock, 5);
      const answer = await getMeeting(t, appointment.roomId, asker.auth);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        joinable: true,
        iceServers: [STUN],
        iceTransportPolicy: 'all',
      });
    } finally {
      await t.close();
    }
  });
});
