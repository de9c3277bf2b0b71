import { describe, expect, it, vi } from 'vitest';
import { CALL_TEXTS, callStatusText, MeetingCall } from './meeting-call';
import type { MeetingSignalHandlers, MeetingSignalling } from './signalling';
import { FakePeerConnection, flush } from './test-fakes';

class FakeStream {
  tracks: { kind: string }[] = [];
  getTracks = () => this.tracks;
  addTrack = (track: { kind: string }) => this.tracks.push(track);
  removeTrack = (track: { kind: string }) => {
    this.tracks = this.tracks.filter((t) => t !== track);
  };
}

function setup({
  peerPresent = false,
  selfId = 'user-b',
  peerId = 'user-a',
  refuse,
}: {
  peerPresent?: boolean;
  selfId?: string;
  peerId?: string;
  refuse?: string;
} = {}) {
  FakePeerConnection.created = [];
  let handlers: MeetingSignalHandlers | null = null;
  const sent: { event: string; payload: Record<string, unknown> }[] = [];
  const signalling: MeetingSignalling = {
    join: vi.fn(async () => {
      if (refuse) throw new Error(refuse);
      return { peerPresent };
    }),
    leave: vi.fn(),
    send: (event, payload) => {
      sent.push({ event, payload: payload as Record<string, unknown> });
    },
    subscribe: (next) => {
      handlers = next;
      return () => {
        handlers = null;
      };
    },
  };
  const call = new MeetingCall({
    roomId: 'meet-1',
    selfId,
    peerId,
    ice: { iceServers: [], iceTransportPolicy: 'all' },
    signalling,
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    createMediaStream: () => new FakeStream() as unknown as MediaStream,
    statsIntervalMs: 60_000,
  });
  const emit = <E extends keyof MeetingSignalHandlers>(
    event: E,
    payload: Parameters<MeetingSignalHandlers[E]>[0],
  ) => (handlers?.[event] as ((p: unknown) => void) | undefined)?.(payload);
  const pc = (index = 0) => FakePeerConnection.created[index] as FakePeerConnection;
  const events = () => sent.map((s) => s.event);
  return { call, signalling, sent, emit, pc, events, listening: () => handlers !== null };
}

const offer = { type: 'offer' as const, sdp: 'v=0 offer' };

