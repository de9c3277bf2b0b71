import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { sharedServerSecret } from '../../lib/server-secret';

/**
 * Advisers' invoicing keys sealed at rest with AES-256-GCM (issue 39). The keyring comes from the
 * settings (INVOICING_KEYS = "id:base64key,id2:base64key", the first seals, all open), so a copy of the
 * database alone opens nothing; rotation adds a new first key and `npm run invoicing:rotate-keys`
 * re-seals every stored key under it (docs/DEPLOY.md). A sealed value is "<id>:<iv>:<tag>:<data>".
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  readonly currentId: string;

  constructor(keyring: { id: string; key: Buffer }[]) {
    const [first] = keyring;
    if (!first) throw new Error('the invoicing keyring is empty');
    this.currentId = first.id;
    this.keys = new Map(keyring.map(({ id, key }) => [id, key]));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(this.currentId), iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
    return [this.currentId, ...parts].join(':');
  }

  open(sealed: string): string {
    const [id, iv, tag, data] = sealed.split(':');
    if (!id || !iv || !tag || data === undefined) throw new Error('not a sealed invoicing key');
    const decipher = createDecipheriv('aes-256-gcm', this.key(id), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Sealed under an older key of the ring: the rotation command re-seals it. */
  isStale(sealed: string) {
    return !sealed.startsWith(`${this.currentId}:`);
  }

  private key(id: string) {
    const key = this.keys.get(id);
    if (!key) throw new Error(`invoicing key "${id}" is not in INVOICING_KEYS`);
    return key;
  }
}

export const LOCAL_KEY_NAME = 'invoicing-local-key';

/**
 * Without INVOICING_KEYS (only allowed with demo payments, see config.ts): a key made once and kept in
 * the database, so a local demo works out of the box. Real deployments name their keys in the settings.
 */
export async function loadLocalKeyring(db: Database) {
  const key = await sharedServerSecret(db, LOCAL_KEY_NAME, () => randomBytes(32).toString('base64'));
  return [{ id: 'local', key: Buffer.from(key, 'base64') }];
}

/** The deployment's SecretBox, made on first use: from INVOICING_KEYS, else the local key. */
export function secretBoxLoader(keyring: { id: string; key: Buffer }[] | undefined, db: Database) {
  let box: Promise<SecretBox> | undefined;
  return () => {
    box ??= (async () => new SecretBox(keyring ?? (await loadLocalKeyring(db))))();
    // A failed load (database away) is tried again next time.
    box.catch(() => {
      box = undefined;
    });
    return box;
  };
}
