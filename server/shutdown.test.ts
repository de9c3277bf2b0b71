import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocketClient, type SocketStatus } from '../web/lib/socket-client';
import type { DatabaseHandle } from './db/client';
import { createAsker } from './test/fixtures';
import { connect, listen } from './test/sockets';
import { createTestApp, openTestDatabase, type TestApp } from './test/test-app';

/** GET /api/test/slow, which holds each request until `finish`: a request in flight when a shutdown begins. */
function slowRoute(t: TestApp) {
  let finish: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    t.app.get('/api/test/slow', async () => {
      resolve();
      await new Promise<void>((done) => {
        finish = done;
      });
      return { success: true, data: 'kész' };
    });
  });
  return { started, finish: () => finish() };
}

/**
 * SIGTERM (main.ts) is app.close(): not ready at once, the sockets dropped so that their clients
 * reconnect elsewhere, HTTP drained, then the jobs and the database closed.
 */
describe('graceful shutdown of one instance of two', () => {
  let database: { database: DatabaseHandle; drop(): Promise<void> };
  let leaving: TestApp;
  let staying: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Both instances share one database; only the test closes it.
    const shared = { ...database.database, close: async () => {} };
    leaving = await createTestApp({ database: shared });
    staying = await createTestApp({ database: shared });
  });

  afterAll(async () => {
    await leaving?.close();
    await staying?.close();
    await database?.drop();
  });

  it('goes unready, drops its sockets (their clients reconnect to the other), and finishes requests in flight', async () => {
    // A request that is still running when the shutdown begins.
    const held = slowRoute(leaving);
    // Holds the shutdown after its first steps (not ready, sockets dropped), before HTTP closes.
    let passGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      passGate = resolve;
    });
    let gateReached: () => void = () => {};
    const atGate = new Promise<void>((resolve) => {
      gateReached = resolve;
    });
    leaving.app.addHook('preClose', async () => {
      gateReached();
      await gate;
    });
    const leavingUrl = await listen(leaving.app);
    const stayingUrl = await listen(staying.app);

    const asker = await createAsker(leaving.app.db, { expiresInDays: 30 });
    // The web app's own client and reconnect policy, over real sockets; the load balancer's choice
    // is played by `target`.
    let target = leavingUrl;
    const states: SocketStatus[] = [];
    const client = createSocketClient({
      createSocket: (url, options) => io(url, { ...options, forceNew: true }),
      url: () => target,
      emitLive: () => {},
      showNotice: () => {},
      showError: () => {},
      onStateChange: (state) => states.push(state.status),
      // The reconnect delay itself is the policy's unit tests' business.
      setTimer: (callback) => setTimeout(callback, 0),
    });
    const raw = await connect(leavingUrl, { token: asker.token });
    try {
      const whenState = (status: SocketStatus) =>
        new Promise<void>((resolve) => {
          const unsubscribe = client.subscribe((state) => {
            if (state.status === status) {
              unsubscribe();
              resolve();
            }
          });
        });
      const connected = whenState('connected');
      client.connect({ token: asker.token, userId: asker.user.id, role: 'kerdezo' });
      await connected;
      expect((await fetch(`${leavingUrl}/api/ready`)).status).toBe(200);

      const inFlight = fetch(`${leavingUrl}/api/test/slow`, { headers: asker.auth });
      await held.started;
      const rawReason = new Promise<string>((resolve) => raw.once('disconnect', resolve));
      target = stayingUrl;
      const reconnected = whenState('connected');
      const closing = leaving.app.close();
      await atGate;

      // A dropped connection, not a server disconnect (which would mean "do not retry").
      expect(await rawReason).toBe('transport close');
      // The web client took it as a failure and reconnected, here to the other instance.
      await reconnected;
      expect(states.slice(-2)).toEqual(['connecting', 'connected']);
      expect(staying.app.realtime.openSockets).toBe(1);
      expect(leaving.app.realtime.openSockets).toBe(0);

      const ready = await fetch(`${leavingUrl}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ code: 'SHUTTING_DOWN', failing: [] });

      passGate();
      held.finish();
      const slow = await inFlight;
      expect(slow.status).toBe(200);
      expect(await slow.json()).toEqual({ success: true, data: 'kész' });
      await closing;
      await expect(fetch(`${leavingUrl}/api/health`)).rejects.toThrow();
      expect((await fetch(`${stayingUrl}/api/ready`)).status).toBe(200);
    } finally {
      client.disconnect();
      raw.close();
      passGate();
      held.finish();
    }
  });
});

describe('graceful shutdown of a single instance', () => {
  it('lets a request in flight finish, then closes the server and the database', async () => {
    const t = await createTestApp();
    const held = slowRoute(t);
    try {
      const address = await listen(t.app);
      const { auth } = await createAsker(t.app.db, { expiresInDays: 30 });
      const inFlight = fetch(`${address}/api/test/slow`, { headers: auth });
      await held.started;
      const closing = t.app.close();
      held.finish();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: 'kész' });
      await closing;
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
      await expect(t.app.database.ping()).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
