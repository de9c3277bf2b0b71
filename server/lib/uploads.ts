import type { Role } from '@common/constants';
import { messages } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../db/client';
import { lockInTransaction, queryRows } from '../db/client';
import { AppError } from './errors';
import type { FileStorage } from './storage';
import { assertCleanPart } from './validation';

/*
 * The one upload pipeline (images, chat attachments, booking documents, invoices): read the multipart request (size limit
 * while streaming, the text rule on every part), tell the file's real type by its content, check the
 * owner's quota, store it through the storage port and record it in a transaction — a refused or
 * failed record deletes the stored file again.
 */

export interface ReceivedFile {
  data: Buffer;
  filename: string;
}

/**
 * Reads a multipart request: the file (the part named `file`, or any file part when no name is given;
 * other files are drained) and the named text fields. The registered multipart limit answers 413 past
 * the size while streaming, before the whole file is in memory.
 */
export async function readUpload<F extends string = never>(
  request: FastifyRequest,
  options: { file?: string; fields?: readonly F[] } = {},
) {
  let file: ReceivedFile | null = null;
  const fields: Partial<Record<F, string>> = {};
  for await (const part of request.parts()) {
    assertCleanPart(part);
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!options.file || part.fieldname === options.file) file = { data, filename: part.filename };
    } else if (options.fields?.includes(part.fieldname as F)) {
      fields[part.fieldname as F] = String(part.value ?? '').trim() || undefined;
    }
  }
  return { file, fields };
}

/** An uploaded file's name safe to show and to put in Content-Disposition (its path and controls gone). */
export function uploadedFilename(name: string, fallback: string) {
  const cleaned = name
    .replace(/[\\/"\p{Cc}]/gu, '_')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}

/** The file's type told by its content (never its name or the browser's word): one of `accepted`, else `refused`. */
export async function sniffType<M extends string>(
  data: Buffer,
  accepted: readonly M[],
  refused: () => Error,
) {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !accepted.includes(detected.mime as M)) throw refused();
  return detected.mime as M;
}

/**
 * Stores `data` under `key`, then runs `record` in a transaction holding the owner's upload lock (with
 * `quota`, the bytes are counted against it there); if the record is refused or fails, the stored file
 * is deleted again, so no file stays without its row.
 */
export async function storeUpload<T>(options: {
  db: Database;
  storage: FileStorage;
  key: string;
  data: Buffer;
  contentType: string;
  owner?: { user: { id: string; role: Role }; quota: UploadQuota };
  record(tx: Database): Promise<T>;
}): Promise<T> {
  const { db, storage, key, data, owner } = options;
  await storage.put(key, data, { contentType: options.contentType });
  try {
    return await db.transaction(async (tx) => {
      if (owner) {
        await lockUploads(tx, owner.user.id);
        await assertUploadFits(tx, owner.user, data.length, owner.quota);
      }
      return options.record(tx);
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Stored bytes allowed per role (UPLOAD_QUOTA_BYTES; tests pass small ones). */
export type UploadQuota = Readonly<Record<Role, number>>;

/** A limit as people read it: "50 MB" (or KB below a megabyte). */
export function formatBytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const uploadQuotaExceeded = (limit: number) =>
  new AppError(413, 'UPLOAD_QUOTA_EXCEEDED', messages.media.uploadQuota(formatBytes(limit)));

/**
 * The user's upload lock, held until the caller's transaction ends: parallel uploads of one user (images,
 * chat files, booking documents) are counted and stored one after the other, so together they cannot pass a limit.
 */
export async function lockUploads(tx: Database, userId: string) {
  await lockInTransaction(tx, `uploads:${userId}`);
}

/**
 * Under the lock of `lockUploads`: refuses `incoming` bytes past the user's quota. Counted are the
 * user's images (main files), the chat attachments and the booking documents they uploaded, taken or not yet.
 */
export async function assertUploadFits(
  tx: Database,
  user: { id: string; role: Role },
  incoming: number,
  quota: UploadQuota,
) {
  const [row] = await queryRows<{ bytes: string | number }>(
    tx,
    sql`select (coalesce((select sum(size_bytes) from media where user_id = ${user.id}), 0)
              + coalesce((select sum(size) from message_attachments where uploader_id = ${user.id}), 0)
              + coalesce((select sum(size) from booking_documents where uploader_id = ${user.id}), 0)) as bytes`,
  );
  const limit = quota[user.role];
  if (Number(row?.bytes ?? 0) + incoming > limit) throw uploadQuotaExceeded(limit);
}
