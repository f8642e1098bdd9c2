import { DataDirLockedError, openDatabase } from '@trayecto/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemo } from './seed/seed.ts';
import { seedDemoQuotes } from './seed/seed-quotes.ts';
import { seedDemoTrips } from './seed/seed-trips.ts';

// Starts the server: configuration, database (migrations), demo seed, listen; stops cleanly.

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ db: handle, config });
  if (config.demoSeed) {
    const { seeded } = await seedDemo(handle.db);
    await seedDemoTrips(handle.db, new Date(), config.linkTokenKey);
    await seedDemoQuotes(handle.db);
    app.log.info(
      seeded ? 'demo data seeded (demo@trayecto.test / Demo1234!)' : 'demo data already present',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await handle.close();
    process.exit(1);
  }
}

await main();
