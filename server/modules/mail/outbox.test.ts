import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { ManualClock, MINUTE_MS } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  enqueueMail,
  type MailMessage,
  type MailTransport,
  OUTBOX_LEASE_MS,
  OutboxWorker,
  retryDelayMs,
  SmtpTransport,
} from './outbox';

/** A mail server that is down for the first `failures` attempts. */
class FlakyTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly delivered: MailMessage[] = [];
  constructor(private failures: number) {}
  async send(message: MailMessage) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('421 a szolgáltatás nem érhető el');
    }
    this.delivered.push(message);
  }
}

const mail = (to: string): MailMessage => ({
  to,
  subject: 'Teszt',
  text: 'Kód: 123456',
  html: '<p>Kód: 123456</p>',
});

describe('mail outbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('retries a failed mail with growing delays until it is delivered, then forgets its content', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const transport = new FlakyTransport(2);
    t = await createTestApp({ clock, mailTransport: transport });
    await enqueueMail(t.app.db, mail('kovacs.eva@pelda.hu'));

    await t.app.jobs.outbox.drain();
    let [row] = await t.app.db.select().from(outbox);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '421 a szolgáltatás nem érhető el',
    });
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect((await t.app.metrics.mailDeliveryFailures.get()).values[0]?.value).toBe(1);

    // Not due yet: nothing happens.
    await t.app.jobs.outbox.drain();
    expect((await t.app.db.select().from(outbox))[0]?.attempts).toBe(1);

    clock.advance(retryDelayMs(1));
    await t.app.jobs.outbox.drain();
    [row] = await t.app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    clock.advance(retryDelayMs(2));
    await t.app.jobs.outbox.drain();
    [row] = await t.app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.delivered).toHaveLength(1);
    expect(transport.delivered[0]?.text).toContain('123456');
    // Delivered over SMTP: the code does not stay in the database.
    expect(JSON.stringify(row?.payload)).not.toContain('123456');
  });

  it('caps the delay at an hour and keeps a mail that keeps failing as failed, not lost', async () => {
    expect(retryDelayMs(30)).toBe(60 * MINUTE_MS);
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    t = await createTestApp({ clock, mailTransport: new FlakyTransport(1000) });
    await enqueueMail(t.app.db, mail('szabo.balint@pelda.hu'));
    for (let i = 0; i < 20; i += 1) {
      await t.app.jobs.outbox.drain();
      clock.advance(60 * MINUTE_MS);
    }
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    expect(row).toMatchObject({ status: 'failed', attempts: 20 });
    expect(row?.payload).toMatchObject({ to: 'szabo.balint@pelda.hu', subject: 'Teszt' });
  });

  it('never sends one mail twice, even when two workers drain at once', async () => {
    const transport = new FlakyTransport(0);
    t = await createTestApp({ mailTransport: transport });
    for (let i = 0; i < 25; i += 1) await enqueueMail(t.app.db, mail(`cimzett${i}@pelda.hu`));
    await Promise.all([t.app.jobs.outbox.drain(), t.app.jobs.outbox.drain()]);
    expect(transport.delivered).toHaveLength(25);
    expect(new Set(transport.delivered.map((m) => m.to)).size).toBe(25);
  });
});

/** A mail server whose first answer hangs until the test lets it go. */
class StallingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly delivered: MailMessage[] = [];
  private stalled = false;
  private release: () => void = () => {};
  private onEnter: () => void = () => {};
  /** Resolves when the first send has begun. */
  readonly entered = new Promise<void>((resolve) => {
    this.onEnter = resolve;
  });

  async send(message: MailMessage) {
    if (!this.stalled) {
      this.stalled = true;
      this.onEnter();
      await new Promise<void>((resolve) => {
        this.release = resolve;
      });
    }
    this.delivered.push(message);
  }

  letGo() {
    this.release();
  }
}

