import { sql } from 'drizzle-orm';
import type { Db } from '@trayecto/db';

// "Nothing stored": the row count of every table and a checksum of its rows, so a test can show
// that refused input left the database exactly as it was.

export type DbSnapshot = Record<string, { rows: number; checksum: string }>;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Every table in the public schema (new tables are included without touching the tests). */
export async function snapshotTables(db: Db, options: { skipChecksum?: string[] } = {}) {
  const tables = rowsOf(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`),
  ).map((r) => String(r.name));
  const snapshot: DbSnapshot = {};
  for (const name of tables) {
    const table = sql.identifier(name);
    const [row] = rowsOf(
      await db.execute(sql`
        select count(*)::int as n,
               md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
        from ${table} t`),
    );
    snapshot[name] = {
      rows: Number(row?.n ?? 0),
      // Rows a read legitimately touches (a session's last use) keep only their count.
      checksum: options.skipChecksum?.includes(name) ? '-' : String(row?.h ?? ''),
    };
  }
  return snapshot;
}
