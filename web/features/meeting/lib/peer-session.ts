import type { ClientEventPayload } from '@common/socket';
import { type PacketTotals, type QualitySample, sampleFromStats } from './connection-quality';

/**
 * One 1:1 WebRTC call, kept apart from React (DESIGN.md §1 "video": browser WebRTC, signalling over
 * the socket). Whoever enters the meeting room second (the `room:join` acknowledgement says the peer
 * is present) is the caller: it makes the offer (`webrtc:call`); the other side answers
 * (`webrtc:accept`). ICE candidates that arrive before the remote description is set are queued and
 * applied right after it; the local ones are held back until the offer/answer has been sent. A new
 * offer always replaces the connection (the peer reloaded or rejoined), so no glare handling is needed.
 */

export type CallRole = 'caller' | 'callee';

/** The second one in the room calls: its acknowledgement says the peer is already present. */
export function decideRole(peerPresent: boolean): CallRole {
  return peerPresent ? 'caller' : 'callee';
}

export type SignalEvent =
  | 'webrtc:call'
  | 'webrtc:accept'
  | 'webrtc:reject'
  | 'webrtc:ice-candidate'
  | 'webrtc:hangup';
export type SendSignal = <E extends SignalEvent>(event: E, payload: ClientEventPayload<E>) => void;

type SdpPayload = ClientEventPayload<'webrtc:call'>['offer'];
type CandidatePayload = ClientEventPayload<'webrtc:ice-candidate'>['candidate'];

/**
 * ICE settings of the meeting answer: the servers (a TURN server with minted credentials while the
 * meeting is joinable) and the transport policy (`relay` sends media only through TURN).
 */
export interface IceSettings {
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
}

export interface PeerSessionOptions {
  roomId: string;
  /** The other party's user id (`targetUserId` of every signal). */
  peerId: string;
  ice: IceSettings;
  send: SendSignal;
  /** The tracks to send (either may be missing: no camera, no microphone). */
  audioTrack?: MediaStreamTrack | null;
  videoTrack?: MediaStreamTrack | null;
  /** Injected in tests; the browser's RTCPeerConnection otherwise. */
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  onRemoteTrack?: (track: MediaStreamTrack) => void;
  /** The connection was replaced or dropped: the remote tracks so far are gone. */
  onRemoteReset?: () => void;
  onConnectionState?: (state: RTCPeerConnectionState) => void;
  onError?: (error: unknown) => void;
}

/** The reason sent with `webrtc:reject` when an offer cannot be answered. */
export const CALL_FAILED_REASON = 'A kapcsolat nem jött létre.';

/** How often a failed connection is rebuilt by the caller before giving up. */
export const MAX_RESTARTS = 2;
const RESTART_DELAY_MS = 1500;

export function toSdpPayload(description: RTCSessionDescriptionInit): SdpPayload {
  return { type: description.type, sdp: description.sdp ?? '' };
}

export function toCandidatePayload(candidate: RTCIceCandidate | RTCIceCandidateInit): CandidatePayload {
  const init =
    'toJSON' in candidate && typeof candidate.toJSON === 'function' ? candidate.toJSON() : candidate;
  return {
    candidate: init.candidate ?? '',
    sdpMid: init.sdpMid ?? null,
    sdpMLineIndex: init.sdpMLineIndex ?? null,
    usernameFragment: init.usernameFragment ?? null,
  };
}

export class PeerSession {
  private pc: RTCPeerConnection | null = null;
  private audioTransceiver: RTCRtpTransceiver | null = null;
  private videoTransceiver: RTCRtpTransceiver | null = null;
  private audioTrack: MediaStreamTrack | null;
  private videoTrack: MediaStreamTrack | null;
  /** Remote candidates waiting for the remote description of the current connection. */
  private remoteQueue: RTCIceCandidateInit[] = [];
  private remoteDescriptionSet = false;
  /** Local candidates waiting until our offer/answer has been sent. */
  private localQueue: CandidatePayload[] = [];
  private descriptionSent = false;
  private restarts = 0;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private packetTotals: PacketTotals | null = null;
  private closed = false;
  role: CallRole | null = null;

