import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { SOCKET_RATE_LIMIT } from '../common/socket';
import { openDatabase, queryRows } from '../server/db/client';
import { conversations } from '../server/db/schema';
import { newToken } from '../server/lib/tokens';
import { createAdviser, createType } from '../server/test/fixtures';
import { createScratchDatabase } from '../server/test/scratch-database';
import { bookSlots, countAppointments, freeSlotQueue, seedBookingLoad } from './booking-load';
import type { FromServer, ToServer } from './cluster-server';
import { channel, chatPhase, cpuMs, ms, percentile, row, sleep, socketTableHead, spread } from './lib';
import { insertAskers } from './seed';
import type { ChatReport, ClientSpec, ConnectReport, FromClients, ToClients } from './socket-clients';

/**
 * Chat and booking on `BENCH_INSTANCES` (2) server processes (bench/cluster-server.ts, each its own Node
 * process, so they use both cores) sharing one throw-away PostgreSQL database and Redis (the socket.io
 * adapter and the shared rate limits); `BENCH_INSTANCES=1` runs the same with one process for the
 * comparison (without Redis unless `BENCH_REDIS=1`).
 * - chat: `BENCH_SOCKETS` (2,000) authenticated socket.io clients in one child process
 *   (bench/socket-clients.ts), spread over the instances: two advisers, one on each instance,
 *   `BENCH_CHATTERS` (200) askers each in a conversation with one of them — half of the pairs on the
 *   same instance, half on different ones (the message crosses over Redis) — `BENCH_WATCHERS` (500)
 *   on a booking page and the rest idle. Every chatter sends at each rate of `BENCH_CHAT_RATES`
 *   (1 and 3 a second: 200 and 600 messages/s) for `BENCH_SECONDS` (10) s, open loop; measured from
 *   the sender's emit to the adviser's socket receiving it (both in the client process, one clock)
 *   and to the acknowledgement;
 * - booking: 100 autocannon connections spread over the instances book distinct free slots of 30
 *   advisers (bench/booking-load.ts, as bench/booking.ts), after a "hello" baseline; then a SQL check
 *   that no two live appointments overlap.
 * `BENCH_PHASES` (chat,booking) picks the parts; `BENCH_NODE_FLAGS` (e.g. `--max-semi-space-size=64`)
 * goes to the server processes. PostgreSQL: `TEST_DATABASE_URL` (the server where the throw-away
 * database is created, default postgres://postgres@127.0.0.1:5432/postgres). Redis: `BENCH_REDIS_URL`
 * (default redis://127.0.0.1:6379/13), a logical database of its own that is flushed at the start.
 */
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'chat,booking').split(','));
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500);
const CHAT_RATES = (process.env.BENCH_CHAT_RATES ?? '1,3').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 100);
const BOOKING_ADVISERS = Number(process.env.BENCH_BOOKING_ADVISERS ?? 30);
const BOOKING_CONNECTIONS = 100;
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const USE_REDIS = INSTANCES > 1 || process.env.BENCH_REDIS === '1';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Linux's USER_HZ: /proc counts CPU time in these. */
const TICKS_PER_SECOND = 100;
/** Events a second one socket may send (40 per 10 s); every chat rate stays below it. */
const RATE_CAP = SOCKET_RATE_LIMIT.events / (SOCKET_RATE_LIMIT.windowMs / 1000);
if (!(INSTANCES >= 1)) throw new Error('BENCH_INSTANCES: 1 or more');
if (CHAT_RATES.some((rate) => !(rate > 0 && rate < RATE_CAP))) {
  throw new Error(`BENCH_CHAT_RATES: every rate must be above 0 and below ${RATE_CAP} a second`);
}
const ADVISERS = 2;
if (CHATTERS + WATCHERS > SOCKETS - ADVISERS)
  throw new Error('BENCH_CHATTERS + BENCH_WATCHERS > BENCH_SOCKETS - 2');

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const startLoad = loadAverage();
const instanceName = (i: number) => String.fromCharCode(65 + i);

// --- a throw-away database, migrated once before the instances start ---

const scratch = await createScratchDatabase(ADMIN_URL, 'tp_bench');
const database = await openDatabase({ url: scratch.url });
await database.migrate();
const db = database.db;

// --- Redis: our own logical database, empty; other socket.io servers on it would share the channels ---

const redis = USE_REDIS ? new Redis(REDIS_URL) : undefined;
if (redis) {
  await redis.flushdb();
  // Publish/subscribe channels are not per logical database: other socket.io servers on this Redis
  // (tests of other work) would receive our broadcasts and answer our cross-instance requests.
  const [, others] = (await redis.pubsub('NUMSUB', 'socket.io-request#/#')) as [string, number];
  if (Number(others) > 0) console.log(`Figyelem: ${others} másik socket.io szerver figyel ezen a Redisen.`);
}

