import { zonedDayIso } from '../../../lib/zoned-day.ts';

/**
 * A date from the pickers filters once it is a whole date of this era: while the year is being
 * typed the field reports dates like 0202-11-18, which would fetch the list for nothing.
 */
export function usableDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && Number(day.slice(0, 4)) >= 2000;
}

/**
 * A list's "from" and "to" days ("YYYY-MM-DD" of the company, as the filter bar gives them) as the
 * API's inclusive range of instants in the company's zone.
 */
export function dayRange(
  from: string,
  to: string,
  timezone: string,
): { from: string | undefined; to: string | undefined } {
  return {
    from: usableDay(from) ? zonedDayIso(from, timezone, 'start') : undefined,
    to: usableDay(to) ? zonedDayIso(to, timezone, 'end') : undefined,
  };
}

/** Today (YYYY-MM-DD) in a time zone: the latest payment day until the server says it. */
export function zonedToday(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
