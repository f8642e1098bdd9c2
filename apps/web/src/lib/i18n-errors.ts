import i18n, { type TFunction } from 'i18next';
// Narrow entry points of contracts, not its index (which would bring every zod schema's module
// into the chunks of the pages that show an error, login included).
import {
  CREDIT_MAX_DAYS,
  PARCEL_IMAGE_MAX_MB,
  PASSWORD_MIN,
  PAYROLL_IMPORT_MAX_ROWS,
  QUOTE_EARLIEST_AHEAD_MIN,
  SCHEDULED_TRIP_MIN_AHEAD_MIN,
} from '@trayecto/contracts/constants';
import type { ErrorCode } from '@trayecto/contracts/error-messages';
// the catalogue in Spanish (the `errors` namespace of the entry): its codes and placeholders
import catalogue from '../locales/es/errors.json';
import { isApiError } from './api-error.ts';
import { BRAND } from './brand.ts';

// The error catalogue (contracts error-messages.ts) is the `errors` namespace (lib/i18n.ts). Some
// of its messages have {{placeholders}} ("at least {{min}} minutes"): t(`errors:${code}`) alone
// shows them raw. Every error code the interface shows goes through errorText / apiErrorText,
// which fill them (i18n-placeholders.test.ts fails on a t() call with an `errors:${…}` key
// anywhere else).

export type ErrorParams = Record<string, string | number>;

/** Placeholder values that are constants of the product: the server renders the same ones. */
export const ERROR_CONSTANTS: Partial<Record<ErrorCode, ErrorParams>> = {
  password_too_short: { min: PASSWORD_MIN },
  scheduled_too_soon: { min: SCHEDULED_TRIP_MIN_AHEAD_MIN },
  quote_too_soon: { min: QUOTE_EARLIEST_AHEAD_MIN },
  csv_too_many_rows: { max: PAYROLL_IMPORT_MAX_ROWS },
  not_approved: { provider: BRAND.provider, support_email: BRAND.supportEmail },
  image_too_large: { max_mb: PARCEL_IMAGE_MAX_MB },
  // a top-up's receipt: contracts' RECEIPT_MAX_MB is the same 5 MB (topups.ts is no narrow entry)
  receipt_too_large: { max_mb: PARCEL_IMAGE_MAX_MB },
  credit_expiry_invalid: { max: CREDIT_MAX_DAYS },
};

/**
 * A code's Spanish message: the entry's catalogue, or the panel's part of it (errors-panel.json,
 * fetched with the panel's and the console's texts, merged into the same namespace), or undefined
 * for a code the catalogue does not know (or whose part has not been fetched).
 */
function templateOf(code: string): string | undefined {
  if (Object.hasOwn(catalogue, code)) return catalogue[code as keyof typeof catalogue];
  // (the store's methods exist once the app's i18next instance is initialised: lib/i18n.ts)
  const panel: unknown = i18n.isInitialized ? i18n.getResource('es', 'errors', code) : undefined;
  return typeof panel === 'string' ? panel : undefined;
}

const isErrorCode = (code: string): code is ErrorCode => templateOf(code) !== undefined;

const PLACEHOLDER = /\{\{\s*-?\s*(\w+)\s*(?:,[^}]*)?\}\}/g;

/** The names of the {{placeholders}} of a message. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * The words for an error code in the interface language, every {{placeholder}} filled: the
 * product constants, then `params` (e.g. the `max` of the field). `rendered` is the same message
 * as the server already wrote it (ApiError.message): used when a placeholder's value is only
 * known there (the `max` of a field of a request). A code outside the catalogue is a message
 * already written (a server's field text): it is returned as is.
 */
export function errorText(
  t: TFunction,
  code: string,
  params: ErrorParams = {},
  rendered?: string,
): string {
  if (!isErrorCode(code)) return rendered ?? code;
  const values = { ...ERROR_CONSTANTS[code], ...params };
  const missing = placeholdersOf(templateOf(code)!).filter((name) => !(name in values));
  if (missing.length > 0) {
    if (rendered) return rendered;
    if (import.meta.env.DEV) console.error(`errors:${code} shown without ${missing.join(', ')}`);
  }
  return t(`errors:${code}`, values);
}

/** What a failed call says: its code in the interface language, or the server's own words. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:unknown');
  const params: ErrorParams = error.retryAfter !== undefined ? { seconds: error.retryAfter } : {};
  return errorText(t, error.error_code, params, error.message);
}

/**
 * The catalogue's words for a code in a language, outside React (the API client, for an error
 * body that carries a code but no message), or null for a code the catalogue does not know.
 */
export function catalogueErrorText(code: string, lang: string): string | null {
  if (!isErrorCode(code)) return null;
  return errorText(i18n.getFixedT(lang), code);
}
