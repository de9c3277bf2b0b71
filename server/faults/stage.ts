import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { advisers, appointments, chatMessages, consultationTypes, messageAttachments } from '../db/schema';
import { createAdviser, createAsker, createType, multipart, type TestUser } from '../test/fixtures';
import { startS3Peer } from '../test/s3-peer';
import { startSmtpPeer } from '../test/smtp-peer';
import { connect, emitAck, listen } from '../test/sockets';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, onPostgresServer, type TestApp, testPostgresUrl } from '../test/test-app';

/**
 * The production shape on one machine for the fault suite: PostgreSQL, Redis, an SMTP server and an
 * S3-compatible store, each behind a TCP proxy of the test's own (cut, stall, restore), and one or two
 * app instances with their background workers running, as `main.ts` starts them.
 */
const redisTarget = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

export type Part = 'postgres' | 'redis' | 'smtp' | 's3';

export interface Stage {
  proxies: Record<Part, TcpProxy>;
  apps: TestApp[];
  /** http://127.0.0.1:<port> of each app, for sockets. */
  urls: string[];
  /** Raw mails the SMTP peer accepted. */
  mails: string[];
  close(): Promise<void>;
}

export async function startStage(options: { instances: 1 | 2 }): Promise<Stage> {
  const databaseName = `tp_faults_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`create database ${databaseName}`);
  const target = new URL(testPostgresUrl);
  const smtp = await startSmtpPeer();
  const s3 = await startS3Peer({ bucket: 'kieses' });
  const proxies: Record<Part, TcpProxy> = {
    postgres: await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }),
    redis: await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) }),
    smtp: await startTcpProxy({ host: '127.0.0.1', port: smtp.port }),
    s3: await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) }),
  };
  const url = new URL(testPostgresUrl);
  url.host = `127.0.0.1:${proxies.postgres.port}`;
  url.pathname = `/${databaseName}`;
  const database: DatabaseHandle = await openDatabase({ url: url.toString() });
  await database.migrate();
  // The instances share the database (closed by the stage) as they share Redis and the bucket.
  const shared = { ...database, close: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tp-faults-'));
  const env = {
    ...s3.env,
    S3_ENDPOINT: `http://127.0.0.1:${proxies.s3.port}`,
    REDIS_URL: `redis://127.0.0.1:${proxies.redis.port}`,
    SMTP_URL: `smtp://127.0.0.1:${proxies.smtp.port}`,
    MAIL_FROM: 'Tanácsadó portál <noreply@pelda.hu>',
    DEV_MAILBOX: 'false',
  };
  const apps: TestApp[] = [];
  for (let i = 0; i < options.instances; i += 1) {
    apps.push(await createTestApp({ database: shared, dataDir, env, startWorkers: true }));
  }
  const urls = await Promise.all(apps.map((t) => listen(t.app)));
  return {
    proxies,
    apps,
    urls,
    mails: smtp.received,
    async close() {
      for (const proxy of Object.values(proxies)) await proxy.restore();
      for (const t of apps) await t.close();
      await database.close();
      await onPostgresServer(`drop database if exists ${databaseName} with (force)`);
      await smtp.stop();
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's stage and load: started before its tests, closed after them. */
export function stageForFile(instances: 1 | 2) {
  const on = {} as { stage: Stage; load: Load };
  beforeAll(async () => {
    on.stage = await startStage({ instances });
    on.load = await Load.start(on.stage);
  });
  afterAll(async () => {
    on.load?.close();
    await on.stage?.close();
  });
  return on;
}

/** Waits for a condition, checked every 100 ms, for at most `ms` (a bound on recovery, not a timing). */
export async function until(what: string, condition: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A round run while a part is stalled must answer while it still is, by the app's own deadlines: the
 * test restores the part only after this, so a request that waits for the part fails here.
 */
export async function answersWhileStalled(what: string, work: Promise<unknown>, ms = 45_000) {
  let timer: NodeJS.Timeout | undefined;
  const stalledFor = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms of the stall: ${what}`)), ms);
  });
  try {
    await Promise.race([work, stalledFor]);
  } finally {
    clearTimeout(timer);
  }
}

/** What /api/ready says now: its status and the parts it names (failing or degraded). */
export async function readiness(t: TestApp) {
  const answer = await t.request({ method: 'GET', url: '/api/ready' });
  const body = answer.json() as { failing?: string[]; degraded?: string[] };
  return { status: answer.statusCode, failing: body.failing ?? [], degraded: body.degraded ?? [] };
}

const TYPE_MINUTES = 30;

/**
 * A realistic load on the stage: a visitor searches, an asker books, the asker and the adviser chat
 * over real sockets (the asker on the first instance, the adviser on the last), the asker uploads an
 * attachment; each booking queues mails. Every answer is recorded, and `verify` checks afterwards
 * that what was acknowledged is there exactly once.
 */
export class Load {
  readonly statuses: { what: string; status: number; retryAfter?: string | undefined }[] = [];
  private readonly bookings: string[] = [];
  private readonly messages: { clientMessageId: string; text: string; acked: boolean }[] = [];
  private readonly uploads: string[] = [];
  private slots: string[] = [];
  private round = 0;
  private constructor(
    private readonly stage: Stage,
    readonly asker: TestUser,
    readonly adviser: TestUser & { adviser: { id: string } },
    readonly typeId: string,
    readonly conversation: { id: string; roomId: string },
    readonly askerSocket: Socket,
    readonly adviserSocket: Socket,
  ) {}

  static async start(stage: Stage) {
    const [first] = stage.apps;
    if (!first) throw new Error('no app');
    const db = first.app.db;
    const type = await createType(db, `Kiesés ${randomUUID().slice(0, 8)}`);
    await db
      .update(consultationTypes)
      .set({ durationMinutes: TYPE_MINUTES })
      .where(eq(consultationTypes.id, type.id));
    const adviser = await createAdviser(db, { name: 'Kiesés Katalin', topicIds: [type.id] });
    await db
      .update(advisers)
      .set({
        workSchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '06:00', end: '22:00' })),
        minNoticeHours: 0,
      })
      .where(eq(advisers.id, adviser.adviser.id));
    const asker = await createAsker(db, { name: 'Kérdező Kornél', expiresInDays: 30 });
    const started = await first.request({
      method: 'POST',
      url: '/api/conversations',
      headers: asker.auth,
      payload: { participantId: adviser.user.id },
    });
    const conversation = started.json().data as { id: string; roomId: string };
    const last = stage.urls.at(-1) as string;
    const askerSocket = await connect(stage.urls[0] as string, { token: asker.token });
    const adviserSocket = await connect(last, { token: adviser.token });
    const load = new Load(stage, asker, adviser, type.id, conversation, askerSocket, adviserSocket);
    const from = new Date(Date.now() + 24 * 3600_000).toISOString();
    const to = new Date(Date.now() + 8 * 24 * 3600_000).toISOString();
    const slots = await first.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=${from}&to=${to}&typeId=${type.id}`,
      headers: asker.auth,
    });
    load.slots = (slots.json().data as { startTime: string }[]).map((slot) => slot.startTime);
    return load;
  }

  private note(what: string, response: LightMyRequestResponse) {
    this.statuses.push({
      what,
      status: response.statusCode,
      retryAfter: response.headers['retry-after'] as string,
    });
    return response;
  }

  /** One round of everything at once, on instance `on` (default the first). */
  async run(on = 0) {
    const t = this.stage.apps[on] as TestApp;
    this.round += 1;
    const round = this.round;
    const slot = this.slots.shift();
    if (!slot) throw new Error('no free slot left');
    const message = {
      clientMessageId: `uzenet-${round}-${randomUUID()}`,
      text: `Kiesés ${round}. üzenet`,
      acked: false,
    };
    this.messages.push(message);
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1864ab' } })
      .png()
      .toBuffer();
    const upload = await multipart({}, { name: `kep-${round}.png`, data: image, type: 'image/png' });
    await Promise.all([
      t
        .request({ method: 'GET', url: '/api/tanacsadok?search=Kiesés' })
        .then((response) => this.note('search', response)),
      t
        .request({
          method: 'POST',
          url: '/api/appointments',
          headers: this.asker.auth,
          payload: {
            expertId: this.adviser.adviser.id,
            clientId: this.asker.user.id,
            startTime: slot,
            consultationType: this.typeId,
          },
        })
        .then((response) => {
          this.note('booking', response);
          if (response.statusCode === 201) this.bookings.push(response.json().id as string);
        }),
      t
        .request({
          method: 'POST',
          url: `/api/conversations/${this.conversation.id}/attachments`,
          headers: { ...this.asker.auth, ...upload.headers },
          payload: upload.payload,
        })
        .then((response) => {
          this.note('upload', response);
          if (response.statusCode === 201) this.uploads.push(response.json().data.id as string);
        }),
      emitAck(this.askerSocket, 'chat:message', {
        roomId: this.conversation.roomId,
        message: message.text,
        clientMessageId: message.clientMessageId,
      }).then(
        (ack) => {
          message.acked = ack.ok;
          if (!ack.ok) expect(ack.code).toBe('UNAVAILABLE');
        },
        () => undefined,
      ),
    ]);
  }

  /** Never a 500; every 503 says when to try again. */
  expectNoFaults() {
    for (const answer of this.statuses) {
      expect(answer.status === 503 || answer.status < 500, `${answer.what}: ${answer.status}`).toBe(true);
      if (answer.status === 503) expect(answer.retryAfter, answer.what).toBe('5');
    }
  }

  /** Statuses of the last round's requests, by kind. */
  last(what: string) {
    return this.statuses.filter((answer) => answer.what === what).at(-1)?.status;
  }

  /** The last round's search, booking and upload statuses, in that order. */
  lastRound() {
    return ['search', 'booking', 'upload'].map((what) => this.last(what));
  }

  /**
   * As the web client does after a failure: messages the socket did not acknowledge go again over
   * REST with the same client id (stored once).
   */
  async resendUnacknowledged(on = 0) {
    const t = this.stage.apps[on] as TestApp;
    for (const message of this.messages.filter((m) => !m.acked)) {
      const response = await t.request({
        method: 'POST',
        url: `/api/conversations/${this.conversation.id}/messages`,
        headers: this.asker.auth,
        payload: { message: message.text, clientMessageId: message.clientMessageId },
      });
      expect(response.statusCode, `resend ${message.clientMessageId}`).toBeLessThan(300);
      message.acked = true;
    }
  }

  /**
   * Nothing lost or doubled: every acknowledged booking, message and upload is stored exactly once (the
   * uploads' bytes in the store too), no message twice, and every queued mail reached the SMTP server
   * exactly once (by its outbox Message-ID) within 10 s.
   */
  async verify() {
    const t = this.stage.apps[0] as TestApp;
    const db = t.app.db;
    const booked = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.clientId, this.asker.user.id));
    for (const id of this.bookings) expect(booked.filter((row) => row.id === id)).toHaveLength(1);
    const stored = await db
      .select({ clientMessageId: chatMessages.clientMessageId })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, this.conversation.id));
    for (const message of this.messages.filter((m) => m.acked)) {
      expect(stored.filter((row) => row.clientMessageId === message.clientMessageId)).toHaveLength(1);
    }
    const ids = stored.flatMap((row) => (row.clientMessageId ? [row.clientMessageId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    if (this.uploads.length > 0) {
      const files = await db
        .select({ id: messageAttachments.id, key: messageAttachments.storageKey })
        .from(messageAttachments)
        .where(inArray(messageAttachments.id, this.uploads));
      expect(files.map((file) => file.id).sort()).toEqual([...this.uploads].sort());
      for (const file of files) await expect(t.app.privateStorage.stat(file.key)).resolves.toBeTruthy();
    }
    let queued: number[] = [];
    await until('every queued mail delivered', async () => {
      const rows = await queryRows<{ id: number; status: string }>(
        db,
        sql`select id, status from outbox where kind = 'mail'`,
      );
      queued = rows.map((row) => row.id);
      return rows.every((row) => row.status === 'sent');
    });
    const delivered = this.stage.mails.map((mail) => /^Message-ID: <outbox-(\d+)@/im.exec(mail)?.[1]);
    for (const id of queued)
      expect(
        delivered.filter((d) => d === String(id)),
        `mail ${id}`,
      ).toHaveLength(1);
    expect(this.bookings.length).toBeGreaterThan(0);
  }

  close() {
    this.askerSocket.close();
    this.adviserSocket.close();
  }
}
