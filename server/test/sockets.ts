import type { SocketAck } from '@common/socket';
import { SOCKET_PATH } from '@common/socket';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../app';

/** Starts the app on a free port of 127.0.0.1 and returns its origin. */
export async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  token?: string;
  userId?: string;
  route?: string;
  origin?: string;
  /** More request headers of the handshake (e.g. forged X-Forwarded-Host). */
  headers?: Record<string, string>;
}

/** A real socket.io client as the web app opens it; resolves when connected, rejects on connect_error. */
export function connect(url: string, options: ConnectOptions = {}): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.userId ? { userId: options.userId } : {}),
    },
    query: { route: options.route ?? '/' },
    extraHeaders: { ...(options.origin ? { origin: options.origin } : {}), ...options.headers },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every `event` from now on (for "nothing arrived" checks after a round trip). */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits with an acknowledgement and resolves with it. */
export function emitAck<T extends object = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload: unknown,
): Promise<SocketAck<T>> {
  return socket.timeout(3000).emitWithAck(event, payload) as Promise<SocketAck<T>>;
}

/** Resolves when the server has dropped the socket. */
export function disconnected(socket: Socket, timeoutMs = 3000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return nextEvent<string>(socket, 'disconnect', timeoutMs);
}
