import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seed';
import { benchConfig } from './app-config';

/**
 * `npm run bench`: the real app on embedded PGlite with the demo data, loaded over loopback with
 * autocannon. Numbers go to bench/README.md; they are for comparing changes on one machine.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const targets = [
  { name: 'GET /api/health (database ping)', path: '/api/health' },
  { name: 'GET / (server-rendered home)', path: '/' },
  { name: 'GET /tanacsadok (server-rendered list)', path: '/tanacsadok' },
  { name: 'GET /kerdezo (SPA shell)', path: '/kerdezo' },
  { name: 'GET /api/nincs (JSON 404)', path: '/api/nincs', expect404: true },
];

const { config, dataDir } = await benchConfig('app');
const app = await buildApp(config, { rateLimitMax: 1_000_000_000 });
await seedDemoData(app.db, app.storage);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(`| endpoint | req/s (avg) | latency p50 | latency p99 | non-2xx |`);
console.log(`|---|---|---|---|---|`);
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const errors = target.expect404 ? result.non2xx - result['4xx'] : result.non2xx;
  console.log(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} |`,
  );
}

await app.close();
await rm(dataDir, { recursive: true, force: true });
