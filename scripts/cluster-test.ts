import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3Peer } from '../server/test/s3-peer';

/**
 * `npm run test:cluster`: the production shape on this machine. A fresh PostgreSQL database, a Redis
 * logical database, a local S3 peer, coturn with deploy/turnserver.conf, two app instances and Caddy with
 * deploy/Caddyfile in front, then the browser scenarios of e2e-cluster/ through it; everything is torn
 * down at the end, also when a step or a test fails or the run is interrupted.
 *
 * `npm run test:cluster -- --up` starts the cluster and keeps it until Ctrl-C; the tests' environment is
 * written to <work folder>/env.sh (`source` it, then `npx playwright test -c playwright.cluster.config.ts`).
 */

const root = process.cwd();
const keepUp = process.argv.includes('--up');
const POSTGRES_ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_BASE_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A logical database of its own, emptied at the start and the end (the counts of old runs must not leak). */
const REDIS_DB = Number(process.env.CLUSTER_REDIS_DB ?? 13);
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';
const BUCKET = 'portal-cluster';
/** Relay ports coturn may hand out in the test (both parties of one call need one each). */
const RELAY_PORTS = 20;

const started = Date.now();
const log = (text: string) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

/** Teardown steps, run last-in first-out exactly once. */
const cleanups: { name: string; run: () => Promise<unknown> | unknown }[] = [];
let tearingDown: Promise<void> | undefined;
function teardown() {
  tearingDown ??= (async () => {
    for (const step of [...cleanups].reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`[cluster] teardown: ${step.name} failed:`, error);
      }
    }
    log('torn down');
  })();
  return tearingDown;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: tearing down`);
    void teardown().then(() => process.exit(130));
  });
}

interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
}
const services: Service[] = [];

/** Starts a long-running process in its own process group, its output going to logs/<name>.log. */
function startService(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logDir: string) {
  assertNotInterrupted();
  const logFile = path.join(logDir, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const service = { name, child, logFile };
  services.push(service);
  child.on('exit', (code, signal) => {
    if (!tearingDown) log(`${name} exited (${signal ?? `code ${code}`})`);
  });
  cleanups.push({ name: `stop ${name}`, run: () => stopGroup(child) });
  return service;
}

/** SIGTERM to the child's process group, SIGKILL after 5 s; resolves when the child has exited. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const group = -child.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Once teardown has begun nothing new may start (it would outlive the run). */
function assertNotInterrupted() {
  if (tearingDown) throw new Error('interrupted');
}

/**
 * Runs a command to its end in a process group of its own (so that stopping it reaches its children,
 * e.g. npx -> Playwright -> browsers), its output shown, and resolves with its exit code.
 */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  assertNotInterrupted();
  return new Promise<number>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // Interrupted meanwhile: the command goes first, before the services it uses.
    const stop = { name: `stop ${command} ${args[0]}`, run: () => stopGroup(child) };
    cleanups.push(stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      cleanups.splice(cleanups.indexOf(stop), 1);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** A TCP port of 127.0.0.1 nobody listens on now. */
function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const udpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });

const tcpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * `count` consecutive UDP ports within 40000–48999, the first one free on TCP too and none of `taken`
 * (ports chosen for other services but not yet listened on).
 */
async function freePortRange(count: number, taken: number[]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 40000 + Math.floor(Math.random() * (9000 - count));
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if (ports.some((port) => taken.includes(port))) continue;
    if ((await tcpFree(first)) && (await Promise.all(ports.map(udpFree))).every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free UDP ports found`);
}

