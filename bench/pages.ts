import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seed';
import { benchConfig } from './app-config';

/**
 * `npm run bench:pages`: the server-rendered public pages (built web app and renderer: `npm run build`)
 * next to a plain "hello" route of the same app, at 50 connections on embedded PGlite with the demo
 * data: what visitors get (the page cache answers a burst with one render). Then the cost of one render
 * alone: the profile requested one at a time with the page cache cleared before each.
 */
// React's server renderer reads this when it is first loaded (by buildApp): production, as deployed.
process.env.NODE_ENV = 'production';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (!existsSync('dist/ssr/entry-server.js')) {
  console.error('A szerveroldali renderelő nincs lefordítva: futtassa előbb az `npm run build` parancsot.');
  process.exit(1);
}

const { config, dataDir } = await benchConfig('pages');
const app = await buildApp(config, { rateLimitMax: 1_000_000_000 });
app.get('/bench/hello', async () => ({ hello: 'világ' }));
await seedDemoData(app.db, app.storage);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const search = (await (await fetch(`${address}/api/tanacsadok/search?limit=1`)).json()) as {
  data: { id: string }[];
};
const adviserId = search.data[0]?.id;
if (!adviserId) throw new Error('the demo seed lists no adviser');
const profile = `/tanacsado/${adviserId}`;

// Pages are asked for as browsers and crawlers ask (Chrome's and Googlebot's Accept-Encoding): the
// cached brotli form. The uncompressed profile (~75 KB) is there too: autocannon parses every answer in
// this same process, so that row measures the client's work as much as the server's.
const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br' };
const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'hello (baseline)', path: '/bench/hello' },
  { name: 'profile', path: profile, headers: COMPRESSED },
  { name: 'home', path: '/', headers: COMPRESSED },
  { name: 'list', path: '/tanacsadok', headers: COMPRESSED },
  { name: 'profile, uncompressed', path: profile },
  { name: 'hello (baseline, again)', path: '/bench/hello' },
];

// Unmeasured warm-up: the renderer's modules, the API routes it calls, the JIT.
await autocannon({ url: `${address}${profile}?warm`, connections: 4, duration: 2 });

console.log('| route | req/s | p50 | p99 | errors |');
console.log('|---|---|---|---|---|');
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    // The client in a thread of its own (on the other core): it parses every answer, which in the
    // server's thread would be measured as the server's time.
    workers: 1,
    duration: DURATION_S,
  });
  console.log(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`,
  );
}

const renders: number[] = [];
for (let i = 0; i < 200; i++) {
  app.discovery.clearLocal();
  const started = performance.now();
  await fetch(`${address}${profile}`).then((response) => response.arrayBuffer());
  renders.push(performance.now() - started);
}
renders.sort((a, b) => a - b);
const at = (share: number) => (renders[Math.floor(share * (renders.length - 1))] ?? 0).toFixed(1);
console.log(`\nprofile rendered anew (cache cleared), one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);

await app.close();
await rm(dataDir, { recursive: true, force: true });
