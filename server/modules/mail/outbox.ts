import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { localMailbox, outbox } from '../../db/schema';
import { type BackgroundJobDeps, QueueJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { MailContent } from './templates';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 (the outbox row is JSON). */
  content: string;
}

export interface MailMessage extends MailContent {
  to: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'local' | 'none';
  /** `key` names the outbox row: a mail sent again (at-least-once) carries the same Message-ID. */
  send(message: MailMessage, key?: string): Promise<void>;
  close?(): void;
}

/**
 * The mail server could not be reached or stopped answering: no fault of the mail, which waits in the
 * outbox (never marked failed for this) until the server is back.
 */
export class MailServerUnavailable extends Error {
  constructor(cause: unknown) {
    super(`a levelezőszerver nem érhető el: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MailServerUnavailable';
  }
}

/** nodemailer's codes of a connection that failed, broke or timed out (not an answer of the server). */
const SMTP_CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** Writes a mail into the outbox inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(tx: Database, message: MailMessage) {
  // An erased account's pseudonymous address is in the reserved .invalid domain: it is never mailed.
  if (message.to.toLowerCase().endsWith('.invalid')) return;
  await tx.insert(outbox).values({ kind: 'mail', payload: message });
}

/** Delivery into the local_mailbox table (no SMTP_URL): the newcomer reads it at /dev/mail. */
export class LocalMailboxTransport implements MailTransport {
  readonly kind = 'local';
  constructor(private readonly db: Database) {}

  async send(message: MailMessage) {
    // The local mailbox keeps the text and names the attachments instead of storing them.
    const names = (message.attachments ?? []).map((a) => a.filename);
    const text = names.length > 0 ? `${message.text}\n\nMellékletek: ${names.join(', ')}` : message.text;
    await this.db
      .insert(localMailbox)
      .values({ to: message.to, subject: message.subject, html: message.html, text });
  }
}

/**
 * No SMTP_URL and no local mailbox: nothing can deliver mail. Every attempt fails, so each mail stays in
 * the outbox (retried with backoff, then marked failed, visible to admins and never served to anyone)
 * and goes out if SMTP_URL is set and the server restarted while it is still being retried.
 */
export class UndeliverableTransport implements MailTransport {
  readonly kind = 'none';

  async send(): Promise<void> {
    throw new Error('nincs levélküldő beállítva (SMTP_URL), a helyi postafiók ki van kapcsolva');
  }
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: nodemailer.Transporter;
  /** Of MAIL_FROM: the right side of the Message-IDs. */
  private readonly domain: string;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Bounded waits: a send must end well within the outbox lease (OUTBOX_LEASE_MS), so that no other
    // instance takes the same mail while this one is still talking to the server; and a server that
    // stopped answering is noticed soon (MailServerUnavailable), not after minutes.
    this.transporter = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tanacsado-portal';
  }

  async send(message: MailMessage, key?: string) {
    const attachments = (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    }));
    try {
      await this.transporter.sendMail({
        from: this.from,
        ...message,
        attachments,
        ...(key ? { messageId: `<${key}@${this.domain}>` } : {}),
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw typeof code === 'string' && SMTP_CONNECTION_CODES.has(code)
        ? new MailServerUnavailable(error)
        : error;
    }
  }

  close() {
    this.transporter.close();
  }
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: MailMessage;
  /** Also the claim's fencing token: every claim raises it, so a stale worker's writes match nothing. */
  attempts: number;
}

/** A claimed row whose outcome the database has not taken yet, and whether it was sent. */
interface OpenRow {
  row: ClaimedRow;
  sent: boolean;
}

export interface OutboxWorkerOptions {
  pollMs?: number;
  /**
   * Senders of the other kinds of side effect the outbox carries (e.g. `push`), each with what of its
   * payload may stay once sent; mail goes to the transport.
   */
  handlers?: Record<string, { send(payload: never): Promise<void>; kept(payload: never): unknown }>;
  /** After this many failed attempts the row is marked failed (kept, visible to admins), not retried. */
  maxAttempts?: number;
}

/**
 * How long a claimed row stays invisible to other workers. It is renewed just before each send, so it
 * covers one send, which the transports bound far below it (SmtpTransport's timeouts).
 */
export const OUTBOX_LEASE_MS = 5 * MINUTE_MS;
const BATCH = 10;
/** While the mail server is unreachable, the waiting mails are tried again this often (not backed off). */
export const MAIL_SERVER_RETRY_MS = 5_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

/**
 * Sends what the outbox holds, with retries and exponential backoff. With several instances each mail
 * is handed to the transport by one of them only: rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease; the claim raises `attempts`, which fences the claim: the lease is renewed before the send
 * and the outcome written only while `attempts` is still this worker's (a claim that outlived its
 * lease and was taken over sends nothing and writes nothing).
 */
export class OutboxWorker extends QueueJob {
  private readonly maxAttempts: number;
  private readonly handlers: NonNullable<OutboxWorkerOptions['handlers']>;
  /** False from a send that found the mail server unreachable until one gets through (readiness). */
  mailServerAnswers = true;
  /**
   * What passes cut short by a database outage left open: claimed rows whose outcome the database has
   * not taken yet (and whether they were sent), and the leases of claims whose answer never came (the
   * claim may have been made; each lease is unique to its claim, random microseconds). The next pass
   * records, sends or frees them at once instead of their lease keeping them waiting for minutes, and
   * a mail already sent is not sent again.
   */
  private readonly carried: { rows: Map<number, OpenRow>; leases: Set<string> } = {
    rows: new Map(),
    leases: new Set(),
  };
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly deps: BackgroundJobDeps,
    options: OutboxWorkerOptions = {},
  ) {
    super('outbox', deps, { everyMs: options.pollMs ?? 1000 });
    this.maxAttempts = options.maxAttempts ?? 20;
    this.handlers = options.handlers ?? {};
  }

  override async stop() {
    await super.stop();
    this.transport.close?.();
  }

  /** Mails waiting to be sent (the outbox_pending gauge): the partial index answers it. */
  async depth(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from outbox where status = 'pending'`,
    );
    return row?.n ?? 0;
  }

