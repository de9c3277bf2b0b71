import { buildApp } from './app';
import { ConfigError, describeMode, loadConfig } from './config';
import { DatabaseUnavailableError } from './db/client';
import { seedIfEmpty } from './seed/seed';

/** A shutdown that has not finished by then (a request that never ends) exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

/** Reads the config, builds the app, seeds an empty database when asked, listens, and stops gracefully. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  app.log.info(describeMode(config));
  if (config.seedDemo) {
    await seedIfEmpty(app.db, app.storage, app.log, { privateStorage: app.privateStorage, clock: app.clock });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`A portál fut: ${config.publicUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // app.close() runs the steps in order: /api/ready answers 503, the sockets are dropped (their
    // clients reconnect elsewhere), HTTP stops accepting and lets requests in flight finish, then the
    // background jobs stop and the database and Redis connections close (app.ts hooks).
    app.log.info(`${signal}: leállás, a folyamatban lévő kérések befejeződnek`);
    setTimeout(() => {
      app.log.error(`a leállás ${SHUTDOWN_TIMEOUT_MS / 1000} másodperc alatt sem fejeződött be`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'hiba a leállás közben');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`A port már foglalt: ${error.message}. Állítson be másikat a PORT változóval.`);
  } else {
    console.error('A szerver nem tudott elindulni:', error);
  }
  process.exit(1);
});
