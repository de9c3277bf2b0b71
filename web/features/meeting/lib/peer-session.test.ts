import { describe, expect, it, vi } from 'vitest';
import { decideRole, PeerSession, type SendSignal, toCandidatePayload } from './peer-session';
import { deferred, FakePeerConnection, flush } from './test-fakes';

function setup(tracks: { audio?: boolean; video?: boolean } = { audio: true, video: true }) {
  FakePeerConnection.created = [];
  const sent: { event: string; payload: Record<string, unknown> }[] = [];
  const send: SendSignal = (event, payload) => {
    sent.push({ event, payload: payload as Record<string, unknown> });
  };
  const onRemoteTrack = vi.fn();
  const onConnectionState = vi.fn();
  const audioTrack = tracks.audio ? ({ kind: 'audio', id: 'mic' } as unknown as MediaStreamTrack) : null;
  const videoTrack = tracks.video ? ({ kind: 'video', id: 'cam' } as unknown as MediaStreamTrack) : null;
  const session = new PeerSession({
    roomId: 'room-1',
    peerId: 'peer-1',
    ice: { iceServers: [{ urls: 'stun:stun.example.org' }], iceTransportPolicy: 'relay' },
    send,
    audioTrack,
    videoTrack,
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    onRemoteTrack,
    onConnectionState,
  });
  const pc = (index = 0) => FakePeerConnection.created[index] as FakePeerConnection;
  const candidatesSent = () =>
    sent
      .filter((s) => s.event === 'webrtc:ice-candidate')
      .map((s) => (s.payload.candidate as { candidate: string }).candidate);
  return { session, sent, pc, onRemoteTrack, onConnectionState, candidatesSent };
}

describe('decideRole', () => {
  it('makes the second one in the room the caller', () => {
    expect(decideRole(true)).toBe('caller');
    expect(decideRole(false)).toBe('callee');
  });
});

