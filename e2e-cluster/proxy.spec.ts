import https from 'node:https';
import { SOCKET_PATH } from '@common/socket';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { io } from 'socket.io-client';
import { DEMO_PASSWORD } from '../e2e/fixtures';
import { sha256 } from '../server/lib/tokens';
import { cluster, openSockets, upstreamOf } from './cluster';

const ASKER = 'kerdezo@pelda.hu';
const ADMIN = 'admin@pelda.hu';

/** A request to Caddy from another loopback address (127.0.0.2), so the client differs from the proxy. */
function fromOtherAddress(
  method: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(pathname, cluster.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method,
        localAddress: '127.0.0.2',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

test.describe('the proxy in front of two instances', () => {
  test('both instances are ready, directly and through Caddy', async ({ request }) => {
    for (const instance of [cluster.a, cluster.b]) {
      const ready = await request.get(`${instance}/api/ready`);
      expect(ready.status(), instance).toBe(200);
    }
    const proxied = await request.get('/api/ready');
    expect(proxied.status()).toBe(200);
    // Plain HTTP is redirected to HTTPS (to the standard port: the test's own HTTPS port is not 443).
    const plain = await request.get(`${cluster.httpUrl}/api/health`, { maxRedirects: 0 });
    expect(plain.status()).toBe(308);
    expect(plain.headers().location).toMatch(/^https:\/\/localhost(:\d+)?\/api\/health$/);
  });

  test('answers carry the security headers and are compressed', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers.server).toBeUndefined();
    // The page's scripts (#page-scripts, loaded after its first paint).
    const script = (await page.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('the app sees the client address Caddy forwards, never one the client made up', async () => {
    // TRUST_PROXY=loopback: X-Forwarded-For is believed from Caddy only, and Caddy replaces a client's own.
    const login = await fromOtherAddress(
      'POST',
      '/api/auth/login',
      { email: ASKER, password: DEMO_PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(login.status).toBe(200);
    const token = JSON.parse(login.body).token as string;
    // The session stores the address the app saw at login.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT ip FROM sessions WHERE token_hash = $1', [sha256(token)]);
      expect(rows).toEqual([{ ip: '127.0.0.2' }]);
    } finally {
      await db.end();
    }
  });

  test('a socket upgrades to a websocket through Caddy', async ({ request }) => {
    // A user no other scenario connects with, so the only socket in Caddy's log is this one.
    const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
    const { token, user } = (await login.json()) as { token: string; user: { id: string; role: string } };
    const socket = io(cluster.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token, userId: user.id },
      query: { userId: user.id, role: user.role, route: '/admin' },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // Caddy logged the upgrade to one of the two instances.
      await expect
        .poll(() => openSockets(user.id).map((s) => s.upstream))
        .toEqual([
          expect.stringMatching(new RegExp(`^(${upstreamOf(cluster.a)}|${upstreamOf(cluster.b)})$`)),
        ]);
    } finally {
      socket.close();
    }
  });
});
