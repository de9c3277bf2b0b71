import { rm } from 'node:fs/promises';
import {
  constants,
  monitorEventLoopDelay,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { benchConfig } from './app-config';

/**
 * One server instance of bench/cluster.ts, in its own Node process (`fork`): the production app as
 * server/main.ts builds it, from DATABASE_URL and REDIS_URL in the environment, on a free loopback
 * port. The limits are raised as in the other benchmarks (every client comes from 127.0.0.1) and the
 * background workers stay off (bench/booking.ts measures the same way). Over IPC it tells the parent
 * its address and, when asked, its CPU time, memory, sockets and garbage-collection pauses.
 */
export type ToServer = { type: 'usage' } | { type: 'close' };
export interface ServerUsage {
  type: 'usage';
  cpu: NodeJS.CpuUsage;
  heapUsed: number;
  rss: number;
  sockets: number;
  /** Garbage collections since the start: counts and summed / longest pauses in ms. */
  gc: { minor: number; major: number; majorMs: number; longestMs: number };
  /** How late the event loop ran its timers since the previous reading (ms): p99 and max. */
  loopDelay: { p99: number; max: number };
}
export type FromServer = { type: 'listening'; url: string } | ServerUsage;

const send = (message: FromServer) => process.send?.(message);

const gc = { minor: 0, major: 0, majorMs: 0, longestMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.major += 1;
      gc.majorMs += entry.duration;
    } else gc.minor += 1;
    gc.longestMs = Math.max(gc.longestMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const { config, dataDir } = await benchConfig('cluster', {
  LOG_LEVEL: 'error',
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
});
const app = await buildApp(config, {
  rateLimitMax: 1_000_000_000,
  socketHandshakesPerMinute: 1_000_000_000,
  startWorkers: false,
});
app.get('/bench/hello', async () => ({ hello: 'világ' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
send({ type: 'listening', url: `http://127.0.0.1:${address.port}` });

let closing: Promise<void> | undefined;
function close() {
  closing ??= app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
  return closing;
}

process.on('message', (message: ToServer) => {
  if (message.type === 'close') void close();
  else {
    const memory = process.memoryUsage();
    send({
      type: 'usage',
      cpu: process.cpuUsage(),
      heapUsed: memory.heapUsed,
      rss: memory.rss,
      sockets: app.realtime.io.of('/').sockets.size,
      gc: { ...gc },
      loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    });
    loopDelay.reset();
  }
});
// The bench ended (or failed): the instance goes too.
process.on('disconnect', () => void close());
