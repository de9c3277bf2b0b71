import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { BROADCAST_TYPES, SOCKET_PATH, type SocketAck } from '../common/socket';
import { now, sleep } from './lib';

/**
 * The client side of bench/sockets.ts and bench/cluster.ts, run as a child process (`fork`), so that the server's
 * memory figures hold only the server's half of each connection. Every client is a real
 * socket.io-client as the web app opens it (websocket only, no reconnection), driven by the parent
 * over the IPC channel. Times are wall-clock milliseconds with sub-millisecond resolution
 * (`performance.timeOrigin + performance.now()`); the parent measures the offset between the two
 * processes' clocks with `ping`.
 */

export interface ClientSpec {
  token: string;
  route: string;
  kind: 'adviser' | 'chatter' | 'watcher' | 'idle';
  /** The chat room of a chatter's conversation with an adviser. */
  roomId?: string;
  /** The server instance to connect to (bench/cluster.ts); otherwise the `connect` message's url. */
  url?: string;
  /** A chatter whose adviser is connected to another instance: its messages cross over Redis. */
  crossInstance?: boolean;
}

export type ToClients =
  | { type: 'connect'; url: string; batch: number; clients: ClientSpec[] }
  | { type: 'ping'; t: number }
  | { type: 'broadcasts'; count: number }
  | { type: 'broadcast-report' }
  | { type: 'chat'; seconds: number; perSecond: number }
  | { type: 'close' };

export interface ConnectReport {
  type: 'connected';
  connected: number;
  failed: number;
  errors: Record<string, number>;
  handshakeMs: number[];
  totalMs: number;
  /** The client process's own memory growth per socket (not the server's). */
  clientHeapPerSocket: number;
}

export interface ChatReport {
  type: 'chat-report';
  perSecond: number;
  chatters: number;
  sent: number;
  ok: number;
  failed: Record<string, number>;
  delivered: number;
  /** From the first send to the last acknowledgement. */
  elapsedMs: number;
  ackMs: number[];
  /** Emit to receipt at the adviser, every message. */
  relayMs: number[];
  /** The same for the messages of crossInstance chatters only. */
  relayCrossMs: number[];
  /** This (client) process's own CPU time and event-loop lag over the phase: is the load generator the limit? */
  clientCpuMs: number;
  clientLoopDelay: { p99: number; max: number };
}

export type FromClients =
  | ConnectReport
  | { type: 'pong'; t: number; tc: number }
  | { type: 'broadcast-complete'; seq: number }
  | { type: 'broadcast-report'; received: number[][] }
  | ChatReport
  | { type: 'closed' };

const send = (message: FromClients) => process.send?.(message);

interface Client {
  spec: ClientSpec;
  socket: Socket;
}
let clients: Client[] = [];

function open(url: string, spec: ClientSpec): Promise<{ client?: Client; error?: string; ms: number }> {
  const started = now();
  const socket = io(spec.url ?? url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    auth: { token: spec.token },
    query: { route: spec.route },
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ client: { spec, socket }, ms: now() - started }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message, ms: now() - started });
    });
  });
}

async function connectAll(url: string, batch: number, specs: ClientSpec[]) {
  const before = process.memoryUsage().heapUsed;
  const started = now();
  const handshakeMs: number[] = [];
  const errors: Record<string, number> = {};
  let failed = 0;
  for (let i = 0; i < specs.length; i += batch) {
    const results = await Promise.all(specs.slice(i, i + batch).map((spec) => open(url, spec)));
    for (const result of results) {
      handshakeMs.push(result.ms);
      if (result.client) clients.push(result.client);
      else {
        failed += 1;
        const key = result.error ?? 'unknown';
        errors[key] = (errors[key] ?? 0) + 1;
      }
    }
  }
  const totalMs = now() - started;
  send({
    type: 'connected',
    connected: clients.length,
    failed,
    errors,
    handshakeMs,
    totalMs,
    clientHeapPerSocket: (process.memoryUsage().heapUsed - before) / Math.max(1, clients.length),
  });
}

/** Receipt times of `tanacsadoSettingsUpdated` at every watcher, by broadcast number (the senderId). */
let received: number[][] = [];
function watchBroadcasts(count: number) {
  received = Array.from({ length: count }, () => []);
  const watchers = clients.filter((c) => c.spec.kind === 'watcher');
  for (const { socket } of watchers) {
    socket.on('group:broadcast', (event: { messageType: string; senderId: string }) => {
      const at = now();
      if (event.messageType !== BROADCAST_TYPES.settingsUpdated) return;
      const seq = Number(event.senderId.replace('bench-', ''));
      const times = received[seq];
      if (!times) return;
      times.push(at);
      if (times.length === watchers.length) send({ type: 'broadcast-complete', seq });
    });
  }
}

