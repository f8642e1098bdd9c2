import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows after a (time, id) position of a list ordered newest first: `(at, id) < (…, …)` as one
 * row comparison, which an index on (…, at, id) answers with a range scan that stops after the
 * page (an OR of the two columns' conditions does not).
 */
export function beforeTimeId(
  at: AnyPgColumn,
  id: AnyPgColumn,
  position: { at: Date; id: string } | undefined,
): SQL | undefined {
  if (!position) return undefined;
  return sql`(${at}, ${id}) < (${position.at.toISOString()}::timestamptz, ${position.id}::uuid)`;
}
