/** One key of the invoicing keyring (INVOICING_KEYS): its id, stored with each sealed value, and 32 bytes. */
export interface KeyringEntry {
  id: string;
  key: Buffer;
}

/** Parses INVOICING_KEYS ("id:base64key,…", each key 32 bytes); the message names what is wrong. */
export function parseKeyring(text: string): KeyringEntry[] | string {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'legalább egy kulcs kell: azonosító:base64-kulcs';
  const ring: KeyringEntry[] = [];
  for (const entry of entries) {
    const [id, key, ...rest] = entry.split(':');
    if (!id || !key || rest.length > 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(id))
      return 'minden elem azonosító:base64-kulcs alakú legyen (pl. k2026:…)';
    const bytes = Buffer.from(key, 'base64');
    if (bytes.length !== 32) return `a(z) ${id} kulcs nem 32 bájtos (openssl rand -base64 32)`;
    if (ring.some((other) => other.id === id)) return `a(z) ${id} azonosító kétszer szerepel`;
    ring.push({ id, key: bytes });
  }
  return ring;
}