/**
 * Every chatter sends `perSecond` messages a second to its conversation (open loop: on a timer,
 * whether or not the previous one was acknowledged), for `seconds`. The socket of the chatter's
 * adviser receives each as `chat:message`; the clientMessageId ties it to its send time.
 */
let chatPhase = 0;
async function chat(seconds: number, perSecond: number) {
  const advisers = clients.filter((c) => c.spec.kind === 'adviser');
  const chatters = clients.filter((c) => c.spec.kind === 'chatter' && c.spec.roomId);
  if (advisers.length === 0) throw new Error('no adviser socket');
  // Unique per phase: the server stores a clientMessageId once and does not relay a repeat.
  chatPhase += 1;
  const tag = `bench-${chatPhase}`;
  const sentAt = new Map<string, { at: number; cross: boolean }>();
  const ackMs: number[] = [];
  const relayMs: number[] = [];
  const relayCrossMs: number[] = [];
  const failed: Record<string, number> = {};
  let sent = 0;
  let ok = 0;
  let delivered = 0;
  let lastAck = 0;
  const onMessage = (message: { clientMessageId: string | null }) => {
    const at = now();
    const sending = message.clientMessageId ? sentAt.get(message.clientMessageId) : undefined;
    if (sending === undefined) return;
    delivered += 1;
    relayMs.push(at - sending.at);
    if (sending.cross) relayCrossMs.push(at - sending.at);
  };
  for (const adviser of advisers) adviser.socket.on('chat:message', onMessage);
  const cpu = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const pending: Promise<void>[] = [];
  const period = 1000 / perSecond;
  const started = now();
  const until = started + seconds * 1000;
  const senders = chatters.map(async ({ socket, spec }, k) => {
    // Spread the chatters over the period so that they do not fire together.
    await sleep((k / chatters.length) * period);
    for (let seq = 0; now() < until; seq += 1) {
      const id = `${tag}-${k}-${seq}`;
      const at = now();
      sentAt.set(id, { at, cross: spec.crossInstance === true });
      sent += 1;
      pending.push(
        (
          socket.timeout(10_000).emitWithAck('chat:message', {
            roomId: spec.roomId,
            message: `Teszt üzenet ${seq}`,
            clientMessageId: id,
          }) as Promise<SocketAck>
        ).then(
          (answer) => {
            lastAck = now();
            if (answer.ok) {
              ok += 1;
              ackMs.push(lastAck - at);
            } else failed[answer.code] = (failed[answer.code] ?? 0) + 1;
          },
          () => {
            failed.TIMEOUT = (failed.TIMEOUT ?? 0) + 1;
          },
        ),
      );
      // The next tick on the schedule, not "period after this one": late ticks do not shift the rest.
      await sleep(Math.max(0, started + (k / chatters.length) * period + (seq + 1) * period - now()));
    }
  });
  await Promise.all(senders);
  await Promise.all(pending);
  // Relayed messages may trail their acknowledgements by a moment.
  for (let i = 0; i < 20 && delivered < ok; i += 1) await sleep(50);
  for (const adviser of advisers) adviser.socket.off('chat:message', onMessage);
  loopDelay.disable();
  const used = process.cpuUsage(cpu);
  send({
    type: 'chat-report',
    perSecond,
    chatters: chatters.length,
    sent,
    ok,
    failed,
    delivered,
    elapsedMs: lastAck - started,
    ackMs,
    relayMs,
    relayCrossMs,
    clientCpuMs: (used.user + used.system) / 1000,
    clientLoopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  });
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'connect':
      void connectAll(message.url, message.batch, message.clients);
      break;
    case 'ping':
      send({ type: 'pong', t: message.t, tc: now() });
      break;
    case 'broadcasts':
      watchBroadcasts(message.count);
      break;
    case 'broadcast-report':
      send({ type: 'broadcast-report', received });
      break;
    case 'chat':
      void chat(message.seconds, message.perSecond);
      break;
    case 'close':
      for (const { socket } of clients) socket.close();
      clients = [];
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 100);
      break;
  }
});

// The bench ended (or failed): nothing is left to measure.
process.on('disconnect', () => process.exit(0));
