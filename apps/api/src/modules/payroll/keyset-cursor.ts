import { isStorableText } from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';

// Opaque keyset cursors: base64url JSON the client passes back unchanged. A cursor that does not
// decode to the expected shape, or holds a value the database cannot compare with (a NUL, a lone
// surrogate), is the caller's mistake: 400 invalid_cursor, never a SQL error.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decode(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new AppError(400, 'invalid_cursor');
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(400, 'invalid_cursor');
  }
}

/** A (name, id) position in a list ordered by name then id. */
export type NameIdCursor = { name: string; id: string };

export const encodeNameIdCursor = (c: NameIdCursor) => encode([c.name, c.id]);

export function decodeNameIdCursor(cursor: string): NameIdCursor {
  const value = decode(cursor);
  if (!Array.isArray(value) || value.length !== 2) throw new AppError(400, 'invalid_cursor');
  const [name, id] = value as unknown[];
  if (typeof name !== 'string' || !isStorableText(name) || typeof id !== 'string' || !isUuid(id))
    throw new AppError(400, 'invalid_cursor');
  return { name, id };
}

/** A ledger entry id (newest-first lists page with `id < cursor`). */
export const encodeEntryCursor = (id: number) => encode({ e: id });

export function decodeEntryCursor(cursor: string): number {
  const value = decode(cursor) as { e?: unknown } | null;
  const id = value && typeof value === 'object' ? value.e : undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new AppError(400, 'invalid_cursor');
  return id;
}
