import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoicingAccounts, serverSecrets } from '../../db/schema';
import type { KeyringEntry } from './keyring';
import { LOCAL_KEY_NAME, SecretBox } from './secret-box';

/**
 * Re-seals every stored invoicing key under the first key of `keyring` (INVOICING_KEYS): after the
 * operator put a new key first, the old ones can leave the setting once this has run. Keys sealed
 * with the local key of a demo install are taken over too. Each row is re-sealed in its own statement
 * only if it has not changed meanwhile, so a run beside a live app loses nothing; running it again
 * finds nothing to do.
 */
export async function resealInvoicingKeys(db: Database, keyring: KeyringEntry[]) {
  const [local] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, LOCAL_KEY_NAME));
  const box = new SecretBox([
    ...keyring,
    ...(local && !keyring.some((entry) => entry.id === 'local')
      ? [{ id: 'local', key: Buffer.from(local.value, 'base64') }]
      : []),
  ]);
  const rows = await db
    .select({ adviserId: invoicingAccounts.adviserId, sealed: invoicingAccounts.secretSealed })
    .from(invoicingAccounts)
    .where(isNotNull(invoicingAccounts.secretSealed));
  let resealed = 0;
  for (const row of rows) {
    if (!row.sealed || !box.isStale(row.sealed)) continue;
    const updated = await db
      .update(invoicingAccounts)
      .set({ secretSealed: box.seal(box.open(row.sealed)) })
      .where(eq(invoicingAccounts.adviserId, row.adviserId))
      .returning({ id: invoicingAccounts.adviserId });
    resealed += updated.length;
  }
  return { resealed, total: rows.length };
}
