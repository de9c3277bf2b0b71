import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { localMailbox, outbox } from '../../db/schema';
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
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

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

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage) {
    const attachments = (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    }));
    await this.transporter.sendMail({ from: this.from, ...message, attachments });
  }

  close() {
    this.transporter.close();
  }
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: MailMessage;
  attempts: number;
}

export interface OutboxWorkerOptions {
  pollMs?: number;
  /** After this many failed attempts the row is marked failed (kept, visible to admins), not retried. */
  maxAttempts?: number;
}

/** How long a claimed row stays invisible to other workers while it is being sent. */
const LEASE_MS = 5 * MINUTE_MS;
const BATCH = 10;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

/**
 * Sends what the outbox holds, with retries and exponential backoff. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease, so two server instances never send the same mail twice.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly pollMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 20;
  }

  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close?.();
  }

  /** Runs a pass now (after a commit that enqueued mail), unless one is running. */
  kick() {
    if (this.stopped || this.running) return;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Sends everything that is due now (tests and shutdown). */
  async drain() {
    await this.running;
    while ((await this.runOnce()) > 0) {
      // keep going until nothing is due
    }
  }

  private async runOnce(): Promise<number> {
    const now = this.clock.now();
    // A mail never tried is due at once: its row's default time comes from the database, which may run
    // ahead of the app's clock (tests pin the clock); retries wait for the time this worker set.
    const claimed = await queryRows<ClaimedRow>(
      this.db,
      sql`update outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
          where id in (
            select id from outbox
            where status = 'pending' and (attempts = 0 or next_attempt_at <= ${now})
            order by id limit ${BATCH}
            for update skip locked)
          returning id, kind, payload, attempts`,
    );
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async deliver(row: ClaimedRow) {
    try {
      await this.transport.send(row.payload);
      // Once delivered, the outbox keeps only whom and what about: codes, links, notes and calendar files
      // do not stay behind as a second copy of personal text (the local mailbox has its own copy).
      const kept = { to: row.payload.to, subject: row.payload.subject };
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: this.clock.now(), lastError: null, payload: kept })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const failed = row.attempts >= this.maxAttempts;
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'ismeretlen hiba';
      this.log.warn({ outboxId: row.id, attempts: row.attempts, failed }, `mail delivery failed: ${reason}`);
      await this.db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: reason,
          nextAttemptAt: new Date(this.clock.now().getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
    }
  }
}