describe('PeerSession as caller', () => {
  it('offers audio and video to the peer in the meeting room, with the ICE settings', async () => {
    const { session, sent, pc } = setup();
    await session.call();
    expect(pc().config).toEqual({
      iceServers: [{ urls: 'stun:stun.example.org' }],
      iceTransportPolicy: 'relay',
    });
    expect(pc().transceivers.map((t) => t.receiver.track.kind)).toEqual(['audio', 'video']);
    expect(sent).toEqual([
      {
        event: 'webrtc:call',
        payload: { targetUserId: 'peer-1', offer: { type: 'offer', sdp: 'v=0 offer' }, roomId: 'room-1' },
      },
    ]);
  });

  it('still offers both kinds without a camera or microphone', async () => {
    const { session, pc } = setup({});
    await session.call();
    expect(pc().transceivers).toHaveLength(2);
  });

  it('holds local candidates back until the offer is sent', async () => {
    const { session, sent, pc, candidatesSent } = setup();
    const calling = session.call();
    pc().emitCandidate('early');
    await calling;
    pc().emitCandidate('late');
    expect(sent[0]?.event).toBe('webrtc:call');
    expect(candidatesSent()).toEqual(['early', 'late']);
    expect(sent[1]?.payload).toEqual({
      targetUserId: 'peer-1',
      candidate: { candidate: 'early', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null },
    });
  });

  it('queues remote candidates until the answer is set, then applies them in order', async () => {
    const { session, pc } = setup();
    await session.call();
    await session.addRemoteCandidate({ candidate: 'a' });
    await session.addRemoteCandidate({ candidate: 'b' });
    expect(pc().added).toEqual([]);
    expect(session.queuedRemoteCandidates).toBe(2);

    const gate = deferred();
    pc().remoteGate = gate.promise;
    const answering = session.acceptAnswer({ type: 'answer', sdp: 'v=0 answer' });
    await session.addRemoteCandidate({ candidate: 'c' }); // arrives while the answer is being applied
    expect(pc().added).toEqual([]);
    gate.resolve();
    await answering;
    expect(pc().added.map((c) => c.candidate)).toEqual(['a', 'b', 'c']);
    expect(session.queuedRemoteCandidates).toBe(0);

    await session.addRemoteCandidate({ candidate: 'd' });
    expect(pc().added.map((c) => c.candidate)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores an answer when no offer is waiting', async () => {
    const { session, pc } = setup();
    await session.call();
    await session.acceptAnswer({ type: 'answer', sdp: 'x' });
    await session.acceptAnswer({ type: 'answer', sdp: 'again' });
    expect(pc().remoteDescription?.sdp).toBe('x');
  });

  it('rebuilds a failed connection with a new offer', async () => {
    vi.useFakeTimers();
    try {
      const { session, sent, pc } = setup();
      await session.call();
      pc().setState('failed');
      await vi.advanceTimersByTimeAsync(2000);
      expect(FakePeerConnection.created).toHaveLength(2);
      expect(pc(0).closed).toBe(true);
      expect(sent.filter((s) => s.event === 'webrtc:call')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PeerSession as callee', () => {
  it('answers an offer with its tracks on the offered transceivers', async () => {
    const { session, sent, pc } = setup();
    await session.acceptOffer({ type: 'offer', sdp: 'v=0 offer' });
    expect(session.role).toBe('callee');
    expect(sent).toEqual([
      {
        event: 'webrtc:accept',
        payload: { targetUserId: 'peer-1', answer: { type: 'answer', sdp: 'v=0 answer' } },
      },
    ]);
    const [audio, video] = pc().transceivers;
    expect(audio?.sender.track).toMatchObject({ id: 'mic' });
    expect(video?.sender.track).toMatchObject({ id: 'cam' });
    expect(audio?.direction).toBe('sendrecv');
  });

  it('queues candidates that arrive with the offer, before the remote description', async () => {
    const { session, pc, sent } = setup();
    const gate = deferred();
    FakePeerConnection.nextRemoteGate = gate.promise;
    const accepting = session.acceptOffer({ type: 'offer', sdp: 'v=0 offer' });
    await session.addRemoteCandidate({ candidate: 'x' });
    await session.addRemoteCandidate({ candidate: 'y' });
    expect(pc().added).toEqual([]);
    gate.resolve();
    await accepting;
    expect(pc().added.map((c) => c.candidate)).toEqual(['x', 'y']);
    expect(sent.map((s) => s.event)).toEqual(['webrtc:accept']);
  });

  it('replaces the connection when a new offer arrives (the peer rejoined)', async () => {
    const { session, pc } = setup();
    await session.acceptOffer({ type: 'offer', sdp: 'first' });
    await session.addRemoteCandidate({ candidate: 'old' });
    await session.acceptOffer({ type: 'offer', sdp: 'second' });
    expect(pc(0).closed).toBe(true);
    expect(pc(1).remoteDescription?.sdp).toBe('second');
    expect(pc(1).added).toEqual([]);
  });

  it('rejects an offer it cannot apply, so the caller does not wait forever', async () => {
    const { session, sent } = setup();
    const broken = Promise.reject(new Error('InvalidAccessError'));
    broken.catch(() => undefined);
    FakePeerConnection.nextRemoteGate = broken;
    await session.acceptOffer({ type: 'offer', sdp: 'broken' });
    expect(sent).toEqual([
      { event: 'webrtc:reject', payload: { targetUserId: 'peer-1', reason: 'A kapcsolat nem jött létre.' } },
    ]);
  });

  it('does not restart a failed connection itself (the caller does)', async () => {
    vi.useFakeTimers();
    try {
      const { session, pc } = setup();
      await session.acceptOffer({ type: 'offer', sdp: 'v=0 offer' });
      pc().setState('failed');
      await vi.advanceTimersByTimeAsync(5000);
      expect(FakePeerConnection.created).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PeerSession media and ending', () => {
  it('replaces the video track on the sender (screen sharing) without a new offer', async () => {
    const { session, sent, pc } = setup();
    await session.call();
    const screen = { kind: 'video', id: 'screen' } as unknown as MediaStreamTrack;
    await session.replaceVideoTrack(screen);
    expect(pc().transceivers[1]?.sender.replaceTrack).toHaveBeenCalledWith(screen);
    expect(sent.filter((s) => s.event === 'webrtc:call')).toHaveLength(1);
  });

  it('reports remote tracks and connection states of the current connection only', async () => {
    const { session, pc, onRemoteTrack, onConnectionState } = setup();
    await session.call();
    pc().ontrack?.({ track: { kind: 'video' } });
    pc().setState('connected');
    expect(onRemoteTrack).toHaveBeenCalledWith({ kind: 'video' });
    expect(onConnectionState).toHaveBeenCalledWith('connected');
    expect(session.connectionState).toBe('connected');
  });

  it('hangs up for both: sends webrtc:hangup once and closes', async () => {
    const { session, sent, pc } = setup();
    await session.call();
    session.hangup();
    session.hangup();
    expect(sent.filter((s) => s.event === 'webrtc:hangup')).toEqual([
      { event: 'webrtc:hangup', payload: { targetUserId: 'peer-1' } },
    ]);
    expect(pc().closed).toBe(true);
    expect(session.isClosed).toBe(true);
    await session.call();
    expect(FakePeerConnection.created).toHaveLength(1);
  });

  it('waits for a new call after reset (the peer left without hanging up)', async () => {
    const { session, pc } = setup();
    await session.call();
    session.reset();
    expect(pc().closed).toBe(true);
    expect(session.connectionState).toBeNull();
    await session.addRemoteCandidate({ candidate: 'z' });
    await session.acceptOffer({ type: 'offer', sdp: 'again' });
    await flush();
    expect(pc(1).added).toEqual([]);
  });

  it('samples quality numbers from getStats', async () => {
    const { session } = setup();
    expect(await session.sampleQuality()).toBeNull();
    await session.call();
    expect(await session.sampleQuality()).toEqual({ rttMs: 50, lossPercent: 0 });
  });

  it('turns a browser candidate into the socket payload', () => {
    expect(toCandidatePayload({ candidate: 'c', sdpMid: null })).toEqual({
      candidate: 'c',
      sdpMid: null,
      sdpMLineIndex: null,
      usernameFragment: null,
    });
  });
});
