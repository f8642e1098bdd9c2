import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type DbHandle } from './client.ts';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (created here and
 * dropped on close) when DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DbHandle & { url?: string }> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDatabase({ dataDir: 'memory://', fromDump: await migratedTemplate() });
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

/**
 * A new PGlite spends about 1.4 s creating its cluster (initdb) and 0.2 s migrating; starting one
 * from a dump of an already migrated cluster takes about 0.3 s. The suite opens hundreds of
 * databases, each test file in its own process, so the dump is kept in the temporary folder,
 * named by the PGlite version and the migrations' contents: a changed migration makes a new one.
 * openDatabase still runs the migrations on it (none left to apply), so a stale dump cannot pass.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `trayecto-pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed: two processes making it at once each leave a whole file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

let key: string | undefined;
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  // The package's own package.json is not exported: found beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  key = hash.digest('hex').slice(0, 16);
  return key;
}
