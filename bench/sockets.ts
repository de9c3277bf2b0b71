import { type ChildProcess, fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SOCKET_RATE_LIMIT } from '../common/socket';
import { buildApp } from '../server/app';
import { createAdviser } from '../server/test/fixtures';
import { listen } from '../server/test/sockets';
import { openTestDatabase } from '../server/test/test-app';
import { benchConfig } from './app-config';
import { channel, chatPhase, cpuMs, max, ms, now, row, sleep, socketTableHead, spread } from './lib';
import { insertAskers } from './seed';
import type { ChatReport, ClientSpec, ConnectReport, FromClients, ToClients } from './socket-clients';

/**
 * Real time at load: one app instance with `BENCH_SOCKETS` (2,000) authenticated socket.io clients —
 * one adviser and the rest askers, `BENCH_CHATTERS` (200) of them in a conversation with the adviser
 * and `BENCH_WATCHERS` (500) on the adviser's booking page. The clients run in a child process
 * (bench/socket-clients.ts), so this process's memory is the server's alone. Measures:
 * - memory per socket: heap and RSS of this process after a full GC, before and after connecting;
 * - a broadcast to the adviser's watchers (`realtime.settingsUpdated`), `BENCH_BROADCASTS` (50) times,
 *   emit to receipt at every watcher;
 * - chat: every chatter sends messages with an acknowledgement at each rate of `BENCH_CHAT_RATES`
 *   (0.5, 1 and 3 a second; the socket limit is 4) for `BENCH_SECONDS` (10) s, open loop (on a timer,
 *   not waiting for the previous answer); emit to the adviser's socket receiving it, and to the
 *   acknowledgement.
 * PostgreSQL when TEST_DATABASE_URL is set (a throw-away database), otherwise in-memory PGlite.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 50);
const CHAT_RATES = (process.env.BENCH_CHAT_RATES ?? '0.5,1,3').split(',').map(Number);
/** Events a second one socket may send (40 per 10 s); every chat rate stays below it. */
const RATE_CAP = SOCKET_RATE_LIMIT.events / (SOCKET_RATE_LIMIT.windowMs / 1000);
if (CHAT_RATES.some((rate) => !(rate > 0 && rate < RATE_CAP))) {
  throw new Error(`BENCH_CHAT_RATES: every rate must be above 0 and below ${RATE_CAP} a second`);
}
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
if (CHATTERS + WATCHERS > SOCKETS - 1) throw new Error('BENCH_CHATTERS + BENCH_WATCHERS > BENCH_SOCKETS - 1');

/** A full collection: `global.gc` under `--expose-gc`, otherwise switched on at run time. */
const gc: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    v8.setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

async function settledMemory() {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await sleep(300);
  }
  return process.memoryUsage();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// --- the server ---

const { database, drop } = await openTestDatabase();
const { config, dataDir } = await benchConfig('sockets');
// The limits are raised as in every benchmark: all the clients come from 127.0.0.1.
const app = await buildApp(config, {
  database,
  rateLimitMax: 1_000_000_000,
  socketHandshakesPerMinute: 1_000_000_000,
  startWorkers: false,
});
const db = app.db;

// --- the users: one adviser (fixture), the askers in bulk with their sessions ---

