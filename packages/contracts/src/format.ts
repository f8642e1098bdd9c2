import { DEFAULT_TIMEZONE, PHONE_DIGITS } from './constants.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n.ts';

// Display formats of SPEC.md §5 and §9: the symbol in front ("$", "Bs. ") and two decimals. The
// separators are the interface language's, one locale per language: Spanish is Spanish
// (Venezuela), "$2.941,68" and "3,5 km"; English "$2,941.68"; French "$2 941,68"; Arabic (Latin
// digits, as its dates) "$2,941.68". A figure, a distance and an amount typed into a field
// (amount-text.ts) are read and written in that same locale.

/** The Intl locale of each interface language's numbers. */
export const NUMBER_LOCALES: Readonly<Record<Language, string>> = {
  es: 'es-VE',
  en: 'en-US',
  fr: 'fr-FR',
  ar: 'ar',
};

// The browser shows one language at a time: the web sets it when the language changes
// (apps/web lib/i18n.ts), so every figure follows without each caller passing it. The server
// passes the language of what it writes (a PDF, an e-mail) and is Spanish otherwise.
let interfaceLanguage: Language = DEFAULT_LANGUAGE;

/** The language figures are written in when a caller names none. */
export function setNumberLanguage(lang: string): void {
  if (isLanguage(lang)) interfaceLanguage = lang;
}

/** The language figures are written in now (a caller's, or the interface's). */
export function numberLanguage(lang?: unknown): Language {
  // not a string when a function is passed as a callback (zod's transform, Array.map)
  const short = typeof lang === 'string' ? lang.slice(0, 2).toLowerCase() : undefined;
  return isLanguage(short) ? short : interfaceLanguage;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, min: number, max: number): Intl.NumberFormat {
  const key = `${lang}:${min}:${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    formats.set(key, format);
  }
  return format;
}

/** The decimal mark and the thousands mark of a language's numbers: es [",", "."]. */
export function numberMarks(lang?: string): { decimal: string; group: string } {
  const parts = numberFormat(numberLanguage(lang), 1, 1).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** A figure (a distance, a count) in the language's format: 3.5 -> "3,5" in Spanish. */
export function formatNumber(value: number, lang?: string, maxDecimals = 2, minDecimals = 0) {
  return numberFormat(numberLanguage(lang), minDecimals, maxDecimals).format(value);
}

/** The sign goes before the symbol, and only on an amount that is not zero once rounded. */
function signedAmount(value: number, symbol: string, lang?: string): string {
  const digits = numberFormat(numberLanguage(lang), 2, 2).format(Math.abs(value));
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${symbol}${digits}`;
}

/** 1234.5 -> "$1.234,50" (es), "$1,234.50" (en); -3 -> "-$3,00" */
export function formatUsd(dollars: number, lang?: string): string {
  return signedAmount(dollars, '$', lang);
}

/** 1234.5 -> "Bs. 1.234,50" (es), "Bs. 1,234.50" (en); -3 -> "-Bs. 3,00" */
export function formatBs(bolivares: number, lang?: string): string {
  return signedAmount(bolivares, 'Bs. ', lang);
}

/** Dollars in a chart's few characters: "$1.2K", "-$300" (en), "$1,2 K" (es). */
export function formatUsdShort(dollars: number, lang?: string): string {
  const digits = new Intl.NumberFormat(NUMBER_LOCALES[numberLanguage(lang)], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Math.abs(dollars));
  return `${dollars < 0 && /[1-9]/.test(digits) ? '-' : ''}$${digits}`;
}

/**
 * An exchange rate (bolívares per dollar) as formatBs writes amounts, "Bs. 36,50", with the
 * decimals beyond the cent a rate may carry (up to 6, as stored): "Bs. 36,123456". An amount
 * converted at it can then be checked by hand from what the document prints.
 */