  constructor(private readonly options: PeerSessionOptions) {
    this.audioTrack = options.audioTrack ?? null;
    this.videoTrack = options.videoTrack ?? null;
  }

  /** The current connection state, or null while no connection exists (waiting for the peer). */
  get connectionState(): RTCPeerConnectionState | null {
    return this.pc?.connectionState ?? null;
  }

  get isClosed() {
    return this.closed;
  }

  /** This side sent an offer that has not been answered yet (both sides calling at once: glare). */
  get awaitingAnswer() {
    return this.role === 'caller' && this.pc?.signalingState === 'have-local-offer';
  }

  /** Remote candidates not yet applied (for tests and diagnostics). */
  get queuedRemoteCandidates() {
    return this.remoteQueue.length;
  }

  /** Caller: a fresh connection with one audio and one video transceiver, and the offer. */
  async call(): Promise<void> {
    const pc = this.renew('caller');
    if (!pc) return;
    try {
      // Both kinds are always offered, so the peer's media arrives and screen sharing can start later
      // even when this side has no camera or microphone.
      this.audioTransceiver = pc.addTransceiver(this.audioTrack ?? 'audio', { direction: 'sendrecv' });
      this.videoTransceiver = pc.addTransceiver(this.videoTrack ?? 'video', { direction: 'sendrecv' });
      const offer = await this.describeLocally(pc, () => pc.createOffer());
      if (!offer) return;
      this.options.send('webrtc:call', {
        targetUserId: this.options.peerId,
        offer,
        roomId: this.options.roomId,
      });
      this.flushLocalCandidates();
    } catch (error) {
      if (pc === this.pc) this.options.onError?.(error);
    }
  }

  /** Callee: answer an incoming offer. A new offer always replaces the earlier connection. */
  async acceptOffer(offer: RTCSessionDescriptionInit): Promise<void> {
    // renew() runs before the first await: candidates that follow the offer queue on the new connection.
    const pc = this.renew('callee');
    if (!pc) return;
    try {
      await pc.setRemoteDescription(offer);
      if (pc !== this.pc) return;
      await this.flushRemoteCandidates(pc);
      for (const transceiver of pc.getTransceivers()) {
        const kind = transceiver.receiver.track?.kind;
        if (kind === 'audio' && !this.audioTransceiver) this.audioTransceiver = transceiver;
        if (kind === 'video' && !this.videoTransceiver) this.videoTransceiver = transceiver;
      }
      for (const [transceiver, track] of [
        [this.audioTransceiver, this.audioTrack],
        [this.videoTransceiver, this.videoTrack],
      ] as const) {
        if (!transceiver) continue;
        transceiver.direction = 'sendrecv';
        if (track) await transceiver.sender.replaceTrack(track);
      }
      if (pc !== this.pc) return;
      const answer = await this.describeLocally(pc, () => pc.createAnswer());
      if (!answer) return;
      this.options.send('webrtc:accept', { targetUserId: this.options.peerId, answer });
      this.flushLocalCandidates();
    } catch (error) {
      if (pc !== this.pc) return;
      // The caller would wait for an answer forever: tell it that this offer cannot be taken.
      this.options.send('webrtc:reject', { targetUserId: this.options.peerId, reason: CALL_FAILED_REASON });
      this.options.onError?.(error);
    }
  }

  /** Caller: the peer's answer. Ignored unless an offer of the current connection is waiting. */
  async acceptAnswer(answer: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.pc;
    if (!pc || this.role !== 'caller' || pc.signalingState !== 'have-local-offer') return;
    try {
      await pc.setRemoteDescription(answer);
      if (pc !== this.pc) return;
      await this.flushRemoteCandidates(pc);
    } catch (error) {
      if (pc === this.pc) this.options.onError?.(error);
    }
  }

