import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Keys are relative paths ('avatars/ab12.webp'); the local
 * implementation keeps them under DATA_DIR/uploads; /media/<key> serves them (public or signed URLs,
 * modules/media/media-urls.ts). An S3-compatible
 * store can implement the same interface later.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Path of the file on the site (served by the API host). */
  urlFor(key: string): string;
  /** The same with the site's origin (PUBLIC_URL), for answers read outside the site (SPEC §7). */
  absoluteUrlFor(key: string): string;
  /** Resolves when the store can take files now (readiness checks); rejects otherwise. */
  ping(): Promise<void>;
}

export const MEDIA_URL_PREFIX = '/media/';

export class LocalFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly siteUrl = '',
  ) {}

  async put(key: string, data: Buffer) {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }

  get(key: string) {
    return readFile(this.resolve(key));
  }

  async delete(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  urlFor(key: string) {
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  absoluteUrlFor(key: string) {
    return `${this.siteUrl}${this.urlFor(key)}`;
  }

  /** The root exists (created on a fresh install) and this process may write into it. */
  async ping() {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  private resolve(key: string) {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(`${path.resolve(this.root)}${path.sep}`)) {
      throw new Error(`Storage key escapes the storage root: ${key}`);
    }
    return target;
  }
}
