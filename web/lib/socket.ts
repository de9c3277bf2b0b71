import { messages } from '@common/messages';
import { useSyncExternalStore } from 'react';
import { io } from 'socket.io-client';
import { api } from './api';
import { useAuthStore } from './auth-store';
import { ApiError, VERIFY_TOKEN_PATH } from './http';
import { emitLiveEvent } from './live-events';
import { notifyError, withToasts } from './notify';
import { createSocketClient, type SocketState } from './socket-client';

let noticeCount = 0;

/**
 * The app's one real-time client (SPEC.md §7, §9), bound to socket.io, the page's origin, the toasts and
 * the in-page live events. `web/app/realtime-connection.tsx` connects it for the signed-in user; screens
 * listen with `useLiveEvent` and call the few methods (rooms, chat, typing, presence) directly.
 */
export const socketClient = createSocketClient({
  createSocket: (url, options) => io(url, options),
  url: () => window.location.origin,
  emitLive: emitLiveEvent,
  showNotice: (message, durationMs) => {
    // A fresh id per notice, so every notice gets its own full 5 s (and the previous one goes).
    const previous = noticeCount;
    noticeCount += 1;
    const id = `socket-notice-${noticeCount}`;
    withToasts((notifications) => {
      if (previous > 0) notifications.hide(`socket-notice-${previous}`);
      notifications.show({
        id,
        color: 'orange',
        title: 'Kapcsolódási probléma',
        message,
        autoClose: durationMs,
      });
    });
  },
  showError: notifyError,
  // The server drops the sockets of a revoked session or a disabled user: sign out at once instead of
  // waiting for the next API call. A network failure here proves nothing, so only a 401 ends it.
  onServerDisconnect: () => {
    api.request(VERIFY_TOKEN_PATH, { silent: true }).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      notifyError(messages.auth.sessionExpired);
      useAuthStore.getState().clearSession();
    });
  },
});

// Back online after the attempts ran out: one more cycle.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (socketClient.getState().status === 'error') socketClient.reconnect();
  });
}

/** The connection state (SPEC.md §4: disconnected, connecting, connected, error) for React. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(socketClient.subscribe, socketClient.getState, socketClient.getState);
}