  protected async pass(log: FastifyBaseLogger): Promise<number> {
    // This pass's own: a pass running at the same time (drain) never takes them.
    const open = { rows: new Map(this.carried.rows), leases: new Set(this.carried.leases) };
    this.carried.rows.clear();
    this.carried.leases.clear();
    try {
      return await this.work(open, log);
    } finally {
      for (const [id, entry] of open.rows) this.carried.rows.set(id, entry);
      for (const lease of open.leases) this.carried.leases.add(lease);
    }
  }

  private async work(open: { rows: Map<number, OpenRow>; leases: Set<string> }, log: FastifyBaseLogger) {
    for (const { row, sent } of [...open.rows.values()]) {
      if (sent) await this.recordSent(row, open.rows, log);
      else await this.deliver(row, open.rows, log);
    }
    for (const lease of [...open.leases]) {
      await queryRows(
        this.db,
        sql`update outbox set next_attempt_at = ${this.clock.now()}
            where status = 'pending' and next_attempt_at = ${lease}::timestamptz`,
      );
      open.leases.delete(lease);
    }
    const now = this.clock.now();
    const lease = this.leaseEnd()
      .toISOString()
      .replace('Z', `${randomInt(1000).toString().padStart(3, '0')}Z`);
    open.leases.add(lease);
    // A mail never tried is due at once: its row's default time comes from the database, which may run
    // ahead of the app's clock (tests pin the clock); retries wait for the time this worker set.
    const claimed = await queryRows<ClaimedRow>(
      this.db,
      sql`update outbox set attempts = attempts + 1, next_attempt_at = ${lease}::timestamptz
          where id in (
            select id from outbox
            where status = 'pending' and (attempts = 0 or next_attempt_at <= ${now})
            order by id limit ${BATCH}
            for update skip locked)
          returning id, kind, payload, attempts`,
    );
    open.leases.delete(lease);
    for (const row of claimed) open.rows.set(row.id, { row, sent: false });
    for (const [index, row] of claimed.entries()) {
      if (await this.deliver(row, open.rows, log)) continue;
      // The mail server is away: the rest of the batch waits with this row instead of each trying it.
      const retryAt = new Date(this.clock.now().getTime() + MAIL_SERVER_RETRY_MS);
      for (const waiting of claimed.slice(index + 1)) {
        await this.whileClaimed(waiting, { nextAttemptAt: retryAt });
        open.rows.delete(waiting.id);
      }
      break;
    }
    return claimed.length;
  }

