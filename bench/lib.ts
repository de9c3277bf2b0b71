import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { ChatReport, ConnectReport } from './socket-clients';

/** What the benchmarks share: timing and statistics helpers and a child-process channel (no app imports:
 * the client process loads this too). */

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes. */
export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
export const max = (values: number[]) =>
  values.length ? values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY) : Number.NaN;
/** Milliseconds of CPU (user + system) in a `process.cpuUsage()` difference. */
export const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
/** p50, p99 and max as table cells. */
export const spread = (values: number[]) => [
  `${ms(percentile(values, 50))} ms`,
  `${ms(percentile(values, 99))} ms`,
  `${ms(max(values))} ms`,
];

/**
 * Messages to and from a forked child (`{ type: … }` objects over IPC): `reply(type)` is the next
 * message of that type, whether it arrived before or after the call.
 */
/** One row of a report's Markdown table. */
export const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

/**
 * The head of the socket and cluster benches' table and its first row, connecting `sockets` sockets
 * `batch` at a time (`cpuMsPerSocket`: the server's CPU time per connected socket).
 */
export function socketTableHead(
  connected: ConnectReport,
  sockets: number,
  batch: number,
  cpuMsPerSocket: number,
) {
  row(['measure', 'value', 'p50', 'p99', 'max', 'server CPU', 'target']);
  row(['---', '---', '---', '---', '---', '---', '---']);
  row([
    `connect ${sockets} sockets, ${batch} at a time`,
    `${(connected.totalMs / 1000).toFixed(1)} s, ${connected.failed} failed`,
    ...spread(connected.handshakeMs),
    `${ms(cpuMsPerSocket)} ms / socket`,
    '',
  ]);
}

/**
 * A chat phase as the socket and cluster benches print it: the label of its offered rate, and its
 * emit → acknowledgement row (with the failures by reason, if any).
 */
export function chatPhase(chat: ChatReport) {
  const offered = `chat, ${Math.round(chat.chatters * chat.perSecond)} msg/s offered`;
  const failures = Object.values(chat.failed).reduce((sum, n) => sum + n, 0);
  const ackRow = [
    `${offered}: emit → acknowledgement`,
    `${chat.ok}/${chat.sent} ok${failures ? `, failed: ${JSON.stringify(chat.failed)}` : ''}`,
    ...spread(chat.ackMs),
    '',
    'p99 < 50 ms',
  ];
  return { offered, ackRow };
}

export function channel<To, From extends { type: string }>(child: ChildProcess) {
  const inbox: From[] = [];
  const waiting: { type: From['type']; resolve: (message: From) => void }[] = [];
  child.on('message', (message: From) => {
    const index = waiting.findIndex((w) => w.type === message.type);
    const [waiter] = index >= 0 ? waiting.splice(index, 1) : [];
    if (waiter) waiter.resolve(message);
    else inbox.push(message);
  });
  return {
    tell: (message: To) => child.send(message as object),
    reply<T extends From['type']>(type: T, timeoutMs = 120_000) {
      const queued = inbox.findIndex((m) => m.type === type);
      if (queued >= 0) return Promise.resolve(inbox.splice(queued, 1)[0] as Extract<From, { type: T }>);
      return new Promise<Extract<From, { type: T }>>((resolve, reject) => {
        const waiter = {
          type,
          resolve: (message: From) => {
            clearTimeout(timer);
            resolve(message as Extract<From, { type: T }>);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no ${type} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
  };
}