// --- the users ---

const seeded = Date.now();
const chatAdvisers = PHASES.has('chat')
  ? await Promise.all(
      Array.from({ length: ADVISERS }, (_, j) => createAdviser(db, { name: `Terhelt Tanácsadó ${j + 1}` })),
    )
  : [];
const askerUsers = PHASES.has('chat') ? await insertAskers(db, SOCKETS - ADVISERS) : [];
const chatRooms = await Promise.all(
  askerUsers.slice(0, CHATTERS).map(async (asker, k) => {
    const adviser = chatAdvisers[k % ADVISERS];
    if (!adviser) throw new Error('no adviser');
    const [row] = await db
      .insert(conversations)
      .values({ askerId: asker.id, adviserUserId: adviser.user.id, roomId: newToken() })
      .returning({ roomId: conversations.roomId });
    return row?.roomId ?? '';
  }),
);
const bookingType = PHASES.has('booking') ? await createType(db, 'Gyors konzultáció') : undefined;
if (bookingType) {
  await db.execute(sql`update consultation_types set duration_minutes = 30 where id = ${bookingType.id}`);
}
const bookingLoad = bookingType ? await seedBookingLoad(db, bookingType.id, BOOKING_ADVISERS) : undefined;
console.log(
  `${askerUsers.length} kérdező, ${chatAdvisers.length + (bookingLoad?.bookable.length ?? 0)} tanácsadó: ${((Date.now() - seeded) / 1000).toFixed(1)} s.`,
);

// --- the instances ---

const serverFile = fileURLToPath(new URL('./cluster-server.ts', import.meta.url));
const servers = await Promise.all(
  Array.from({ length: INSTANCES }, async (_, i) => {
    const child = fork(serverFile, {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...NODE_FLAGS],
      env: { ...process.env, DATABASE_URL: scratch.url, REDIS_URL: USE_REDIS ? REDIS_URL : '' },
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const talk = channel<ToServer, FromServer>(child);
    const { url } = await talk.reply('listening', 60_000);
    return { name: instanceName(i), child, exited, url, ...talk };
  }),
);
const urls = servers.map((server) => server.url);

/**
 * CPU ticks of the PostgreSQL backends serving our database, by process id (Linux /proc; on the same
 * machine only). A backend that ends between two readings takes its ticks with it: a lower bound.
 */
async function databaseTicks() {
  const ticks = new Map<number, number>();
  const backends = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  for (const { pid } of backends) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
    // Fields after the command name: state is the 1st, utime and stime the 12th and 13th.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}
/** The Redis server's own CPU (every client of it, not only ours), in ms. */
async function redisCpuMs() {
  if (!redis) return Number.NaN;
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`${name}:([0-9.]+)`).exec(info)?.[1] ?? Number.NaN);
  return (field('used_cpu_user') + field('used_cpu_sys')) * 1000;
}
/** Every instance's counters, the database backends' and Redis's CPU at once. */
async function usage() {
  const [instances, database, redisMs] = await Promise.all([
    Promise.all(
      servers.map((server) => {
        server.tell({ type: 'usage' });
        return server.reply('usage');
      }),
    ),
    databaseTicks(),
    redisCpuMs(),
  ]);
  return { instances, database, redisMs, at: Date.now() };
}
type Reading = Awaited<ReturnType<typeof usage>>;
/** What each instance, the database and Redis spent between two readings. */
function spent(before: Reading, after: Reading) {
  const instances = after.instances.map((end, i) => {
    const start = before.instances[i] ?? end;
    return {
      cpuMs: cpuMs({ user: end.cpu.user - start.cpu.user, system: end.cpu.system - start.cpu.system }),
      majorGcs: end.gc.major - start.gc.major,
      majorGcMs: end.gc.majorMs - start.gc.majorMs,
      loopDelay: end.loopDelay,
      heapUsed: end.heapUsed,
    };
  });
  let databaseTicksSpent = 0;
  for (const [pid, ticks] of after.database) databaseTicksSpent += ticks - (before.database.get(pid) ?? 0);
  return {
    instances,
    databaseMs: (databaseTicksSpent * 1000) / TICKS_PER_SECOND,
    redisMs: after.redisMs - before.redisMs,
    wallMs: after.at - before.at,
  };
}
type Spent = ReturnType<typeof spent>;
const totalCpu = (phase: Spent) => phase.instances.reduce((sum, s) => sum + s.cpuMs, 0);
const percentOfCore = (cpu: number, wallMs: number) => `${Math.round((100 * cpu) / wallMs)} %`;
/** How busy each instance, the database backends and Redis were, in % of one core. */
const busy = (phase: Spent) =>
  [
    ...phase.instances.map((s, i) => `${instanceName(i)} ${percentOfCore(s.cpuMs, phase.wallMs)}`),
    `PostgreSQL ${percentOfCore(phase.databaseMs, phase.wallMs)}`,
    ...(redis ? [`Redis ${percentOfCore(phase.redisMs, phase.wallMs)}`] : []),
  ].join(', ');