export function formatRate(rate: number, lang?: string): string {
  if (Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9) return formatBs(rate, lang);
  const sign = rate < 0 ? '-' : '';
  return `${sign}Bs. ${numberFormat(numberLanguage(lang), 2, 6).format(Math.abs(rate))}`;
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Tax id (RIF): letter V, E, J or G + 8 digits + 1 check digit -> "J-12345678-9". */
export function maskTaxId(value: string): string {
  const letter = value.trim().charAt(0).toUpperCase();
  const digits = digitsOf(value).slice(0, 9);
  if (!/[VEJG]/.test(letter)) return digits;
  if (digits.length <= 8) return digits ? `${letter}-${digits}` : letter;
  return `${letter}-${digits.slice(0, 8)}-${digits.slice(8)}`;
}
export function isValidTaxId(value: string): boolean {
  return /^[VEJG]-?\d{8}-?\d$/.test(value.trim().toUpperCase());
}

/** Identity card (cédula): letter V or E + 8 digits -> "V-12345678". */
export function maskIdCard(value: string): string {
  const letter = value.trim().charAt(0).toUpperCase();
  const digits = digitsOf(value).slice(0, 8);
  if (!/[VE]/.test(letter)) return digits;
  return digits ? `${letter}-${digits}` : letter;
}
export function isValidIdCard(value: string): boolean {
  return /^[VE]-?\d{8}$/.test(value.trim().toUpperCase());
}

/**
 * Phone display. SPEC §5's mask (###) ###-###-##-## holds 13 digits: a 3-digit code and the
 * 10-digit number. A 10-digit number (the form's rule) uses the same shape without the code's
 * group: (###) ###-##-##. Applied to as many digits as there are, so it also masks while typing.
 */
/**
 * The digits of what a person typed or pasted into a phone field, as the 10 national digits
 * when it carries Venezuela's prefixes: "+58 414 123 4567", "0058 414…" and "584141234567"
 * lose the country code, "0414 123 4567" its trunk 0. Nothing is cut: a number with a digit too
 * many or too few stays as typed and the form refuses it ('phone_digits'), so a wrong number is
 * never kept in place of the one meant.
 */
export function normalizePhoneInput(raw: string): string {
  let d = digitsOf(raw);
  const international = /^\s*(\+|00)/.test(raw);
  if (international) d = d.replace(/^0+/, '');
  if (d.startsWith('58') && (international || d.length > PHONE_DIGITS)) d = d.slice(2);
  else if (d.startsWith('0')) d = d.slice(1);
  return d;
}

export function maskPhone(value: string): string {
  const d = digitsOf(value).slice(0, 13);
  const sizes = d.length <= PHONE_DIGITS ? [3, 3, 2, 2] : [3, 3, 3, 2, 2];
  const separators = ['(', ') ', '-', '-', '-'];
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = d.slice(at, at + size);
    at += size;
    if (part) out += separators[i] + part;
  });
  return out;
}

/** A date-time shown in the corporate's time zone, in the interface language. */
export function formatDateTime(
  iso: string | Date,
  lang: string,
  timeZone: string = DEFAULT_TIMEZONE,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(lang, { ...options, timeZone }).format(date);
}

export function formatDate(iso: string | Date, lang: string, timeZone: string = DEFAULT_TIMEZONE) {
  return formatDateTime(iso, lang, timeZone, { dateStyle: 'medium' });
}

/** First and last day (YYYY-MM-DD) of the month containing `now`, in the given time zone. */
/** Midnight at the start of a YYYY-MM-DD day in a time zone, as an instant. */
export function zonedDayStart(date: string, timeZone: string = DEFAULT_TIMEZONE): Date {
  const utc = new Date(`${date}T00:00:00Z`);
  const local = new Date(utc.toLocaleString('en-US', { timeZone }));
  return new Date(utc.getTime() - (local.getTime() - utc.getTime()));
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDateString(at: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The calendar month (YYYY-MM) of an instant in a time zone. */
export function zonedMonthString(at: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return zonedDateString(at, timeZone).slice(0, 7);
}

/** The month after (or, with step -1, before) a YYYY-MM. */
export function shiftMonth(month: string, step: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A YYYY-MM month in a time zone as the instants [from, to). */
export function monthBounds(month: string, timeZone: string = DEFAULT_TIMEZONE) {
  return {
    from: zonedDayStart(`${month}-01`, timeZone),
    to: zonedDayStart(`${shiftMonth(month, 1)}-01`, timeZone),
  };
}

export function monthRange(now: Date, timeZone: string = DEFAULT_TIMEZONE) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return {
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** Initials for an avatar: "Inversiones Demo C.A." -> "ID". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

const MONTH_OF = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2}(?:T.*)?)?$/;

/**
 * "octubre de 2026", "October 2026", "octobre 2026", "أكتوبر 2026": the month of a YYYY-MM (or of
 * a YYYY-MM-DD day, or a date-time) as a sentence writes it in a language (Spanish and French keep the month in
 * lower case there); `capital` for a heading or a list ("Octubre de 2026"). The one month name of
 * the screens, statements, notices, e-mails and PDFs. Anything else is returned as it is.
 */
export function monthName(month: string, lang: string, { capital = false } = {}): string {
  const m = MONTH_OF.exec(month);
  if (!m) return month;
  const text = new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)));
  return capital ? text.charAt(0).toLocaleUpperCase(lang) + text.slice(1) : text;
}