/** Polls until `check` resolves true (or throws with `what` after the timeout). */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000, gone?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assertNotInterrupted();
    if (gone && (gone.exitCode !== null || gone.signalCode !== null)) throw new Error(`${what}: it exited`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

const answers = async (url: string) => (await fetch(url)).ok;

/** GET over HTTPS trusting only the given CA (Caddy's local one). */
function httpsStatus(url: string, ca: Buffer) {
  return new Promise<number>((resolve, reject) => {
    https
      .get(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const DATABASE_PREFIX = 'tp_cluster_';

/**
 * Databases of earlier runs whose harness is gone (killed before its teardown): the name ends with the
 * harness's pid, so one that no longer runs left it behind.
 */
async function dropAbandonedDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [DATABASE_PREFIX],
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_').at(-1));
    if (!pid || isRunning(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    log(`dropped ${datname}, left behind by an interrupted run`);
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function printLogTails() {
  for (const { name, logFile } of services) {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    const tail = text
      .trimEnd()
      .split('\n')
      .slice(-12)
      .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
      .join('\n');
    console.log(`\n----- ${name} (last lines of ${logFile}) -----\n${tail || '(empty)'}`);
  }
}

async function main() {
  for (const binary of [CADDY, TURNSERVER]) {
    if (!existsSync(binary)) throw new Error(`${binary} is missing (apt-get install caddy coturn)`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tp-cluster-'));
  const logDir = path.join(workDir, 'logs');
  await mkdir(logDir);
  let keepLogs = false;
  cleanups.push({
    name: 'remove the work folder',
    run: () =>
      keepLogs
        ? rm(path.join(workDir, 'web'), { recursive: true, force: true })
        : rm(workDir, { recursive: true, force: true }),
  });
  log(`work folder ${workDir}`);

  const [portA, portB, httpsPort, httpPort] = await Promise.all([
    freeTcpPort(),
    freeTcpPort(),
    freeTcpPort(),
    freeTcpPort(),
  ]);
  const relayFirst = await freePortRange(RELAY_PORTS + 1, [portA, portB, httpsPort, httpPort]);
  const turnPort = relayFirst;
  const publicUrl = `https://localhost:${httpsPort}`;

  const webDir = path.join(workDir, 'web');
  log('building the web app and its renderer (vite build)');
  const built = await runToEnd('npx', [
    'vite',
    'build',
    '--outDir',
    webDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (built !== 0) throw new Error('vite build failed');
  // The renderer of the public pages beside it (<work folder>/ssr, where the server looks for it).
  const renderer = await runToEnd('npx', [
    'vite',
    'build',
    '--ssr',
    'ssr/entry-server.tsx',
    '--outDir',
    path.join(workDir, 'ssr'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (renderer !== 0) throw new Error('vite build --ssr failed');
  // The renderer imports React, Mantine… as packages: they resolve from the work folder as from the repo.
  await symlink(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');

  const database = `${DATABASE_PREFIX}${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL at ${POSTGRES_ADMIN_URL} does not answer (${error.message})`);
  });
  await dropAbandonedDatabases(admin);
  await admin.query(`CREATE DATABASE ${database}`);
  cleanups.push({
    name: `drop database ${database}`,
    run: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  });
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  log(`PostgreSQL database ${database} created`);

  const redisUrl = `${REDIS_BASE_URL.replace(/\/\d*$/, '')}/${REDIS_DB}`;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  await redis.connect().catch((error: Error) => {
    throw new Error(`Redis at ${REDIS_BASE_URL} does not answer (${error.message})`);
  });
  await redis.flushdb();
  cleanups.push({
    name: `flush Redis database ${REDIS_DB}`,
    run: async () => {
      await redis.flushdb();
      await redis.quit();
    },
  });
  log(`Redis ${redisUrl} flushed`);

  const s3 = await startS3Peer({ bucket: BUCKET });
  cleanups.push({ name: 'stop the S3 peer', run: () => s3.stop() });
  log(`S3 peer ${s3.endpoint}/${s3.bucket}`);

  const turnSecret = randomBytes(24).toString('hex');
  const turnDir = path.join(workDir, 'turn');
  await mkdir(turnDir);
  // deploy/turnserver.conf as it is; the command line adds the secret and realm (as in production) and
  // what a single-machine run needs: loopback addresses, free ports, loopback peers (the two browsers'
  // relay addresses are both on 127.0.0.1), files in the work folder.
  const turn = startService(
    'coturn',
    TURNSERVER,
    [
      '-c',
      path.join(root, 'deploy/turnserver.conf'),
      `--static-auth-secret=${turnSecret}`,
      '--realm=localhost',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${turnPort}`,
      `--min-port=${relayFirst + 1}`,
      `--max-port=${relayFirst + RELAY_PORTS}`,
      '--allow-loopback-peers',
      '--allowed-peer-ip=127.0.0.1',
      `--pidfile=${path.join(turnDir, 'turnserver.pid')}`,
      `--userdb=${path.join(turnDir, 'turndb')}`,
      '--verbose',
    ],
    process.env,
    logDir,
  );
  await waitFor('coturn', async () => !(await tcpFree(turnPort)), 15_000, turn.child);
  log(`coturn on 127.0.0.1:${turnPort} (relay ports ${relayFirst + 1}–${relayFirst + RELAY_PORTS})`);

  const appEnv = (name: string, port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, `data-${name}`),
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    // STORAGE=s3 and S3_* (path style) pointing at the peer.
    ...s3.env,
    TURN_SECRET: turnSecret,
    TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
    ICE_TRANSPORT_POLICY: 'relay',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'true',
    DEV_MAILBOX: 'true',
    PAYMENT_PROVIDER: 'demo',
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'info',
  });
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  // (Migrations would be safe at once, under their advisory lock; two demo seeds at once are not: both
  // would add the missing subscription packages, which have no unique key.)
  const pids: Record<string, number | undefined> = {};
  for (const [name, port] of [
    ['A', portA],
    ['B', portB],
  ] as const) {
    const service = startService(
      `app-${name.toLowerCase()}`,
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      appEnv(name.toLowerCase(), port),
      logDir,
    );
    // Ready: its database, Redis and the bucket answer.
    await waitFor(`app ${name}`, () => answers(`http://127.0.0.1:${port}/api/ready`), 120_000, service.child);
    pids[name] = service.child.pid;
    log(`app ${name} on http://127.0.0.1:${port} (pid ${service.child.pid})`);
  }

  const caddyHome = path.join(workDir, 'caddy');
  await mkdir(caddyHome);
  const caddy = startService(
    'caddy',
    CADDY,
    ['run', '--config', path.join(root, 'e2e-cluster/Caddyfile'), '--adapter', 'caddyfile'],
    {
      ...process.env,
      // deploy/Caddyfile's variables, as a deployment sets them.
      SITE_ADDRESS: `localhost:${httpsPort}`,
      APP_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
      // The test's global options (e2e-cluster/Caddyfile): ports, then the production file.
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_SITE_FILE: path.join(root, 'deploy/Caddyfile'),
      // Certificates and state of Caddy's local CA in the work folder, not in the user's home.
      HOME: caddyHome,
      XDG_DATA_HOME: path.join(caddyHome, 'data'),
      XDG_CONFIG_HOME: path.join(caddyHome, 'config'),
    },
    logDir,
  );
  const caFile = path.join(caddyHome, 'data/caddy/pki/authorities/local/root.crt');
  // Read again on every try: Caddy may still be writing its new root certificate.
  await waitFor(
    'Caddy',
    async () => (await httpsStatus(`${publicUrl}/api/ready`, await readFile(caFile))) === 200,
    30_000,
    caddy.child,
  );
  log(`Caddy on ${publicUrl} -> A and B`);

  const testEnv: NodeJS.ProcessEnv = {
    ...process.env,
    CLUSTER_URL: publicUrl,
    CLUSTER_HTTP_URL: `http://localhost:${httpPort}`,
    CLUSTER_A_URL: `http://127.0.0.1:${portA}`,
    CLUSTER_B_URL: `http://127.0.0.1:${portB}`,
    CLUSTER_A_PID: String(pids.A),
    CLUSTER_CADDY_LOG: caddy.logFile,
    CLUSTER_TURN_LOG: turn.logFile,
    CLUSTER_DATABASE_URL: databaseUrl.toString(),
    CLUSTER_S3_ENDPOINT: s3.endpoint,
    CLUSTER_S3_BUCKET: s3.bucket,
    CLUSTER_OUTPUT_DIR: path.join(workDir, 'test-results'),
    NODE_EXTRA_CA_CERTS: caFile,
  };

  if (keepUp) {
    const envFile = path.join(workDir, 'env.sh');
    const lines = Object.entries(testEnv)
      .filter(([key]) => key.startsWith('CLUSTER_') || key === 'NODE_EXTRA_CA_CERTS')
      .map(([key, value]) => `export ${key}='${value}'`);
    await writeFile(envFile, `${lines.join('\n')}\n`);
    log(`the cluster is up; Ctrl-C stops it. For the tests: source ${envFile}`);
    await new Promise(() => {});
  }

  // The failover scenario kills A, so it runs last, and also when another scenario failed (its own result
  // matters; as a dependent project Playwright would skip it).
  const playwright = (title: string, ...args: string[]) => {
    assertNotInterrupted();
    log(title);
    return runToEnd('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...args], testEnv);
  };
  const scenarios = await playwright(
    'running the scenarios (playwright.cluster.config.ts)',
    '--project=cluster',
  );
  const failover = await playwright(
    'running the failover scenario (A is killed)',
    '--project=failover',
    '--no-deps',
  );
  const code = scenarios || failover;
  if (code !== 0) {
    keepLogs = true;
    await printLogTails();
    log(`the scenarios failed (exit ${code}); logs and traces kept in ${workDir}`);
  }
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // An interruption has said so already and is tearing down.
  if (!tearingDown) {
    console.error('[cluster] setup failed:', error instanceof Error ? error.message : error);
    await printLogTails();
  }
} finally {
  await teardown();
}
log(exitCode === 0 ? 'passed' : 'FAILED');
process.exit(exitCode);