const mode = `${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}${USE_REDIS ? ' + Redis adapter' : ''}${NODE_FLAGS.length ? ` (${NODE_FLAGS.join(' ')})` : ''}`;
const report: (() => void)[] = [];

// --- chat ---

if (PHASES.has('chat')) {
  const watched = `/kerdezo/foglalas/${chatAdvisers[0]?.adviser.id}`;
  const adviserInstance = (j: number) => j % INSTANCES;
  const specs: ClientSpec[] = [
    ...chatAdvisers.map(
      (adviser, j): ClientSpec => ({
        token: adviser.token,
        route: '/tanacsado',
        kind: 'adviser',
        url: urls[adviserInstance(j)],
      }),
    ),
    ...askerUsers.map((asker, k): ClientSpec => {
      if (k < CHATTERS) {
        // Pairs (k, k+1) sit on one instance and talk to advisers 0 and 1: half of them cross.
        const instance = Math.floor(k / ADVISERS) % INSTANCES;
        return {
          token: asker.token,
          route: '/kerdezo/uzenetek',
          kind: 'chatter',
          roomId: chatRooms[k],
          url: urls[instance],
          crossInstance: instance !== adviserInstance(k % ADVISERS),
        };
      }
      const url = urls[k % INSTANCES];
      if (k < CHATTERS + WATCHERS) return { token: asker.token, route: watched, kind: 'watcher', url };
      return { token: asker.token, route: '/kerdezo', kind: 'idle', url };
    }),
  ];

  const child: ChildProcess = fork(fileURLToPath(new URL('./socket-clients.ts', import.meta.url)), {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...(process.env.BENCH_CLIENT_FLAGS ?? '').split(/\s+/).filter(Boolean)],
  });
  const clients = channel<ToClients, FromClients>(child);
  clients.tell({ type: 'ping', t: 0 });
  await clients.reply('pong', 30_000);

  const connectBefore = await usage();
  clients.tell({ type: 'connect', url: urls[0] ?? '', batch: CONNECT_BATCH, clients: specs });
  const connected: ConnectReport = await clients.reply('connected', 600_000);
  const connectSpent = spent(connectBefore, await usage());
  await sleep(1000);
  const held = (await usage()).instances.map((u) => u.sockets);
  console.log(
    `${connected.connected} socket kapcsolódott (${connected.failed} hiba${connected.failed ? `: ${JSON.stringify(connected.errors)}` : ''}) ` +
      `${(connected.totalMs / 1000).toFixed(1)} s alatt; példányonként ${held.join(' / ')}.`,
  );

  const chats: { report: ChatReport; spent: Spent }[] = [];
  for (const perSecond of CHAT_RATES) {
    const before = await usage();
    clients.tell({ type: 'chat', seconds: DURATION_S, perSecond });
    const chatReport = await clients.reply('chat-report', (DURATION_S + 60) * 1000);
    chats.push({ report: chatReport, spent: spent(before, await usage()) });
    console.log(
      `chat ${Math.round(chatReport.chatters * perSecond)} msg/s: p99 ${ms(percentile(chatReport.relayMs, 99))} ms`,
    );
    await sleep(1000);
  }
  clients.tell({ type: 'close' });
  await clients.reply('closed', 30_000).catch(() => undefined);

  report.push(() => {
    const cross = chats[0]?.report.relayCrossMs.length ? ' (of them: pairs on different instances)' : '';
    console.log(
      `\nChat, ${mode}: ${connected.connected} sockets (${held.join(' / ')} per instance), ${CHATTERS} chatting with ${ADVISERS} advisers${cross ? ', half of the pairs on different instances' : ''}, ${DURATION_S} s per rate\n`,
    );
    socketTableHead(
      connected,
      SOCKETS,
      CONNECT_BATCH,
      totalCpu(connectSpent) / Math.max(1, connected.connected),
    );
    for (const { report: chat, spent: phase } of chats) {
      const { offered, ackRow } = chatPhase(chat);
      row([
        `${offered}: emit → adviser receives`,
        `${Math.round(chat.ok / (chat.elapsedMs / 1000))} msg/s done, ${chat.delivered}/${chat.sent} delivered`,
        ...spread(chat.relayMs),
        `${ms(totalCpu(phase) / Math.max(1, chat.ok))} ms / message`,
        'p99 < 50 ms',
      ]);
      if (chat.relayCrossMs.length) {
        row([
          `${offered}: the same, pairs on different instances`,
          `${chat.relayCrossMs.length} delivered`,
          ...spread(chat.relayCrossMs),
          '',
          'p99 < 50 ms',
        ]);
      }
      row(ackRow);
    }
    console.log('');
    for (const { report: chat, spent: phase } of chats) {
      console.log(
        `${Math.round(chat.chatters * chat.perSecond)} msg/s: busy (% of a core) ${busy(phase)}, ` +
          `client process ${percentOfCore(chat.clientCpuMs, chat.elapsedMs)}; PostgreSQL ${ms(phase.databaseMs / Math.max(1, chat.ok))} ms of CPU / message; ` +
          `instances' event-loop lag p99 / max ${phase.instances.map((s) => `${ms(s.loopDelay.p99)} / ${ms(s.loopDelay.max)} ms`).join(', ')}; ` +
          `major GCs ${phase.instances.map((s) => `${s.majorGcs} (${ms(s.majorGcMs)} ms)`).join(' / ')}; ` +
          `heap ${phase.instances.map((s) => `${Math.round(s.heapUsed / 1048576)} MB`).join(' / ')}; ` +
          `client lag p99 / max ` +
          `${ms(chat.clientLoopDelay.p99)} / ${ms(chat.clientLoopDelay.max)} ms`,
      );
    }
  });
}

