import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, PHONE_DIGITS } from './constants.ts';
import { normalizePhoneInput } from './format.ts';

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

// SPEC §5's alpha_spaces rule for a person's name: letters of any alphabet (with their accents)
// and spaces. An apostrophe or a hyphen may join two letters (D'Angelo, María-José): names carry
// them, and they are neither digits nor symbols. Every name field is one full name, so the
// spec's alpha rule (one word) has no field of its own.
const PERSON_NAME = /^\p{L}\p{M}*(?:(?:\p{L}|['’-]\p{L}|\s+\p{L})\p{M}*)*$/u;

/** A person's full name (SPEC §5 alpha_spaces), trimmed: 'field_required', 'too_long', 'name_letters'. */
// Missing: 'field_required'; not text at all (a number): 'validation_error'.
const nameTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'field_required' : 'validation_error';

export function personName(max: number, min = 1) {
  return text({ error: nameTypeError })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .min(min, { message: 'too_short', abort: true })
    .max(max, { message: 'too_long', abort: true })
    .regex(PERSON_NAME, { message: 'name_letters' })
    .meta({ example: 'María José Pérez' });
}

// A company's name (or a contact the company signs as), a group's or a holiday's also carries
// digits and a legal form's punctuation: "Distribuidora El Ávila, C.A.", "Inversiones 2000 &
// Asociados", "Ventas 2". At least one letter; no other symbol ("12345 !!" names nothing).
const BUSINESS_NAME = /^(?=.*\p{L})[\p{L}\p{M}\d\s.,&'’()/-]+$/u;

/** A company's name, trimmed: 'field_required', 'too_long', 'business_name_chars'. */
export function businessName(max: number) {
  return text({ error: nameTypeError })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .max(max, { message: 'too_long', abort: true })
    .regex(BUSINESS_NAME, { message: 'business_name_chars' })
    .meta({ example: 'Distribuidora El Ávila, C.A.' });
}

const PHONE_TEXT = /^[\d\s().+-]*$/;
const PHONE_NATIONAL = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/**
 * A Venezuelan phone as anyone writes it ("+58 414-123 4567", "0414-1234567", "(414) 123-45-67"),
 * stored as its 10 national digits: the one normalisation (normalizePhoneInput) of the phone
 * field, every form, the batch and payroll files and the API. Letters: 'numeric_only'; a digit too
 * many or too few: 'phone_digits'.
 */
export function phone() {
  return text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required', abort: true })
    .refine((v) => PHONE_TEXT.test(v), { message: 'numeric_only', abort: true })
    .transform(normalizePhoneInput)
    .refine((v) => PHONE_NATIONAL.test(v), { message: 'phone_digits' })
    .meta({ example: '4141234567' });
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