  private leaseEnd() {
    return new Date(this.clock.now().getTime() + OUTBOX_LEASE_MS);
  }

  /** Writes to the row only while this worker's claim holds; false when another worker took it over. */
  private async whileClaimed(row: ClaimedRow, change: Partial<typeof outbox.$inferInsert>) {
    const updated = await this.db
      .update(outbox)
      .set(change)
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending')))
      .returning({ id: outbox.id });
    return updated.length > 0;
  }

  /** Sends one claimed row; false when the mail server could not be reached (the row waits). */
  private async deliver(row: ClaimedRow, open: Map<number, OpenRow>, log: FastifyBaseLogger) {
    // The rows of a batch are sent one after the other: each one's lease starts again at its send.
    if (!(await this.whileClaimed(row, { nextAttemptAt: this.leaseEnd() }))) {
      open.delete(row.id);
      return true;
    }
    const handler = this.handlers[row.kind];
    try {
      if (handler) await handler.send(row.payload as never);
      else {
        await this.transport.send(row.payload, `outbox-${row.id}`);
        this.mailServerAnswers = true;
      }
    } catch (error) {
      this.deps.metrics?.mailDeliveryFailures.inc();
      const serverAway = error instanceof MailServerUnavailable;
      if (serverAway) this.mailServerAnswers = false;
      // An unreachable server is no fault of the mail: it is tried again soon and never given up on.
      const failed = !serverAway && row.attempts >= this.maxAttempts;
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'ismeretlen hiba';
      log.warn({ outboxId: row.id, attempts: row.attempts, failed }, `mail delivery failed: ${reason}`);
      await this.whileClaimed(row, {
        status: failed ? 'failed' : 'pending',
        lastError: reason,
        nextAttemptAt: new Date(this.clock.now().getTime() + this.retryDelay(error, row, serverAway)),
      });
      open.delete(row.id);
      return !serverAway;
    }
    open.set(row.id, { row, sent: true });
    await this.recordSent(row, open, log);
    return true;
  }

  /**
   * When to try a failed row again: soon while the mail server is away; when the other side asked
   * (a handler's error carrying `retryAfterMs`, e.g. an invoicing API's 429 Retry-After); else backoff.
   */
  private retryDelay(error: unknown, row: ClaimedRow, serverAway: boolean) {
    if (serverAway) return MAIL_SERVER_RETRY_MS;
    const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof asked === 'number' && asked > 0) return Math.min(asked, HOUR_MS);
    return retryDelayMs(row.attempts);
  }

  private async recordSent(row: ClaimedRow, open: Map<number, OpenRow>, log: FastifyBaseLogger) {
    const handler = this.handlers[row.kind];
    // Once delivered, the outbox keeps only whom and what about: codes, links, notes and calendar files
    // do not stay behind as a second copy of personal text (the local mailbox has its own copy).
    const kept = handler
      ? handler.kept(row.payload as never)
      : { to: row.payload.to, subject: row.payload.subject };
    const recorded = await this.whileClaimed(row, {
      status: 'sent',
      sentAt: this.clock.now(),
      lastError: null,
      payload: kept,
    });
    open.delete(row.id);
    if (!recorded) log.error({ outboxId: row.id }, 'mail sent after its claim was taken over');
  }
}
