import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, opendir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What the store knows about an object without reading it. */
export interface StoredObjectInfo {
  /** Bytes of the whole object (also when only a range is read). */
  size: number;
  /** A strong HTTP entity tag, quoted (`"…"`): changes whenever the bytes do. */
  etag: string;
  /** As stored with the object (S3) or known from the key's extension (local); may be unknown. */
  contentType?: string | undefined;
  lastModified: Date;
}

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object opened for streaming: read `body` to the end or destroy it. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
  /** Set when `open` was asked for a range: `body` holds just these bytes. */
  range?: ByteRange | undefined;
}

/**
 * Where uploaded and generated files live, behind one port with two adapters: the local disk
 * (LocalFileStorage, the default) or an S3-compatible bucket (S3FileStorage, lib/s3-storage.ts).
 * Keys are relative paths ('media/<user>/<uuid>.webp'). Whatever the adapter, the site serves the
 * files itself: /media/<key> (public or signed, modules/media) and the authorised download routes.
 * A key the store does not hold is always a StoredObjectNotFound.
 */
export interface FileStorage {
  /** Stores (or replaces) an object; a stream is written as it comes, never held whole in memory. */
  put(key: string, data: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** The whole object in memory: only for small files (images to process). */
  get(key: string): Promise<Buffer>;
  /** Size, ETag, type and date, without the bytes (conditional and ranged requests). */
  stat(key: string): Promise<StoredObjectInfo>;
  /** The object as a stream, for sending it on. */
  open(key: string, options?: { range?: ByteRange }): Promise<StoredObject>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store is reachable and writable, rejects otherwise (readiness checks). */
  ping(): Promise<void>;
  /** Path of the file on the site (served by the API host). */
  urlFor(key: string): string;
  /** The same with the site's origin (PUBLIC_URL), for answers read outside the site (SPEC §7). */
  absoluteUrlFor(key: string): string;
}

/** The store holds no object under this key (never written, deleted, or lost). */
export class StoredObjectNotFound extends Error {
  constructor(readonly key: string) {
    super(`Stored object not found: ${key}`);
    this.name = 'StoredObjectNotFound';
  }
}

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** The type of a key by its extension; keys without a known one (chat files) get theirs from the row. */
export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}

/** Keys are relative paths of plain segments: nothing absolute, empty, `.` or `..`, no backslash. */
export function assertStorageKey(key: string) {
  const segments = key.split('/');
  if (key.includes('\\') || key.includes('\0') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Links to stored files: always the site's own /media/<key>, whichever store holds the bytes. */
export const mediaPath = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** Files on the local disk under one root folder (DATA_DIR/uploads or DATA_DIR/private). */
export class LocalFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly siteUrl = '',
  ) {}

  async put(key: string, data: Buffer | Readable) {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed over it: a reader never sees half a file. The dot keeps
    // the temporary name out of /media (no key starts with a dot) and out of the S3 copy.
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      await pipeline(data instanceof Buffer ? [data] : data, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      throw this.translate(error, key);
    }
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    let stats: Awaited<ReturnType<typeof stat>>;
    try {
      stats = await stat(this.resolve(key));
    } catch (error) {
      throw this.translate(error, key);
    }
    if (!stats.isFile()) throw new StoredObjectNotFound(key);
    return {
      size: stats.size,
      // Size and modification time, like static file servers: a rewrite changes at least one.
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      contentType: contentTypeOf(key),
      lastModified: stats.mtime,
    };
  }

  async open(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject> {
    const info = await this.stat(key);
    const { range } = options;
    const body = createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
    // The file was there a moment ago; if it went since, the open fails here and not mid-response.
    await new Promise<void>((resolve, reject) => {
      const opened = () => {
        body.off('error', failed);
        resolve();
      };
      const failed = (error: Error) => {
        body.off('open', opened);
        reject(this.translate(error, key));
      };
      body.once('open', opened).once('error', failed);
    });
    return { ...info, body, range };
  }

  async delete(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  async ping() {
    // A missing folder is not recreated here: it usually means a volume that is not mounted.
    const stats = await stat(this.root);
    if (!stats.isDirectory()) throw new Error(`Storage root is not a folder: ${this.root}`);
    await access(this.root, constants.W_OK);
  }

  urlFor(key: string) {
    return mediaPath(key);
  }

  absoluteUrlFor(key: string) {
    return `${this.siteUrl}${mediaPath(key)}`;
  }

  /** Every stored key (temporary files left out), for copying the folder elsewhere. */
  async *keys(folder = ''): AsyncGenerator<string> {
    let entries: Awaited<ReturnType<typeof opendir>>;
    try {
      entries = await opendir(path.join(this.root, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.keys(key);
      else if (entry.isFile()) yield key;
    }
  }

  private translate(error: unknown, key: string) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR'
      ? new StoredObjectNotFound(key)
      : error;
  }

  private resolve(key: string) {
    assertStorageKey(key);
    const target = path.resolve(this.root, key);
    if (!target.startsWith(`${path.resolve(this.root)}${path.sep}`)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return target;
  }
}
