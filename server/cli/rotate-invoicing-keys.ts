import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { resealInvoicingKeys } from '../modules/invoicing/rotate-keys';

/**
 * `npm run invoicing:rotate-keys`: every adviser's invoicing key re-sealed under the first key of
 * INVOICING_KEYS (docs/DEPLOY.md "Számlázó kulcsok cseréje").
 */
async function run() {
  const config = loadConfig();
  const keyring = config.invoicing.keyring;
  if (!keyring)
    throw new Error('INVOICING_KEYS nincs beállítva: tegye az új kulcsot az első helyre, a régieket mögé.');
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const { resealed, total } = await resealInvoicingKeys(database.db, keyring);
    console.log(
      `Számlázó kulcsok: ${resealed} újratitkosítva a(z) „${keyring[0]?.id}” kulccsal, ${total - resealed} már azzal volt titkosítva.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  // Config and database problems carry a message meant for the operator; a key never appears in one.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
