import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { type FileStorage, LocalFileStorage } from './storage';

/** The two stores of the app: public media (avatars, gallery) and private files (invoices, chat). */
export interface Storages {
  /** Images served at /media/<key> (public or signed). */
  storage: FileStorage;
  /** Files only their owners may download (invoices, chat attachments), through authorised routes. */
  privateStorage: FileStorage;
  /** Releases the connections of the store (the S3 client); local storage has none. */
  close(): Promise<void>;
}

/** DATA_DIR/uploads and DATA_DIR/private: the local stores, and the source of the S3 copy. */
export function localStorages(dataDir: string, siteUrl = '') {
  return {
    storage: new LocalFileStorage(path.join(dataDir, 'uploads'), siteUrl),
    privateStorage: new LocalFileStorage(path.join(dataDir, 'private'), siteUrl),
  };
}

/**
 * The stores the config asks for (STORAGE): the local folders (created here, so `ping` finds them),
 * or one S3 bucket with the prefixes uploads/ and private/. The S3 SDK is loaded only when used.
 */
export async function createStorages(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'storage'>,
): Promise<Storages> {
  if (config.storage.kind === 's3') {
    const { createS3Client, S3FileStorage } = await import('./s3-storage');
    const client = createS3Client(config.storage);
    const { bucket } = config.storage;
    return {
      storage: new S3FileStorage(client, bucket, 'uploads/', config.publicUrl),
      privateStorage: new S3FileStorage(client, bucket, 'private/', config.publicUrl),
      close: async () => client.destroy(),
    };
  }
  const local = localStorages(config.dataDir, config.publicUrl);
  await mkdir(local.storage.root, { recursive: true });
  await mkdir(local.privateStorage.root, { recursive: true });
  return { ...local, close: async () => undefined };
}
