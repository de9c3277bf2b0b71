import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, type Role, signedInPage as signedInPageWith } from '../e2e/fixtures';

/** The cluster started by scripts/cluster-test.ts (`npm run test:cluster`), read from CLUSTER_*. */
function required(name: string) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the cluster scenarios with \`npm run test:cluster\``);
  return value;
}

export const cluster = {
  /** Caddy: https://localhost:<port> */
  url: required('CLUSTER_URL'),
  /** Caddy's plain-HTTP port (redirects to HTTPS). */
  httpUrl: required('CLUSTER_HTTP_URL'),
  a: required('CLUSTER_A_URL'),
  b: required('CLUSTER_B_URL'),
  aPid: Number(required('CLUSTER_A_PID')),
  caddyLog: required('CLUSTER_CADDY_LOG'),
  turnLog: required('CLUSTER_TURN_LOG'),
  databaseUrl: required('CLUSTER_DATABASE_URL'),
  s3Endpoint: required('CLUSTER_S3_ENDPOINT'),
  s3Bucket: required('CLUSTER_S3_BUCKET'),
};

/** host:port of an instance as Caddy names its upstream. */
export const upstreamOf = (instanceUrl: string) => new URL(instanceUrl).host;

/** A browser context of its own through Caddy, signed in through the login form (camera and microphone allowed). */
export const signedInPage = (browser: Browser, role: Role, email: string, password: string) =>
  signedInPageWith(browser, role, email, password, {
    baseURL: cluster.url,
    ignoreHTTPSErrors: true,
    permissions: ['camera', 'microphone'],
  });

interface CaddyLine {
  msg?: string;
  upstream?: string;
  request?: { uri?: string; headers?: Record<string, string[]> };
}

/**
 * The user's open sockets and the upstream (host:port) of each, from Caddy's debug log: every websocket
 * upgrade is logged with its upstream and request ("upgrading connection"), and so is its end
 * ("connection closed"); a connection is told apart by its Sec-WebSocket-Key.
 */
export function openSockets(userId: string): { key: string; upstream: string }[] {
  const open = new Map<string, string>();
  for (const text of readFileSync(cluster.caddyLog, 'utf8').split('\n')) {
    if (!text.includes('/socket.io/') || !text.includes(userId)) continue;
    let line: CaddyLine;
    try {
      line = JSON.parse(text) as CaddyLine;
    } catch {
      continue;
    }
    const uri = line.request?.uri ?? '';
    if (new URL(uri, 'http://x').searchParams.get('userId') !== userId) continue;
    const key = line.request?.headers?.['Sec-Websocket-Key']?.[0];
    if (!key || !line.upstream) continue;
    if (line.msg === 'upgrading connection') open.set(key, line.upstream);
    if (line.msg === 'connection closed') open.delete(key);
  }
  return [...open].map(([key, upstream]) => ({ key, upstream }));
}

/**
 * Reloads the page until the user's one socket goes through Caddy to `instanceUrl` (Caddy picks the
 * instance; the page's other requests keep going to both).
 */
export async function pinSocket(page: Page, userId: string, instanceUrl: string) {
  const wanted = upstreamOf(instanceUrl);
  let previous: string | undefined;
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    let sockets: { key: string; upstream: string }[] = [];
    await expect
      .poll(
        () => {
          sockets = openSockets(userId);
          return sockets.length === 1 && sockets[0]?.key !== previous;
        },
        { message: `one new open socket of ${userId}` },
      )
      .toBe(true);
    if (sockets[0]?.upstream === wanted) return;
    previous = sockets[0]?.key;
    await page.reload();
  }
  throw new Error(`the socket of ${userId} never went to ${wanted}`);
}