describe('mail outbox with two instances', () => {
  it('hands each mail of a batch to one instance only, also when a claim outlives its lease', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const stalling = new StallingTransport();
    const t = await createTestApp({ clock, mailTransport: stalling });
    const other = new FlakyTransport(0);
    const otherWorker = new OutboxWorker(t.app.db, other, clock, { log: t.app.log });
    try {
      await enqueueMail(t.app.db, mail('elso@pelda.hu'));
      await enqueueMail(t.app.db, mail('masodik@pelda.hu'));
      // This instance claims both and hangs on the first; the lease runs out meanwhile.
      const draining = t.app.jobs.outbox.drain();
      await stalling.entered;
      clock.advance(OUTBOX_LEASE_MS + MINUTE_MS);
      // The other instance takes both over (the first is sent twice: this is what the transport's
      // timeouts, far below the lease, rule out in practice).
      await otherWorker.drain();
      expect(other.delivered.map((m) => m.to)).toEqual(['elso@pelda.hu', 'masodik@pelda.hu']);
      stalling.letGo();
      await draining;
      // The first instance finishes its send but, its claim gone, writes nothing and skips the second.
      expect(stalling.delivered.map((m) => m.to)).toEqual(['elso@pelda.hu']);
      const rows = await t.app.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
      ]);
    } finally {
      await otherWorker.stop();
      await t.close();
    }
  });
});

describe('local mailbox at /dev/mail', () => {
  it('shows the mails when no SMTP server is set', async () => {
    const t = await createTestApp();
    try {
      await enqueueMail(t.app.db, { ...mail('nagy.zsofia@pelda.hu'), subject: 'Próba <levél>' });
      await t.app.jobs.outbox.drain();
      const page = await t.request({ method: 'GET', url: '/dev/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Helyi postafiók');
      expect(page.body).toContain('Próba &lt;levél&gt;');
      const json = await t.request({ method: 'GET', url: '/dev/mail?format=json&to=NAGY.zsofia@pelda.hu' });
      expect(json.json().data).toEqual([
        expect.objectContaining({
          to: 'nagy.zsofia@pelda.hu',
          subject: 'Próba <levél>',
          text: 'Kód: 123456',
        }),
      ]);
      // Delivered: the outbox row keeps whom and what about, not a second copy of the text.
      const [row] = await t.app.db.select().from(outbox);
      expect(row?.payload).toEqual({ to: 'nagy.zsofia@pelda.hu', subject: 'Próba <levél>' });
      const id = json.json().data[0].id;
      const html = await t.request({ method: 'GET', url: `/dev/mail/${id}` });
      expect(html.headers['content-security-policy']).toContain('sandbox');
    } finally {
      await t.close();
    }
  });

  it('does not exist with a real mail server', async () => {
    const t = await createTestApp({ mailTransport: new FlakyTransport(0) });
    try {
      const res = await t.request({ method: 'GET', url: '/dev/mail?format=json' });
      expect(res.body).not.toContain('Helyi postafiók');
      expect(res.body).not.toContain('"data"');
    } finally {
      await t.close();
    }
  });
});

describe('with the local mailbox off (a server without SMTP_URL)', () => {
  it('serves no mailbox, not even the web app at /dev/*, and keeps mail undelivered instead of readable', async () => {
    const t = await createTestApp({
      env: { DEV_MAILBOX: 'false' },
      webFiles: { 'index.html': '<!doctype html><title>Tanácsadó portál</title>' },
    });
    try {
      await enqueueMail(t.app.db, mail('nagy.zsofia@pelda.hu'));
      await t.app.jobs.outbox.drain();
      for (const url of ['/dev/mail', '/dev/mail?format=json', '/dev/mail/1', '/dev/barmi']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Tanácsadó portál');
        expect(res.body).not.toContain('123456');
      }
      // Other unknown paths still get the web app (its router decides).
      expect((await t.request({ method: 'GET', url: '/tanacsadok' })).body).toContain('Tanácsadó portál');
      expect(await t.mailsTo('nagy.zsofia@pelda.hu')).toEqual([]);
      const [row] = await t.app.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toContain('SMTP_URL');
    } finally {
      await t.close();
    }
  });
});

describe('SMTP delivery', () => {
  it('sends the Hungarian mail through the server of SMTP_URL', async () => {
    const { SMTPServer } = await import('smtp-server');
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, 'Tanácsadó portál <noreply@pelda.hu>');
    try {
      await transport.send({
        to: 'kiss.katalin@pelda.hu',
        subject: 'Árvíztűrő tükörfúrógép',
        text: 'Kód: 654321',
        html: '<p>Kód: 654321</p>',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: kiss.katalin@pelda.hu');
      expect(received[0]).toMatch(/Subject: =\?UTF-8\?/);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
