import {
  classifyQuality,
  connectionStateText,
  type QualityLevel,
  type QualitySample,
} from './connection-quality';
import { decideRole, type IceSettings, PeerSession } from './peer-session';
import type { MeetingSignalHandlers, MeetingSignalling } from './signalling';

/**
 * One visit of a meeting room, from "Csatlakozás" to the end of the call, without React: it enters the
 * room over the socket, decides who calls (the second one in), runs the PeerSession, follows the other
 * party (present, left, hung up) and samples the connection quality. The page renders its snapshot.
 */

export type CallStatus = 'idle' | 'joining' | 'waiting' | 'in-call' | 'ended';

export interface CallSnapshot {
  status: CallStatus;
  /** The other party is in the room (their `meeting:peer` or our join acknowledgement said so). */
  peerPresent: boolean;
  /** Of the current RTCPeerConnection; null while there is none. */
  connectionState: RTCPeerConnectionState | null;
  remoteStream: MediaStream | null;
  /** Grows whenever a remote track arrives (the same stream object gets more tracks). */
  remoteVersion: number;
  quality: { level: QualityLevel | null; sample: QualitySample | null };
  /** The server refused `room:join` (its Hungarian error). */
  joinError: string | null;
  /** A short event worth telling (the other party left, rejected the call …). */
  notice: string | null;
  /** Who ended the call; `closed` when the appointment was cancelled (the room is closed for good). */
  endedBy: 'self' | 'peer' | 'closed' | null;
}

export const CALL_TEXTS = {
  joining: 'Csatlakozás…',
  waiting: 'Várakozás a másik félre…',
  peerLeft: 'A másik fél kilépett a megbeszélésből.',
  peerHungUp: 'A másik fél bontotta a hívást.',
  selfHungUp: 'Ön befejezte a hívást.',
  rejected: 'A másik fél elutasította a hívást.',
  failed: 'Nem sikerült felépíteni a kapcsolatot.',
  joinFailed: 'Nem sikerült csatlakozni a megbeszéléshez.',
  cancelled: 'A konzultációt lemondták, a hívás véget ért.',
  noShow: 'A konzultációt meg nem jelenésként lezárták, a hívás véget ért.',
} as const;

export interface MeetingCallOptions {
  roomId: string;
  selfId: string;
  peerId: string;
  ice: IceSettings;
  signalling: MeetingSignalling;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  createMediaStream?: () => MediaStream;
  statsIntervalMs?: number;
}

const initial: CallSnapshot = {
  status: 'idle',
  peerPresent: false,
  connectionState: null,
  remoteStream: null,
  remoteVersion: 0,
  quality: { level: null, sample: null },
  joinError: null,
  notice: null,
  endedBy: null,
};

const ACTIVE: CallStatus[] = ['waiting', 'in-call'];

export class MeetingCall {
  private snapshot: CallSnapshot = initial;
  private readonly listeners = new Set<() => void>();
  private session: PeerSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private audioTrack: MediaStreamTrack | null = null;
  private videoTrack: MediaStreamTrack | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  /** Bumped on every join and end, so a late acknowledgement of an earlier join is ignored. */
  private visit = 0;

  /** For the next connection; the lobby's fresh meeting answers replace it (see setIce). */
  private ice: IceSettings;

  constructor(private readonly options: MeetingCallOptions) {
    this.ice = options.ice;
  }