  /** A candidate from the peer: applied at once, or queued until the remote description is set. */
  async addRemoteCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.pc;
    if (!pc || !this.remoteDescriptionSet) {
      if (!this.closed) this.remoteQueue.push(candidate);
      return;
    }
    await this.applyCandidate(pc, candidate);
  }

  /** Sends another video track (screen sharing, back to the camera) without renegotiating. */
  async replaceVideoTrack(track: MediaStreamTrack | null): Promise<void> {
    this.videoTrack = track;
    await this.videoTransceiver?.sender.replaceTrack(track);
  }

  async replaceAudioTrack(track: MediaStreamTrack | null): Promise<void> {
    this.audioTrack = track;
    await this.audioTransceiver?.sender.replaceTrack(track);
  }

  /** The numbers for the quality indicator, or null while there is no connection. */
  async sampleQuality(): Promise<QualitySample | null> {
    const pc = this.pc;
    if (!pc) return null;
    const report = await pc.getStats();
    const { sample, totals } = sampleFromStats(report.values(), this.packetTotals);
    this.packetTotals = totals;
    return sample;
  }

  /** The peer left the room without hanging up: drop the connection and wait for a new call. */
  reset(): void {
    this.dropConnection();
    this.role = null;
  }

  /** This side ends the call for both. */
  hangup(): void {
    if (this.closed) return;
    this.options.send('webrtc:hangup', { targetUserId: this.options.peerId });
    this.close();
  }

  /** Ends the call locally (the peer hung up or rejected, or the page is left). */
  close(): void {
    if (this.closed) return;
    this.dropConnection();
    this.closed = true;
  }

  /**
   * Makes this side's offer or answer (`create`) the local description of `pc` and gives it as it is sent;
   * null when `pc` has been replaced meanwhile.
   */
  private async describeLocally(pc: RTCPeerConnection, create: () => Promise<RTCSessionDescriptionInit>) {
    const description = await create();
    if (pc !== this.pc) return null;
    await pc.setLocalDescription(description);
    if (pc !== this.pc) return null;
    return toSdpPayload(pc.localDescription ?? description);
  }

  private renew(role: CallRole): RTCPeerConnection | null {
    if (this.closed) return null;
    this.dropConnection();
    this.role = role;
    const create = this.options.createPeerConnection ?? ((config) => new RTCPeerConnection(config));
    const { iceServers, iceTransportPolicy } = this.options.ice;
    const pc = create({ iceServers, iceTransportPolicy });
    this.pc = pc;
    pc.onicecandidate = (event) => {
      if (pc !== this.pc || !event.candidate) return;
      const payload = toCandidatePayload(event.candidate);
      if (this.descriptionSent) this.sendCandidate(payload);
      else this.localQueue.push(payload);
    };
    pc.ontrack = (event) => {
      if (pc === this.pc) this.options.onRemoteTrack?.(event.track);
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      const state = pc.connectionState;
      if (state === 'connected') this.restarts = 0;
      this.options.onConnectionState?.(state);
      if (state === 'failed') this.scheduleRestart();
    };
    return pc;
  }

  /** The caller rebuilds a failed connection (a new offer; the callee replaces its side too). */
  private scheduleRestart() {
    if (this.role !== 'caller' || this.restarts >= MAX_RESTARTS || this.restartTimer) return;
    this.restarts += 1;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.closed && this.role === 'caller') void this.call();
    }, RESTART_DELAY_MS);
  }

  private dropConnection() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const pc = this.pc;
    this.pc = null;
    this.audioTransceiver = null;
    this.videoTransceiver = null;
    this.remoteQueue = [];
    this.remoteDescriptionSet = false;
    this.localQueue = [];
    this.descriptionSent = false;
    this.packetTotals = null;
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
      this.options.onRemoteReset?.();
    }
  }

  private async flushRemoteCandidates(pc: RTCPeerConnection) {
    this.remoteDescriptionSet = true;
    const queued = this.remoteQueue;
    this.remoteQueue = [];
    for (const candidate of queued) {
      if (pc !== this.pc) return;
      await this.applyCandidate(pc, candidate);
    }
  }

  private async applyCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit) {
    try {
      await pc.addIceCandidate(candidate);
    } catch {
      // A candidate of an earlier connection or an unusable one: ICE goes on with the others.
    }
  }

  private flushLocalCandidates() {
    this.descriptionSent = true;
    const queued = this.localQueue;
    this.localQueue = [];
    for (const candidate of queued) this.sendCandidate(candidate);
  }

  private sendCandidate(candidate: CandidatePayload) {
    this.options.send('webrtc:ice-candidate', { targetUserId: this.options.peerId, candidate });
  }
}
