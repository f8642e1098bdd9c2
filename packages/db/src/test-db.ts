import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from './client.ts';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (created here and
 * dropped on close) when DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DbHandle & { url?: string }> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDatabase({ dataDir: 'memory://' });
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