describe('MeetingCall', () => {
  it('calls when the other party is already in the room', async () => {
    const { call, sent } = setup({ peerPresent: true });
    await call.join();
    await flush();
    expect(call.getSnapshot()).toMatchObject({ status: 'in-call', peerPresent: true });
    expect(sent[0]).toEqual({
      event: 'webrtc:call',
      payload: { targetUserId: 'user-a', offer, roomId: 'meet-1' },
    });
    call.dispose();
  });

  it('waits when first in, then answers the call of the other party', async () => {
    const { call, emit, events } = setup();
    await call.join();
    expect(call.getSnapshot()).toMatchObject({ status: 'waiting', peerPresent: false });
    expect(events()).toEqual([]);

    emit('meeting:peer', { roomId: 'meet-1', userId: 'user-a', present: true });
    expect(call.getSnapshot().peerPresent).toBe(true);
    emit('webrtc:call', { fromUserId: 'user-a', offer, roomId: 'meet-1' });
    await flush();
    expect(call.getSnapshot().status).toBe('in-call');
    expect(events()).toEqual(['webrtc:accept']);
    call.dispose();
  });

  it('connects with the ICE settings of the newest meeting answer (TURN once joinable)', async () => {
    const { call, pc } = setup({ peerPresent: true });
    const turn = { urls: ['turn:turn.pelda.hu:3478'], username: '1767229200:user-b', credential: 'jelszo' };
    call.setIce({ iceServers: [turn], iceTransportPolicy: 'relay' });
    await call.join();
    await flush();
    expect(pc().config).toEqual({ iceServers: [turn], iceTransportPolicy: 'relay' });
    call.dispose();
  });

  it('ignores signals of other users and other rooms', async () => {
    const { call, emit, events } = setup();
    await call.join();
    emit('webrtc:call', { fromUserId: 'stranger', offer, roomId: 'meet-1' });
    emit('webrtc:call', { fromUserId: 'user-a', offer, roomId: 'other-room' });
    await flush();
    expect(events()).toEqual([]);
    expect(call.getSnapshot().status).toBe('waiting');
    call.dispose();
  });

  it('shows the refusal of the server and stays in the lobby', async () => {
    const { call, listening } = setup({ refuse: 'A megbeszélés még nem kezdődött el.' });
    await call.join();
    expect(call.getSnapshot()).toMatchObject({
      status: 'idle',
      joinError: 'A megbeszélés még nem kezdődött el.',
    });
    expect(listening()).toBe(false);
  });

  it('ends for both: the own hangup sends webrtc:hangup and leaves the room', async () => {
    const { call, signalling, sent, pc } = setup({ peerPresent: true });
    await call.join();
    await flush();
    call.hangup();
    expect(sent.at(-1)).toEqual({ event: 'webrtc:hangup', payload: { targetUserId: 'user-a' } });
    expect(signalling.leave).toHaveBeenCalledWith('meet-1');
    expect(pc().closed).toBe(true);
    expect(call.getSnapshot()).toMatchObject({
      status: 'ended',
      endedBy: 'self',
      notice: CALL_TEXTS.selfHungUp,
    });
  });

  it('closes the call for good when the appointment is cancelled, ignoring other rooms', async () => {
    const { call, emit, pc, events, listening } = setup({ peerPresent: true });
    await call.join();
    await flush();
    emit('meeting:ended', { roomId: 'other-room', reason: 'cancelled' });
    expect(call.getSnapshot().status).toBe('in-call');
    emit('meeting:ended', { roomId: 'meet-1', reason: 'cancelled' });
    expect(pc().closed).toBe(true);
    expect(call.getSnapshot()).toMatchObject({
      status: 'ended',
      endedBy: 'closed',
      notice: 'A konzultációt lemondták, a hívás véget ért.',
    });
    expect(events()).not.toContain('webrtc:hangup');
    expect(listening()).toBe(false);
  });

  it('tells that the other party hung up', async () => {
    const { call, emit, signalling, listening } = setup({ peerPresent: true });
    await call.join();
    emit('webrtc:hangup', { fromUserId: 'user-a' });
    expect(call.getSnapshot()).toMatchObject({
      status: 'ended',
      endedBy: 'peer',
      notice: 'A másik fél bontotta a hívást.',
    });
    expect(signalling.leave).toHaveBeenCalledWith('meet-1');
    expect(listening()).toBe(false);
  });

  it('waits again when the other party leaves without hanging up', async () => {
    const { call, emit, pc } = setup({ peerPresent: true });
    await call.join();
    await flush();
    emit('meeting:peer', { roomId: 'meet-1', userId: 'user-a', present: false });
    expect(pc().closed).toBe(true);
    expect(call.getSnapshot()).toMatchObject({
      status: 'waiting',
      peerPresent: false,
      notice: CALL_TEXTS.peerLeft,
    });
    // They come back and call: a new connection answers.
    emit('webrtc:call', { fromUserId: 'user-a', offer, roomId: 'meet-1' });
    await flush();
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(call.getSnapshot().status).toBe('in-call');
    call.dispose();
  });

  it('resolves glare: with both calling, only the smaller user id answers', async () => {
    const larger = setup({ peerPresent: true, selfId: 'user-b', peerId: 'user-a' });
    await larger.call.join();
    await flush();
    larger.emit('webrtc:call', { fromUserId: 'user-a', offer, roomId: 'meet-1' });
    await flush();
    expect(larger.events()).toEqual(['webrtc:call']);
    larger.call.dispose();

    const smaller = setup({ peerPresent: true, selfId: 'user-a', peerId: 'user-b' });
    await smaller.call.join();
    await flush();
    smaller.emit('webrtc:call', { fromUserId: 'user-b', offer, roomId: 'meet-1' });
    await flush();
    expect(smaller.events()).toEqual(['webrtc:call', 'webrtc:accept']);
    smaller.call.dispose();
  });

  it('collects the remote tracks into one stream and follows the connection state', async () => {
    const { call, pc } = setup({ peerPresent: true });
    await call.join();
    await flush();
    pc().ontrack?.({ track: { kind: 'audio' } });
    pc().ontrack?.({ track: { kind: 'video' } });
    pc().setState('connected');
    const snapshot = call.getSnapshot();
    expect(snapshot.remoteStream?.getTracks().map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(snapshot.connectionState).toBe('connected');
    call.dispose();
  });

  it('hangs up when the page goes away during a call', async () => {
    const { call, sent } = setup({ peerPresent: true });
    await call.join();
    call.dispose();
    expect(sent.at(-1)?.event).toBe('webrtc:hangup');
  });
});

describe('callStatusText', () => {
  it('says waiting, connecting, connected, dropped, ended in Hungarian', () => {
    const base = { peerPresent: false, connectionState: null, notice: null } as const;
    const text = (patch: Record<string, unknown>) =>
      callStatusText({ ...setup().call.getSnapshot(), ...base, ...patch } as Parameters<
        typeof callStatusText
      >[0]);
    expect(text({ status: 'joining' })).toBe('Csatlakozás…');
    expect(text({ status: 'waiting' })).toBe('Várakozás a másik félre…');
    expect(text({ status: 'waiting', peerPresent: true })).toBe('Kapcsolódás…');
    expect(text({ status: 'in-call' })).toBe('Kapcsolódás…');
    expect(text({ status: 'in-call', connectionState: 'connected' })).toBe('Kapcsolódva');
    expect(text({ status: 'in-call', connectionState: 'failed' })).toBe('A kapcsolat megszakadt');
    expect(text({ status: 'ended', notice: CALL_TEXTS.peerHungUp })).toBe('A másik fél bontotta a hívást.');
  });
});