// --- booking ---

if (bookingLoad && bookingType) {
  const queue = await freeSlotQueue(urls[0] ?? '', bookingLoad.bookable, bookingType.id);
  const helloBefore = await usage();
  const hello = await autocannon({
    url: urls.map((url) => `${url}/bench/hello`) as unknown as string,
    connections: 50,
    duration: DURATION_S,
  });
  const helloSpent = spent(helloBefore, await usage());
  const before = await usage();
  const { result: booking, requested } = await bookSlots({
    addresses: urls,
    queue,
    bookers: bookingLoad.bookers,
    typeId: bookingType.id,
    connections: BOOKING_CONNECTIONS,
    seconds: DURATION_S,
  });
  // autocannon drops its connections at the end; the bookings still in the servers finish first
  // (counted, as in bench/booking.ts), and only then may the instances close.
  let { overlaps, total } = await countAppointments(db);
  for (let settled = 0; settled < 3; ) {
    await sleep(500);
    const counted = await countAppointments(db);
    settled = counted.total === total ? settled + 1 : 0;
    ({ overlaps, total } = counted);
  }
  const bookingSpent = spent(before, await usage());
  report.push(() => {
    console.log(
      `\nBooking, ${mode}: ${queue.length} free slots of ${BOOKING_ADVISERS} advisers, ${DURATION_S} s each\n`,
    );
    row(['route', 'connections', 'req/s', 'p99', 'non-2xx', 'busy (% of a core)']);
    row(['---', '---', '---', '---', '---', '---']);
    row([
      'hello (baseline)',
      50,
      Math.round(hello.requests.average),
      `${hello.latency.p99} ms`,
      hello.non2xx,
      busy(helloSpent),
    ]);
    row([
      `booking, distinct slots of ${BOOKING_ADVISERS} advisers (2xx only)`,
      BOOKING_CONNECTIONS,
      `${Math.round(booking['2xx'] / booking.duration)} bookings/s`,
      `${booking.latency.p99} ms`,
      booking.non2xx,
      busy(bookingSpent),
    ]);
    console.log(
      `\n${total} bookings (${booking['2xx']} answered 2xx, p50 ${booking.latency.p50} ms, ${booking.errors} connection errors, ${booking.timeouts} timeouts), ` +
        `${ms(totalCpu(bookingSpent) / Math.max(1, total))} ms of server and ${ms(bookingSpent.databaseMs / Math.max(1, total))} ms of PostgreSQL CPU per booking, ` +
        `${requested} of ${queue.length} free slots requested${requested > queue.length ? ' (the queue wrapped: repeats get 409)' : ''}, ` +
        `overlapping live appointments: ${overlaps}`,
    );
  });
}

// --- the report and the clean-up ---

for (const print of report) print();
console.log(
  `\nload average at the start ${startLoad}, at the end ${loadAverage()} (${os.cpus().length} cores)`,
);

for (const server of servers) server.tell({ type: 'close' });
await Promise.all(servers.map((server) => Promise.race([server.exited, sleep(15_000)])));
for (const server of servers) if (server.child.exitCode === null) server.child.kill();
await redis?.quit();
await database.close();
await scratch.drop();
