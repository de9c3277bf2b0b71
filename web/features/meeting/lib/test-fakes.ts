import { vi } from 'vitest';

/** Test doubles of the browser's WebRTC objects (only what the meeting logic touches). */

/** A promise whose settling the test controls. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

export class FakeSender {
  track: unknown = null;
  replaceTrack = vi.fn(async (track: unknown) => {
    this.track = track;
  });
}

export class FakeTransceiver {
  sender = new FakeSender();
  receiver: { track: { kind: string } };
  direction = 'recvonly';
  constructor(kind: string) {
    this.receiver = { track: { kind } };
  }
}

/** Just enough of RTCPeerConnection for the signalling logic. */
export class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  /** The remote gate of the next connection (set before the session creates it). */
  static nextRemoteGate: Promise<void> | null = null;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  transceivers: FakeTransceiver[] = [];
  added: RTCIceCandidateInit[] = [];
  closed = false;
  /** When set, setRemoteDescription waits for it. */
  remoteGate: Promise<void> | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.created.push(this);
    this.remoteGate = FakePeerConnection.nextRemoteGate;
    FakePeerConnection.nextRemoteGate = null;
  }
  addTransceiver(trackOrKind: string | { kind: string }) {
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    const t = new FakeTransceiver(kind);
    if (typeof trackOrKind !== 'string') t.sender.track = trackOrKind;
    this.transceivers.push(t);
    return t;
  }
  getTransceivers() {
    return this.transceivers;
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'v=0 offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    if (this.remoteGate) await this.remoteGate;
    if (description.type === 'offer') {
      this.transceivers.push(new FakeTransceiver('audio'), new FakeTransceiver('video'));
      this.signalingState = 'have-remote-offer';
    } else {
      this.signalingState = 'stable';
    }
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.added.push(candidate);
  }
  async getStats() {
    return new Map<string, unknown>([
      ['t', { type: 'transport', id: 't', selectedCandidatePairId: 'p' }],
      ['p', { type: 'candidate-pair', id: 'p', currentRoundTripTime: 0.05 }],
      ['i', { type: 'inbound-rtp', id: 'i', packetsReceived: 1000, packetsLost: 0 }],
    ]);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  /** The browser found a local candidate. */
  emitCandidate(candidate: string) {
    this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) } });
  }
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}
