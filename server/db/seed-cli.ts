import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { LocalFileStorage } from '../lib/storage';
import { DatabaseUnavailableError, openDatabase } from './client';
import { seedDemoData } from './seed';

/** `npm run db:seed`: migrates, then adds the demo data that is missing (safe to run again). */
async function run() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const { created } = await seedDemoData(
      database.db,
      new LocalFileStorage(path.join(config.dataDir, 'uploads')),
    );
    console.log(
      created > 0
        ? `Demó adatok betöltve: ${created} új fiók.`
        : 'A demó adatok már megvannak, nincs változás.',
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
