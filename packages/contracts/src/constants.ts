// Business constants and limits from SPEC.md §9 (and the issues). One place, used by the web
// forms and by the server. Change a value here and both sides follow.

export const PRODUCT_NAME_DEFAULT = 'Trayecto Empresas';
export const PROVIDER_NAME_DEFAULT = 'Trayecto';
/** where a company writes to the provider (SUPPORT_EMAIL); the not-approved notice names it */
export const SUPPORT_EMAIL_DEFAULT = 'soporte@trayecto.test';

export const REQUEST_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DASHBOARD_CACHE_MS = 300_000;
export const PAYMENTS_PAGE = 1;
export const PAYMENTS_LIMIT = 10;

export const SEARCH_RESULTS_PER_GROUP = 5;
export const NAV_DRAWER_WIDTH = 260;
export const CUSTOMIZER_DRAWER_WIDTH = 400;

export const PARCEL_DETAILS_MAX = 150;
export const PARCEL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The same limit in MB, as the error message says it (image_too_large's {{max_mb}}). */
export const PARCEL_IMAGE_MAX_MB = PARCEL_IMAGE_MAX_BYTES / (1024 * 1024);
export const PHONE_DIGITS = 10;

export const SCHEDULED_TRIP_MIN_AHEAD_MIN = 15;
export const QUOTE_MIN_AHEAD_MIN = 10;
export const QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN = 15;
/**
 * The earliest a quote may be for, in minutes from now: SPEC §5's QUOTE_MIN_AHEAD_MIN, but a quote
 * nobody has approved yet expires QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time, so one for
 * less than that (plus a minute to price and approve it) would expire as it is asked for. What the
 * form says, the picker allows and the server checks: 16 with today's rules.
 */
export const QUOTE_EARLIEST_AHEAD_MIN = Math.max(
  QUOTE_MIN_AHEAD_MIN,
  QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN + 1,
);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** zxcvbn's scores run 0–4; a new password scored below this is refused (new-password.ts). */
export const PASSWORD_MIN_SCORE = 2;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset e-mails per account per hour; more requests answer the same but send nothing. */
export const RESET_LINKS_PER_HOUR = 5;

/**
 * A public order link (the passenger's /trip-info, a receiver's /parcel-track) works while its
 * order runs and this long after it ends (completed, cancelled, not served): then it answers
 * 410 link_expired and shows no personal data. Enough for a receipt-minded passenger to look
 * back the next day; not a standing window onto a driver's face and plate.
 */
export const PUBLIC_LINK_TTL_AFTER_END_MS = 48 * 60 * 60 * 1000;

export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const LOGIN_MAX_FAILURES_PER_EMAIL = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const DEFAULT_TIMEZONE = 'America/Caracas';

/** Dates the API accepts (filters, schedules, cursors): far inside what PostgreSQL stores. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;

/** Longest Idempotency-Key header the money-moving POSTs accept. */
export const IDEMPOTENCY_KEY_MAX = 255;

/** Rows of one payroll CSV import (here, not in payroll.ts: the error texts need it without zod). */
export const PAYROLL_IMPORT_MAX_ROWS = 1000;

/**
 * What a file a company sends may become once read (an XLSX is a zip, a CSV is text): the whole
 * unpacked size, the parts of a zip, how much one part may grow (small parts may grow more: they
 * stay small), and one cell's characters. Checked before anything is allocated for the content,
 * so a small file that inflates without bound is refused in milliseconds.
 */
export const FILE_UNPACKED_MAX_BYTES = 4 * 1024 * 1024;
export const FILE_UNPACKED_MAX_MB = FILE_UNPACKED_MAX_BYTES / (1024 * 1024);
export const FILE_MAX_ENTRIES = 100;
export const FILE_MAX_RATIO = 200;
export const FILE_RATIO_FREE_BYTES = 64 * 1024;
export const FILE_CELL_MAX_CHARS = 1000;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const CITIES = [
  'Caracas',
  'Maracaibo',
  'Valencia',
  'Barquisimeto',
  'Maracay',
  'Puerto Ordaz',
  'Guarenas-Guatire',
  'Altos Mirandinos',
  'Barcelona/Puerto La Cruz/Lechería',
] as const;
export const INDUSTRIES = [
  'distributors',
  'banking',
  'professional_services',
  'transport',
  'health',
  'technology',
  'foundation_ngo',
  'marketing',
  'services',
  'insurance',
  'mass_consumption',
  'retail',
  'other',
] as const;
export const LEAD_SOURCES = ['event', 'advertising', 'referred', 'social_media', 'other'] as const;

/** A corporate credit's longest term in days, from its approval (credits.ts; an error message says it). */
export const CREDIT_MAX_DAYS = 180;
