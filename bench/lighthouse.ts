import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seed';
import { benchConfig } from './app-config';
import { sleep } from './lib';

/**
 * `npm run bench:lighthouse`: Lighthouse (default config: the mobile preset, simulated throttling) on
 * three public pages of the real app — home, the adviser list and one adviser's profile — served as
 * bench/run.ts serves them: the built web app (`npm run build` first), embedded PGlite in a fresh data
 * folder with the demo data, a loopback port. The browser is Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium), headless, started here and ended with everything it started.
 *
 * BENCH_LIGHTHOUSE_RUNS (1): runs per page; with more, each page's row is Lighthouse's median run.
 * BENCH_LIGHTHOUSE_JSON: where the JSON summary goes (otherwise it is printed after the table).
 * BENCH_LIGHTHOUSE_REPORTS: a folder for the full HTML report of every page (optional).
 * WEB_DIST_DIR: the built web app to serve instead of dist/web.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const JSON_PATH = process.env.BENCH_LIGHTHOUSE_JSON;
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'Speed Index', 'ms'],
] as const;

const log = (line: string) => process.stderr.write(`${line}\n`);
const started = Date.now();

// What has to be undone, in reverse order, also after an error or Ctrl+C.
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => log(`cleanup: ${error}`));
    }
  })();
  return cleaning;
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(code));
  });
}

/** A free loopback port, so that PUBLIC_URL (absolute image URLs, CSP) names the address the browser opens. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Headless Chromium in its own process group with a throw-away profile; resolves with the DevTools
 * port. The flags are chrome-launcher's defaults (what the Lighthouse CLI starts Chrome with) plus
 * `--no-sandbox` when running as root.
 */
