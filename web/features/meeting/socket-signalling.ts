import { socketClient } from '@web/lib/socket';
import { SocketUnavailableError } from '@web/lib/socket-client';
import type { MeetingSignalHandlers, MeetingSignalling } from './lib/signalling';

/** How long "Csatlakozás" waits for the socket that is still connecting (page just opened). */
const CONNECT_WAIT_MS = 10_000;

function whenConnected(timeoutMs: number): Promise<void> {
  if (socketClient.getState().status === 'connected') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      unsubscribe();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new SocketUnavailableError()), timeoutMs);
    const unsubscribe = socketClient.subscribe((state) => {
      if (state.status === 'connected') done();
      else if (state.status === 'error') done(new SocketUnavailableError(state.error ?? undefined));
    });
  });
}

/** The meeting's signalling over the app's one socket (web/lib/socket.ts). */
export function createSocketSignalling(): MeetingSignalling {
  return {
    async join(roomId) {
      await whenConnected(CONNECT_WAIT_MS);
      const ack = await socketClient.request<{ peerPresent?: boolean }>('room:join', { roomId });
      return { peerPresent: ack.peerPresent === true };
    },
    leave(roomId) {
      socketClient.emit('room:leave', { roomId });
    },
    send(event, payload) {
      socketClient.emit(event, payload);
    },
    subscribe(handlers: MeetingSignalHandlers) {
      const offs = [
        socketClient.on('meeting:peer', handlers['meeting:peer']),
        socketClient.on('meeting:ended', handlers['meeting:ended']),
        socketClient.on('webrtc:call', handlers['webrtc:call']),
        socketClient.on('webrtc:accept', handlers['webrtc:accept']),
        socketClient.on('webrtc:reject', handlers['webrtc:reject']),
        socketClient.on('webrtc:ice-candidate', handlers['webrtc:ice-candidate']),
        socketClient.on('webrtc:hangup', handlers['webrtc:hangup']),
      ];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}
