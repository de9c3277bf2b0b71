import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import {
  createAdviser,
  createAsker,
  createMondayAdviser,
  createType,
  startConversation,
} from '../../test/fixtures';
import { connect, emitAck, listen } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueMail } from '../mail/outbox';

const METRICS_TOKEN = 'meres-token-0123456789abcdef';
const MONDAY_9 = '2026-11-23T09:00:00+01:00';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock('2026-11-22T09:00:00Z'), env: { METRICS_TOKEN } });
  url = await listen(t.app);
});

afterAll(async () => {
  await t?.close();
});

const scrape = (authorization?: string) =>
  t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample (name and labels exactly as written), or undefined when absent. */
async function sample(series: string): Promise<number | undefined> {
  const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, with the Prometheus text', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer rossz-token-0123456789abcdef')).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    // The process itself: CPU, memory, event loop.
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times requests by route pattern and status class, never by their ids', async () => {
    const unknown = randomUUID();
    const res = await t.request({ method: 'GET', url: `/api/tanacsadok/public/${unknown}` });
    expect(res.statusCode).toBe(404);
    expect(
      await sample(
        'http_request_duration_seconds_count{method="GET",route="/api/tanacsadok/public/:id",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(text).not.toContain(unknown);
  });

  it('counts public cache hits and misses', async () => {
    const query = `/api/tanacsadok/search?search=${randomUUID().slice(0, 8)}`;
    const misses = (await sample('portal_discovery_cache_lookups_total{cache="pages",result="miss"}')) ?? 0;
    const hits = (await sample('portal_discovery_cache_lookups_total{cache="pages",result="hit"}')) ?? 0;
    await t.request({ method: 'GET', url: query });
    await t.request({ method: 'GET', url: query });
    expect(await sample('portal_discovery_cache_lookups_total{cache="pages",result="miss"}')).toBe(
      misses + 1,
    );
    expect(await sample('portal_discovery_cache_lookups_total{cache="pages",result="hit"}')).toBe(hits + 1);
  });

  it('counts a booking, the outbox queue and the runs that empty it, and a lifecycle run', async () => {
    const type = await createType(t.app.db, 'Mérés');
    const adviser = await createMondayAdviser(t.app.db, [type.id]);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    await t.app.jobs.outbox.drain();
    const outboxRuns = (await sample('portal_job_runs_total{job="outbox",outcome="ok"}')) ?? 0;

    const booked = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: asker.auth,
      payload: { expertId: adviser.adviser.id, startTime: MONDAY_9, consultationType: type.id },
    });
    expect(booked.statusCode).toBe(201);
    expect(await sample('portal_bookings_total')).toBe(1);
    await t.app.jobs.outbox.drain();
    expect(await sample('portal_outbox_pending')).toBe(0);
    // A queued mail waits in the outbox until a run sends it.
    await enqueueMail(t.app.db, {
      to: asker.user.email,
      subject: 'Mérés',
      html: '<p>Mérés</p>',
      text: 'Mérés',
    });
    expect(await sample('portal_outbox_pending')).toBe(1);
    await t.app.jobs.outbox.drain();
    expect(await sample('portal_outbox_pending')).toBe(0);
    expect(await sample('portal_job_runs_total{job="outbox",outcome="ok"}')).toBeGreaterThan(outboxRuns);
    expect(await sample('portal_mail_delivery_failures_total')).toBe(0);

    expect(await sample('portal_job_runs_total{job="appointment-lifecycle",outcome="ok"}')).toBeUndefined();
    await t.app.jobs.lifecycle.runOnce();
    expect(await sample('portal_job_runs_total{job="appointment-lifecycle",outcome="ok"}')).toBe(1);
  });

  it('counts open sockets and the chat messages they store', async () => {
    const adviser = await createAdviser(t.app.db);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const started = await startConversation(t, asker, adviser);
    const { roomId } = started.json().data;
    expect(await sample('portal_open_sockets')).toBe(0);
    const socket = await connect(url, { token: asker.token });
    try {
      expect(await sample('portal_open_sockets')).toBe(1);
      const before = (await sample('portal_chat_messages_total')) ?? 0;
      expect((await emitAck(socket, 'chat:message', { roomId, message: 'Mérhető üzenet' })).ok).toBe(true);
      expect(await sample('portal_chat_messages_total')).toBe(before + 1);
      // A resend of the same message stores nothing new.
      const clientMessageId = randomUUID();
      await emitAck(socket, 'chat:message', { roomId, message: 'Egyszer', clientMessageId });
      await emitAck(socket, 'chat:message', { roomId, message: 'Egyszer', clientMessageId });
      expect(await sample('portal_chat_messages_total')).toBe(before + 2);
    } finally {
      socket.close();
    }
  });
});
