import { DEFAULT_TIMEZONE } from '@trayecto/contracts/constants';
import { formatDateTime } from '@trayecto/contracts/format';

// The console shows every date in the provider's time zone (Caracas), whoever looks at it: an
// exchange rate's day, a promo's validity and an audit entry are the provider's days.

export const CONSOLE_TIMEZONE = DEFAULT_TIMEZONE;

/** "21/11/26, 14:05" in the interface language. */
export function shortDateTime(iso: string, lang: string): string {
  return formatDateTime(iso, lang, CONSOLE_TIMEZONE, { dateStyle: 'short', timeStyle: 'short' });
}

/** "21 nov 2026" in the interface language. */
export function mediumDate(iso: string, lang: string): string {
  return formatDateTime(iso, lang, CONSOLE_TIMEZONE, { dateStyle: 'medium' });
}

/** A calendar day "2026-11-21" as the interface language writes it (no time zone shift). */
export function calendarDay(day: string, lang: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDateTime(date, lang, 'UTC', { dateStyle: 'medium' });
}

/** Today in Caracas as "YYYY-MM-DD". */
export function todayInConsoleZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CONSOLE_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