const started = Date.now();
const adviser = await createAdviser(db, { name: 'Terhelt Tanácsadó' });
const askerCount = SOCKETS - 1;
const askerUsers = await insertAskers(db, askerCount);
const roomIds: string[] = [];
for (let i = 0; i < CHATTERS; i += 20) {
  const pairs = await Promise.all(
    askerUsers
      .slice(i, Math.min(i + 20, CHATTERS))
      .map((asker) => app.services.conversations.ensurePair(asker.id, adviser.user.id)),
  );
  roomIds.push(...pairs.map((pair) => pair.roomId));
}
console.log(
  `${askerCount} kérdező és 1 tanácsadó, ${CHATTERS} beszélgetés: ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
);

const bookingPage = `/kerdezo/foglalas/${adviser.adviser.id}`;
const specs: ClientSpec[] = [
  { token: adviser.token, route: '/tanacsado', kind: 'adviser' },
  ...askerUsers.map((asker, i): ClientSpec => {
    if (i < CHATTERS)
      return { token: asker.token, route: '/kerdezo/uzenetek', kind: 'chatter', roomId: roomIds[i] };
    if (i < CHATTERS + WATCHERS) return { token: asker.token, route: bookingPage, kind: 'watcher' };
    return { token: asker.token, route: '/kerdezo', kind: 'idle' };
  }),
];

const url = await listen(app);

// --- the clients, in a child process ---

const child: ChildProcess = fork(fileURLToPath(new URL('./socket-clients.ts', import.meta.url)), {
  stdio: 'inherit',
});
child.on('exit', (code) => {
  if (code) console.error(`a kliensfolyamat kilépett (${code})`);
});
const { tell, reply } = channel<ToClients, FromClients>(child);
// The child is up once it answers.
tell({ type: 'ping', t: now() });
await reply('pong', 30_000);

// (a) memory per socket
const before = await settledMemory();
const connectCpu = process.cpuUsage();
tell({ type: 'connect', url, batch: CONNECT_BATCH, clients: specs });
const connected: ConnectReport = await reply('connected', 600_000);
const connectCpuMs = cpuMs(process.cpuUsage(connectCpu));
// Connect-time follow-ups (presence broadcasts) settle before measuring.
await sleep(1000);
const after = await settledMemory();
const local = app.realtime.io.of('/').sockets.size;
const perSocket = (key: keyof NodeJS.MemoryUsage) => (after[key] - before[key]) / Math.max(1, local);
console.log(
  `${connected.connected} socket kapcsolódott (${connected.failed} hiba${connected.failed ? `: ${JSON.stringify(connected.errors)}` : ''}) ` +
    `${(connected.totalMs / 1000).toFixed(1)} s alatt, ${CONNECT_BATCH}-asával; a szerveren ${local} socket.`,
);

// The offset of the child's clock: the ping with the shortest round trip.
tell({ type: 'broadcasts', count: BROADCASTS });
let offset = 0;
let bestRoundTrip = Number.POSITIVE_INFINITY;
for (let i = 0; i < 30; i += 1) {
  const t0 = now();
  tell({ type: 'ping', t: t0 });
  const pong = await reply('pong');
  const t1 = now();
  if (t1 - t0 < bestRoundTrip) {
    bestRoundTrip = t1 - t0;
    offset = pong.tc - (t0 + t1) / 2;
  }
}

// (b) broadcast to the adviser's watchers
const emittedAt: number[] = [];
const emitMs: number[] = [];
let incomplete = 0;
const broadcastCpu = process.cpuUsage();
for (let seq = 0; seq < BROADCASTS; seq += 1) {
  const done = reply('broadcast-complete', 5000).catch(() => {
    incomplete += 1;
  });
  const t = now();
  app.realtime.settingsUpdated(adviser.adviser.id, `bench-${seq}`);
  emitMs.push(now() - t);
  emittedAt.push(t);
  await done;
  await sleep(20);
}
const broadcastCpuMs = cpuMs(process.cpuUsage(broadcastCpu));
tell({ type: 'broadcast-report' });
const { received } = await reply('broadcast-report');
const deliveryMs: number[] = [];
const lastMs: number[] = [];
received.forEach((times, seq) => {
  const t = emittedAt[seq] ?? 0;
  const latencies = times.map((at) => at - offset - t);
  deliveryMs.push(...latencies);
  if (latencies.length) lastMs.push(max(latencies));
});

// (c) chat round trips
const chats: (ChatReport & { cpuMs: number })[] = [];
for (const perSecond of CHAT_RATES) {
  const cpu = process.cpuUsage();
  tell({ type: 'chat', seconds: DURATION_S, perSecond });
  const report = await reply('chat-report', (DURATION_S + 60) * 1000);
  chats.push({ ...report, cpuMs: cpuMs(process.cpuUsage(cpu)) });
  await sleep(1000);
}

const afterChat = await settledMemory();

tell({ type: 'close' });
await reply('closed', 30_000).catch(() => undefined);

// --- the report ---

console.log(
  `\n${database.kind}, ${local} sockets (1 adviser, ${CHATTERS} chatting, ${WATCHERS} watching the booking page, ` +
    `${askerCount - CHATTERS - WATCHERS} idle askers), chat ${DURATION_S} s at each of ${CHAT_RATES.join(', ')} msg/s per asker; ` +
    `clock offset to the clients ${offset.toFixed(3)} ms (IPC round trip ${bestRoundTrip.toFixed(3)} ms)\n`,
);
socketTableHead(connected, SOCKETS, CONNECT_BATCH, connectCpuMs / Math.max(1, local));
row(['server heap per socket (after GC)', `${kb(perSocket('heapUsed'))} KB`, '', '', '', '', '< 50 KB']);
row(['server RSS per socket', `${kb(perSocket('rss'))} KB`, '', '', '', '', '< 50 KB']);
row([
  `broadcast to ${WATCHERS} watchers × ${BROADCASTS}: emit → each watcher`,
  `${deliveryMs.length}/${BROADCASTS * WATCHERS} received`,
  ...spread(deliveryMs),
  `${ms(broadcastCpuMs / Math.max(1, BROADCASTS))} ms / broadcast`,
  'p99 < 50 ms',
]);
row(['broadcast: emit → last watcher', `${incomplete} incomplete`, ...spread(lastMs), '', '']);
row(['broadcast: the synchronous emit call', '', ...spread(emitMs), '', '']);
for (const chat of chats) {
  const { offered, ackRow } = chatPhase(chat);
  row([
    `${offered}: emit → adviser receives`,
    `${Math.round(chat.ok / (chat.elapsedMs / 1000))} msg/s done, ${chat.delivered}/${chat.sent} delivered`,
    ...spread(chat.relayMs),
    `${ms(chat.cpuMs / Math.max(1, chat.ok))} ms / message`,
    'p99 < 50 ms',
  ]);
  row(ackRow);
}
console.log(
  `\nServer memory before → after connecting: heap ${kb(before.heapUsed)} → ${kb(after.heapUsed)} KB, ` +
    `RSS ${kb(before.rss)} → ${kb(after.rss)} KB, external ${kb(before.external)} → ${kb(after.external)} KB; ` +
    `after the chat phases heap ${kb(afterChat.heapUsed)} KB, RSS ${kb(afterChat.rss)} KB. ` +
    `Client process: ${kb(connected.clientHeapPerSocket)} KB heap per socket.`,
);

await app.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
