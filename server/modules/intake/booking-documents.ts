import { randomUUID } from 'node:crypto';
import type { BookingDocument, StoredIntakeAnswer } from '@common/api/intake';
import { BOOKING_DOCUMENT_MAX_BYTES, BOOKING_DOCUMENT_TYPES } from '@common/constants';
import { messages } from '@common/messages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertOne } from '../../db/client';
import { advisers, bookingDocuments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import {
  assertUploadFits,
  type ReceivedFile,
  sniffType,
  storeUpload,
  type UploadQuota,
  uploadedFilename,
} from '../../lib/uploads';
import { adviserPolicy } from '../advisers/advisers.policy';
import { adviserNotFound, adviserOwner, loadAdviserRecord } from '../advisers/advisers.service';
import type { ActiveSession } from '../auth/sessions';

export interface BookingDocumentDeps {
  db: Database;
  clock: Clock;
  files: FileStorage;
  quota: UploadQuota;
}

export const documentNotFound = () => notFound(messages.intake.documentNotFound, 'DOCUMENT_NOT_FOUND');
const documentGone = () => conflict(messages.intake.documentGone, 'DOCUMENT_GONE');

const asDocument = (row: typeof bookingDocuments.$inferSelect): BookingDocument => ({
  id: row.id,
  filename: row.filename,
  mimeType: row.mimeType,
  size: row.size,
});

/**
 * Booking documents (issue 40): files an asker attaches to a booking through a `file` intake question.
 * Uploaded first (waiting, `appointment_id` null), taken by the booking's transaction, read by the two
 * parties and admins through short-lived signed links (the route signs; this decides who may).
 */
export function createBookingDocuments(deps: BookingDocumentDeps) {
  const { db, clock, files, quota } = deps;

  /** An asker uploads a document for a booking with a visible adviser: checked by content, counted in the quota. */
  async function upload(auth: ActiveSession, adviserId: string, file: ReceivedFile | null) {
    const record = await loadAdviserRecord(db, adviserId);
    if (!adviserPolicy.canSee(auth.user, adviserOwner(record, clock.now()))) throw adviserNotFound();
    if (!file || file.data.length === 0) throw badRequest('Nincs megadva fájl a feltöltéshez');
    if (file.data.length > BOOKING_DOCUMENT_MAX_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.intake.documentTooLarge);
    }
    // A full account is refused before anything is read (the exact check is in the transaction).
    await assertUploadFits(db, auth.user, 1, quota);
    const mimeType = await sniffType(
      file.data,
      BOOKING_DOCUMENT_TYPES,
      () => new AppError(415, 'UNSUPPORTED_FILE', messages.intake.documentType),
    );
    const storageKey = `booking/${auth.user.id}/${randomUUID()}`;
    const row = await storeUpload({
      db,
      storage: files,
      key: storageKey,
      data: file.data,
      contentType: mimeType,
      owner: { user: auth.user, quota },
      record: (tx) =>
        insertOne(tx, bookingDocuments, {
          uploaderId: auth.user.id,
          adviserId,
          filename: uploadedFilename(file.filename, 'dokumentum'),
          mimeType,
          size: file.data.length,
          storageKey,
          // The sweeper measures the day by this (the service clock, like the sweeper).
          createdAt: clock.now(),
        }),
    });
    return asDocument(row);
  }

  /** The uploader takes back a document no booking has taken yet. */
  async function remove(auth: ActiveSession, id: string) {
    const [row] = await db
      .delete(bookingDocuments)
      .where(
        and(
          eq(bookingDocuments.id, id),
          eq(bookingDocuments.uploaderId, auth.user.id),
          isNull(bookingDocuments.appointmentId),
        ),
      )
      .returning({ storageKey: bookingDocuments.storageKey });
    if (!row) throw documentNotFound();
    await files.delete(row.storageKey).catch(() => undefined);
  }

  /**
   * A document `auth` may read: its uploader's, the adviser's once a booking took it, any admin's.
   * Others get the same 404 as for a missing one.
   */
  async function readable(auth: ActiveSession, id: string) {
    const [found] = await db
      .select({ document: bookingDocuments, adviserUserId: advisers.userId })
      .from(bookingDocuments)
      .innerJoin(advisers, eq(advisers.id, bookingDocuments.adviserId))
      .where(eq(bookingDocuments.id, id));
    if (!found) throw documentNotFound();
    const { document, adviserUserId } = found;
    const allowed =
      auth.user.role === 'admin' ||
      document.uploaderId === auth.user.id ||
      (document.appointmentId !== null && adviserUserId === auth.user.id);
    if (!allowed) throw documentNotFound();
    return document;
  }

  /** The document a valid signed link names (the signature was checked by the route). */
  async function byId(id: string) {
    const [row] = await db.select().from(bookingDocuments).where(eq(bookingDocuments.id, id));
    if (!row) throw documentNotFound();
    return row;
  }

  /**
   * The `file` answers' documents, as the appointment keeps them: each must be the asker's own, uploaded
   * for this adviser and not taken by another booking (else 409, nothing booked).
   */
  async function forAnswers(uploaderId: string, adviserId: string, answers: StoredIntakeAnswer[]) {
    const ids = answers.flatMap((answer) => (answer.kind === 'file' ? (answer.value as string[]) : []));
    if (ids.length === 0) return answers;
    const rows = await db
      .select()
      .from(bookingDocuments)
      .where(
        and(
          inArray(bookingDocuments.id, ids),
          eq(bookingDocuments.uploaderId, uploaderId),
          eq(bookingDocuments.adviserId, adviserId),
          isNull(bookingDocuments.appointmentId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, asDocument(row)]));
    if (byId.size !== ids.length) throw documentGone();
    return answers.map((answer) =>
      answer.kind === 'file'
        ? { ...answer, documents: (answer.value as string[]).map((id) => byId.get(id) as BookingDocument) }
        : answer,
    );
  }

  /**
   * In the booking's transaction: the answers' documents become the appointment's. Conditional, so a
   * document taken or swept meanwhile fails the booking instead of being shared by two.
   */
  async function take(
    tx: Database,
    appointmentId: string,
    uploaderId: string,
    answers: StoredIntakeAnswer[],
  ) {
    const ids = answers.flatMap((answer) => answer.documents?.map((document) => document.id) ?? []);
    if (ids.length === 0) return;
    const taken = await tx
      .update(bookingDocuments)
      .set({ appointmentId })
      .where(
        and(
          inArray(bookingDocuments.id, ids),
          eq(bookingDocuments.uploaderId, uploaderId),
          isNull(bookingDocuments.appointmentId),
        ),
      )
      .returning({ id: bookingDocuments.id });
    if (taken.length !== ids.length) throw documentGone();
  }

  return { upload, remove, readable, byId, forAnswers, take };
}

export type BookingDocuments = ReturnType<typeof createBookingDocuments>;