async function startChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'tp-bench-lighthouse-chromium-'));
  cleanups.push(() => rm(profile, { recursive: true, force: true }));
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
    '--disable-extensions',
    '--disable-component-extensions-with-background-pages',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-client-side-phishing-detection',
    '--disable-sync',
    '--metrics-recording-only',
    '--disable-default-apps',
    '--mute-audio',
    '--no-default-browser-check',
    '--no-first-run',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-ipc-flooding-protection',
    '--password-store=basic',
    '--use-mock-keychain',
    '--force-fieldtrials=*BackgroundTracing/default/',
    '--disable-hang-monitor',
    '--disable-prompt-on-repost',
    '--disable-domain-reliability',
    '--propagate-iph-for-testing',
    'about:blank',
  ];
  // Its own temporary files (the singleton socket a killed browser leaves behind) go inside the profile.
  const tmp = path.join(profile, 'tmp');
  await mkdir(tmp);
  const chromium = spawn(CHROME_PATH, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, TMPDIR: tmp },
  });
  cleanups.push(() => stopProcessGroup(chromium));
  let stderr = '';
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${stderr}`)), 30_000);
    chromium.once('error', (error) => reject(new Error(`${CHROME_PATH}: ${error.message}`)));
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
    chromium.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
}

/** The whole group (the wrapper script, the browser, its zygotes and renderers): TERM, then KILL. */
async function stopProcessGroup(child: ChildProcess) {
  const pid = child.pid;
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 5_000 && alive(); waited += 100) await sleep(100);
  if (alive()) process.kill(-pid, 'SIGKILL');
  child.stderr?.destroy();
}

try {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // WEB_DIST_DIR: a build of its own (`npx vite build --outDir …`), as the end-to-end tests allow.
  const { config, dataDir } = await benchConfig('lighthouse', {
    PUBLIC_URL: origin,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR,
  });
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
    throw new Error(`${config.webDistDir}/index.html is missing: build the web app first (npm run build)`);
  }
  const app = await buildApp(config, { rateLimitMax: 1_000_000_000 });
  cleanups.push(() => app.close());
  await seedDemoData(app.db, app.storage);
  await app.listen({ port, host: '127.0.0.1' });

  // One listed adviser, as a visitor finds them: the first hit of the public search.
  const search = await fetch(`${origin}/api/tanacsadok/search?limit=1`);
  if (!search.ok) throw new Error(`GET /api/tanacsadok/search: ${search.status}`);
  const { data } = (await search.json()) as { data: { id: string; name: string }[] };
  const adviser = data[0];
  if (!adviser) throw new Error('the search found no adviser in the demo data');
  await app.discovery.index?.ready();

  const pages = [
    { name: 'Kezdőlap', path: '/' },
    { name: 'Tanácsadók', path: '/tanacsadok' },
    { name: `Profil (${adviser.name})`, path: `/tanacsado/${adviser.id}` },
  ];
  // Unmeasured: each page and the answers it asks for served once, so no first-request cost is measured.
  for (const page of [
    ...pages.map((p) => p.path),
    '/api/tanacsadok/search',
    `/api/tanacsadok/public/${adviser.id}`,
  ]) {
    await (await fetch(`${origin}${page}`)).arrayBuffer();
  }

  const devtoolsPort = await startChromium();
  log(
    `Chromium on DevTools port ${devtoolsPort}, app at ${origin}; ${RUNS} run(s) per page (${((Date.now() - started) / 1000).toFixed(1)} s to start)`,
  );

  /** One Lighthouse run; a failed trace (NO_NAVSTART and the like: "run Lighthouse again") is retried twice. */
  const audit = async (pagePath: string) => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await lighthouse(`${origin}${pagePath}`, {
        port: devtoolsPort,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
      });
      if (!answer) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = answer;
      if (!lhr.runtimeError) {
        for (const warning of lhr.runWarnings) log(`${pagePath}: ${warning}`);
        return lhr;
      }
      const problem = `Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === 3) throw new Error(problem);
      log(`${problem}; again (${attempt + 1}/3)`);
    }
  };

  const results: { name: string; path: string; lhr: Result; seconds: number }[] = [];
  for (const page of pages) {
    const runs: Result[] = [];
    const pageStarted = Date.now();
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await audit(page.path));
      log(`${page.path}: run ${run}/${RUNS} done`);
    }
    const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0]!;
    results.push({ ...page, lhr, seconds: (Date.now() - pageStarted) / 1000 });
    if (REPORTS_DIR) {
      await mkdir(REPORTS_DIR, { recursive: true });
      const file = path.join(
        REPORTS_DIR,
        `${page.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.html`,
      );
      await writeFile(file, generateReport(lhr, 'html'));
    }
  }

  const score = (lhr: Result, id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;
  const summary = {
    date: new Date().toISOString(),
    lighthouseVersion: results[0]?.lhr.lighthouseVersion,
    browser: results[0]?.lhr.environment.hostUserAgent,
    formFactor: results[0]?.lhr.configSettings.formFactor,
    throttlingMethod: results[0]?.lhr.configSettings.throttlingMethod,
    runsPerPage: RUNS,
    pages: results.map(({ name, path: pagePath, lhr, seconds }) => ({
      name,
      path: pagePath,
      url: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, score(lhr, id)])),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, metric(lhr, id)])),
      seconds,
    })),
    totalSeconds: 0,
  };

  const cell = (value: number | null, unit: string) =>
    value === null ? '–' : unit ? `${Math.round(value)} ${unit}` : value.toFixed(3);
  console.log(
    `\nLighthouse ${summary.lighthouseVersion}, ${summary.formFactor}, ${summary.throttlingMethod} throttling, ${RUNS} run(s) per page\n`,
  );
  console.log(
    `| page | ${[...CATEGORIES.map(([, label]) => label), ...METRICS.map(([, label]) => label)].join(' | ')} |`,
  );
  console.log(`|---|${'---|'.repeat(CATEGORIES.length + METRICS.length)}`);
  for (const { name, path: pagePath, lhr } of results) {
    const cells = [
      ...CATEGORIES.map(([id]) => String(score(lhr, id) ?? '–')),
      ...METRICS.map(([id, , unit]) => cell(metric(lhr, id), unit)),
    ];
    console.log(`| ${name} \`${pagePath}\` | ${cells.join(' | ')} |`);
  }

  await cleanUp();
  summary.totalSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`\n${summary.totalSeconds} s in all`);
  const json = JSON.stringify(summary, null, 2);
  if (JSON_PATH) {
    await writeFile(JSON_PATH, `${json}\n`);
    log(`JSON summary: ${JSON_PATH}`);
  } else console.log(`\n${json}`);
} catch (error) {
  await cleanUp();
  throw error;
}
