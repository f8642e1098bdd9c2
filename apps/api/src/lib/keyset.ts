import { isDateInRange, isStorableText } from '@trayecto/contracts';
import { AppError } from './app-error.ts';

// Keyset pagination, once for every list: opaque cursors (base64url JSON the client passes back
// unchanged) and the page / next-cursor rule. A cursor that does not decode to the expected
// shape, or holds a value the database cannot compare with (a NUL, a lone surrogate, a date
// PostgreSQL cannot store), is the caller's mistake: 400 invalid_cursor, never a SQL error.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const invalidCursor = () => new AppError(400, 'invalid_cursor');

function decode(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}

/** A (name, id) position in a list ordered by name then id. */
export type NameIdCursor = { name: string; id: string };

export const encodeNameIdCursor = (c: NameIdCursor) => encode([c.name, c.id]);

export function decodeNameIdCursor(cursor: string): NameIdCursor {
  const value = decode(cursor);
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [name, id] = value as unknown[];
  if (typeof name !== 'string' || !isStorableText(name) || typeof id !== 'string' || !isUuid(id))
    throw invalidCursor();
  return { name, id };
}

/** A (time, id) position in a list ordered newest first (trips by requested_at). */
export type TimeIdCursor = { at: Date; id: string };

export const encodeTimeIdCursor = (c: TimeIdCursor) => encode([c.at.toISOString(), c.id]);

export function decodeTimeIdCursor(cursor: string): TimeIdCursor {
  const value = decode(cursor);
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [at, id] = value as unknown[];
  const date = typeof at === 'string' ? new Date(at) : new Date(NaN);
  if (!isDateInRange(date) || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { at: date, id };
}

/** A ledger entry id (newest-first lists page with `id < cursor`). */
export const encodeEntryCursor = (id: number) => encode({ e: id });

export function decodeEntryCursor(cursor: string): number {
  const value = decode(cursor) as { e?: unknown } | null;
  const id = value && typeof value === 'object' ? value.e : undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw invalidCursor();
  return id;
}

/**
 * One page of a list read with `limit + 1` rows: the first `limit`, and the cursor of the last of
 * them when there was more (null on the last page).
 */
export function keysetPage<Row, Cursor>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => Cursor,
): { page: Row[]; next: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/**
 * Every row of a list, fetched in keyset batches of `batch` (exports): `fetch(after, limit)`
 * returns the rows after a position, `positionOf` the position of a row.
 */
export async function* keysetRows<Row, Position>(
  fetch: (after: Position | undefined, limit: number) => Promise<Row[]>,
  positionOf: (row: Row) => Position,
  batch = 500,
): AsyncGenerator<Row> {
  let after: Position | undefined;
  for (;;) {
    const rows = await fetch(after, batch);
    yield* rows;
    if (rows.length < batch) return;
    after = positionOf(rows[rows.length - 1]!);
  }
}
