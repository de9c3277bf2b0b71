import { ConfigError, loadConfig } from '../config';
import { DatabaseUnavailableError, openDatabase } from '../db/client';
import { createStorages } from '../lib/storages';
import { seedDemoData } from './seed';

/** `npm run db:seed`: migrates, then adds the demo data that is missing (safe to run again). */
async function run() {
  const config = loadConfig();
  // The same rule as SEED_DEMO: accounts with the published password would open a live site to anyone.
  if (config.env === 'production') {
    console.error(
      'Éles üzemben (NODE_ENV=production) nem tölthetők be demó adatok, mert a demó fiókok jelszava nyilvános. Adminisztrátort az npm run create-admin paranccsal hozhat létre.',
    );
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  // The demo avatars go where the app will look for them: the local folder or the bucket (STORAGE).
  const storages = await createStorages(config);
  try {
    await database.migrate();
    const { created } = await seedDemoData(database.db, storages.storage, undefined, {
      privateStorage: storages.privateStorage,
    });
    console.log(
      created > 0
        ? `Demó adatok betöltve: ${created} új fiók.`
        : 'A demó adatok már megvannak, nincs változás.',
    );
  } finally {
    await storages.close();
    await database.close();
  }
}

run().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
