import type { ServerEvents } from '@common/socket';
import type { SendSignal } from './peer-session';

/** The socket events a meeting listens to (from the other party, relayed by the server). */
export interface MeetingSignalHandlers {
  'meeting:peer': (event: ServerEvents['meeting:peer']) => void;
  'meeting:ended': (event: ServerEvents['meeting:ended']) => void;
  'webrtc:call': (event: ServerEvents['webrtc:call']) => void;
  'webrtc:accept': (event: ServerEvents['webrtc:accept']) => void;
  'webrtc:reject': (event: ServerEvents['webrtc:reject']) => void;
  'webrtc:ice-candidate': (event: ServerEvents['webrtc:ice-candidate']) => void;
  'webrtc:hangup': (event: ServerEvents['webrtc:hangup']) => void;
}

/**
 * What a meeting needs from the real-time connection: entering and leaving the meeting room, sending
 * the webrtc:* signals and hearing the other party's. The page binds it to the app's socket client.
 */
export interface MeetingSignalling {
  /** `room:join {roomId}`; resolves with the acknowledgement, rejects with the server's Hungarian error. */
  join(roomId: string): Promise<{ peerPresent: boolean }>;
  /** `room:leave {roomId}` (fire and forget). */
  leave(roomId: string): void;
  send: SendSignal;
  /** Listens to the meeting events; returns the unsubscribe function. */
  subscribe(handlers: MeetingSignalHandlers): () => void;
}