  getSnapshot = (): CallSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The tracks to send; may change during the call (another device, the screen). */
  setLocalTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null) {
    this.audioTrack = audio;
    this.videoTrack = video;
    void this.session?.replaceAudioTrack(audio);
    void this.session?.replaceVideoTrack(video);
  }

  /**
   * The ICE settings of a newer meeting answer, used from the next join on: TURN credentials come only
   * once the meeting is joinable, while this call object was made when the lobby opened.
   */
  setIce(ice: IceSettings) {
    this.ice = ice;
  }

  /** Sends another video track (screen sharing and back) without a new offer. */
  async replaceVideoTrack(track: MediaStreamTrack | null) {
    this.videoTrack = track;
    await this.session?.replaceVideoTrack(track);
  }

  get isActive() {
    return this.snapshot.status === 'joining' || ACTIVE.includes(this.snapshot.status);
  }

  /** "Csatlakozás": enter the meeting room; the second one in calls. */
  async join(): Promise<void> {
    if (this.isActive) return;
    const visit = ++this.visit;
    this.update({ ...initial, status: 'joining' });
    this.listen();
    let peerPresent: boolean;
    try {
      ({ peerPresent } = await this.options.signalling.join(this.options.roomId));
    } catch (error) {
      if (visit !== this.visit) return;
      this.stopListening();
      const text = error instanceof Error && error.message ? error.message : CALL_TEXTS.joinFailed;
      this.update({ ...initial, joinError: text });
      return;
    }
    if (visit !== this.visit) return;
    this.session = this.createSession();
    this.startStats();
    this.begin(peerPresent);
  }

  /** After the socket reconnected: enter the room again; if the other party is there, call anew. */
  async rejoin(): Promise<void> {
    if (!ACTIVE.includes(this.snapshot.status) || !this.session) return;
    const visit = this.visit;
    try {
      const { peerPresent } = await this.options.signalling.join(this.options.roomId);
      if (visit !== this.visit || !this.session) return;
      this.session.reset();
      this.begin(peerPresent);
    } catch (error) {
      if (visit !== this.visit) return;
      const text = error instanceof Error && error.message ? error.message : CALL_TEXTS.joinFailed;
      this.end(null, text);
    }
  }

  /** Ends the call for both (`webrtc:hangup`) and leaves the room. */
  hangup() {
    if (!this.isActive) return;
    this.session?.hangup();
    this.options.signalling.leave(this.options.roomId);
    this.end('self', CALL_TEXTS.selfHungUp);
  }

  /** The page goes away: a running call ends for both. The object stays usable (React may mount again). */
  dispose() {
    this.hangup();
    this.visit += 1;
    this.stopStats();
    this.stopListening();
  }

  private begin(peerPresent: boolean) {
    const session = this.session;
    if (!session) return;
    if (decideRole(peerPresent) === 'caller') {
      this.update({ status: 'in-call', peerPresent: true, connectionState: null });
      void session.call();
    } else {
      this.update({ status: 'waiting', peerPresent: false, connectionState: null });
    }
  }

  private createSession() {
    const { roomId, peerId, signalling, createPeerConnection } = this.options;
    return new PeerSession({
      roomId,
      peerId,
      ice: this.ice,
      send: signalling.send,
      audioTrack: this.audioTrack,
      videoTrack: this.videoTrack,
      createPeerConnection,
      onRemoteTrack: (track) => {
        const stream =
          this.snapshot.remoteStream ?? (this.options.createMediaStream ?? (() => new MediaStream()))();
        for (const old of stream.getTracks()) {
          if (old.kind === track.kind && old !== track) stream.removeTrack(old);
        }
        if (!stream.getTracks().includes(track)) stream.addTrack(track);
        this.update({ remoteStream: stream, remoteVersion: this.snapshot.remoteVersion + 1 });
      },
      onRemoteReset: () => {
        this.update({ remoteStream: null, connectionState: null, quality: { level: null, sample: null } });
      },
      onConnectionState: (state) => {
        this.update({ connectionState: state, ...(state === 'connected' ? { notice: null } : {}) });
      },
      onError: () => {
        this.update({ notice: CALL_TEXTS.failed });
      },
    });
  }

  private handlers(): MeetingSignalHandlers {
    const { roomId, peerId, selfId } = this.options;
    const fromPeer = (userId: string) => userId === peerId && ACTIVE.includes(this.snapshot.status);
    return {
      'meeting:peer': (event) => {
        if (event.roomId !== roomId || !fromPeer(event.userId)) return;
        if (event.present) {
          this.update({ peerPresent: true, notice: null });
          return;
        }
        // Left without hanging up (closed the tab, lost the network): wait for them to come back.
        this.session?.reset();
        this.update({
          status: 'waiting',
          peerPresent: false,
          connectionState: null,
          notice: CALL_TEXTS.peerLeft,
        });
      },
      'meeting:ended': (event) => {
        if (event.roomId !== roomId || !(this.isActive || this.snapshot.status === 'joining')) return;
        // The server has already taken us out of the room: nothing to leave, nothing to send.
        this.end('closed', event.reason === 'no_show' ? CALL_TEXTS.noShow : CALL_TEXTS.cancelled);
      },
      'webrtc:call': (event) => {
        if (event.roomId !== roomId || !fromPeer(event.fromUserId) || !this.session) return;
        // Both came in at once and both called: the one with the smaller id answers, the other waits.
        if (this.session.awaitingAnswer && selfId > peerId) return;
        this.update({ status: 'in-call', peerPresent: true, notice: null });
        void this.session.acceptOffer(event.offer);
      },
      'webrtc:accept': (event) => {
        if (fromPeer(event.fromUserId)) void this.session?.acceptAnswer(event.answer);
      },
      'webrtc:reject': (event) => {
        if (!fromPeer(event.fromUserId)) return;
        this.session?.reset();
        const notice = event.reason ? `${CALL_TEXTS.rejected} (${event.reason})` : CALL_TEXTS.rejected;
        this.update({ status: 'waiting', connectionState: null, notice });
      },
      'webrtc:ice-candidate': (event) => {
        if (fromPeer(event.fromUserId)) void this.session?.addRemoteCandidate(event.candidate);
      },
      'webrtc:hangup': (event) => {
        if (!fromPeer(event.fromUserId)) return;
        this.session?.close();
        this.options.signalling.leave(roomId);
        this.end('peer', CALL_TEXTS.peerHungUp);
      },
    };
  }

  private end(by: CallSnapshot['endedBy'], notice: string) {
    this.visit += 1;
    this.stopStats();
    this.session?.close();
    this.session = null;
    this.stopListening();
    this.update({
      ...initial,
      status: by ? 'ended' : 'idle',
      endedBy: by,
      notice: by ? notice : null,
      joinError: by ? null : notice,
    });
  }

  private listen() {
    this.stopListening();
    this.unsubscribe = this.options.signalling.subscribe(this.handlers());
  }

  private stopListening() {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private startStats() {
    this.stopStats();
    this.statsTimer = setInterval(() => {
      void this.sampleQuality();
    }, this.options.statsIntervalMs ?? 2000);
  }

  private stopStats() {
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
  }

  private async sampleQuality() {
    const session = this.session;
    if (!session || this.snapshot.connectionState !== 'connected') return;
    try {
      const sample = await session.sampleQuality();
      if (!sample || session !== this.session) return;
      this.update({ quality: { level: classifyQuality(sample), sample } });
    } catch {
      // Stats are best effort.
    }
  }

  private update(patch: Partial<CallSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The status line of the call view (a polite live region). */
export function callStatusText(snapshot: CallSnapshot): string {
  switch (snapshot.status) {
    case 'joining':
      return CALL_TEXTS.joining;
    case 'waiting':
      return snapshot.peerPresent ? connectionStateText('connecting') : CALL_TEXTS.waiting;
    case 'in-call':
      return connectionStateText(snapshot.connectionState ?? 'connecting');
    case 'ended':
      return snapshot.notice ?? connectionStateText('closed');
    default:
      return '';
  }
}
