import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Closes connections and releases the data-folder lock. */
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder "${dataDir}" is in use by another running process. ` +
        'Stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

// Arbitrary constant: serializes migrations when several API instances start at once.
const MIGRATION_LOCK_KEY = 72_617_934;

/**
 * Opens the database: node-postgres when `databaseUrl` is set, otherwise embedded PGlite in
 * `dataDir` (or in memory when `dataDir` is 'memory://'). Applies the committed migrations.
 * PGlite has a single connection; it queues statements and runs transactions exclusively, and
 * the data folder is locked so a second process cannot open (and corrupt) it.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** An in-memory PGlite starts from this dump of a data folder (PGlite's dumpDataDir). */
  fromDump?: Blob | undefined;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that is down answers "refused" at once; one that is unreachable must not
      // hold requests for minutes: they fail with 503 (and the health check says so) instead.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle client whose server connection ends (restart, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01')
        console.error('database pool:', error.message);
    });
    // pg-pool listens for errors only on idle clients. A client checked out (inside a
    // transaction) whose connection the server ends (outage, restart, pg_terminate_backend)
    // emits 'error' with no listener, which would crash the process; its query rejects anyway,
    // so the request fails with a database error and the pool discards the client.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? './data';
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite(options.fromDump ? { loadDataDir: options.fromDump } : {});
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    try {
      release = await lockfile.lock(dir, { stale: 15_000, update: 5_000, realpath: false });
    } catch {
      throw new DataDirLockedError(dir);
    }
    client = new PGlite(dir);
  }
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}
