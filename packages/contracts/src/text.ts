import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './constants.ts';

// What the database can store, said once for every schema that takes input (issue 7). A value
// the database would refuse (or silently change) is the caller's mistake: 400 with a catalogue
// code, checked at the edge, before any SQL runs.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * False for NUL (PostgreSQL text cannot hold it: error 22021) or a UTF-16 surrogate without its
 * pair (not Unicode; the drivers would store U+FFFD in its place, changing the data unsaid).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * `z.string()` for input: refuses unstorable text with 'invalid_text' before any other rule runs
 * (abort), so that code, not a format or length code, is the answer. Chain `.trim().max()` etc.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: 'invalid_text', abort: true });
}

/** The first and last instant the API accepts: what the product needs, far inside PostgreSQL's range. */
export const DATE_MIN_MS = Date.UTC(DATE_MIN_YEAR, 0, 1);
export const DATE_MAX_MS = Date.UTC(DATE_MAX_YEAR + 1, 0, 1) - 1;

export function isDateInRange(date: Date): boolean {
  const t = date.getTime();
  return Number.isFinite(t) && t >= DATE_MIN_MS && t <= DATE_MAX_MS;
}

// ISO 8601 expanded years (+275760-…, -000001-…) are well-formed dates, just not ones we store.
const EXPANDED_YEAR = /^[+-]\d{6}-/;
const isoDateTimeFormat = z.iso.datetime({ offset: true });
const isoDateFormat = z.iso.date();

/**
 * An ISO 8601 date-time with offset (…Z or …-04:00) between DATE_MIN_YEAR and DATE_MAX_YEAR.
 * Not one: 'validation_error'; one outside the range (year 0, ±275760): 'date_out_of_range'.
 */
export function dateTime() {
  return text()
    .refine((v) => !EXPANDED_YEAR.test(v), { message: 'date_out_of_range', abort: true })
    .refine((v) => isoDateTimeFormat.safeParse(v).success, {
      message: 'validation_error',
      abort: true,
    })
    .refine((v) => isDateInRange(new Date(v)), { message: 'date_out_of_range' })
    .meta({ format: 'date-time' });
}

/**
 * A from/to pair in order (either may be missing): `.refine(...dateRangeInOrder('from', 'to'))`
 * on a query schema refuses an end before its start with 'date_range_reversed' on the end field.
 */
export function dateRangeInOrder<F extends string, T extends string>(from: F, to: T) {
  return [
    (v: Partial<Record<F | T, string>>) => {
      const [a, b] = [v[from], v[to]];
      return !a || !b || new Date(a).getTime() <= new Date(b).getTime();
    },
    { message: 'date_range_reversed', path: [to as string] },
  ] as [(v: Partial<Record<F | T, string>>) => boolean, { message: string; path: string[] }];
}

/** A calendar day, YYYY-MM-DD, in the same range as dateTime(). */
export function isoDate() {
  return text()
    .refine((v) => !EXPANDED_YEAR.test(v), { message: 'date_out_of_range', abort: true })
    .refine((v) => isoDateFormat.safeParse(v).success, { message: 'validation_error', abort: true })
    .refine((v) => isDateInRange(new Date(`${v}T00:00:00Z`)), { message: 'date_out_of_range' })
    .meta({ format: 'date' });
}

export const CURSOR_MAX = 500;

/** An opaque keyset cursor as the API hands it out: base64url, bounded. Anything else: 'invalid_cursor'. */
export function cursor() {
  // The alphabet leaves no room for NUL or surrogates: every bad cursor is 'invalid_cursor'.
  return z
    .string({ error: 'invalid_cursor' })
    .max(CURSOR_MAX, { message: 'invalid_cursor' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid_cursor' });
}

/** A resource id in a path. Ids are uuids; anything else is looked up by no one and answers 404. */
export const idParamsSchema = z.object({ id: text().max(100) });
