import type { Meeting } from '@common/api/conversations';
import { useLiveEvent } from '@web/lib/live-events';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type CallSnapshot, MeetingCall } from './lib/meeting-call';
import type { MeetingSignalling } from './lib/signalling';

/** One MeetingCall for the page, its snapshot for rendering, and the tracks it sends kept current. */
export function useMeetingCall(
  meeting: Meeting,
  signalling: MeetingSignalling,
  audioTrack: MediaStreamTrack | null,
  videoTrack: MediaStreamTrack | null,
): { call: MeetingCall; snapshot: CallSnapshot } {
  const [call] = useState(
    () =>
      new MeetingCall({
        roomId: meeting.roomId,
        selfId: meeting.self.id,
        peerId: meeting.peer.id,
        ice: { iceServers: meeting.iceServers, iceTransportPolicy: meeting.iceTransportPolicy },
        signalling,
      }),
  );
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);

  // The lobby polls the meeting: its newest answer (TURN credentials once joinable) serves the next join.
  const { iceServers, iceTransportPolicy } = meeting;
  useEffect(() => {
    call.setIce({ iceServers, iceTransportPolicy });
  }, [call, iceServers, iceTransportPolicy]);

  useEffect(() => {
    call.setLocalTracks(audioTrack, videoTrack);
  }, [call, audioTrack, videoTrack]);

  // Leaving the page ends a running call for both.
  useEffect(() => () => call.dispose(), [call]);

  // The socket came back after a drop: enter the room again (and call, if the other party is there).
  useLiveEvent('socket:reconnected', () => void call.rejoin());

  return { call, snapshot };
}
