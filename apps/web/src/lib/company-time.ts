import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

// The pickers read and write the company's wall clock, whatever zone the device is in: MUI X
// renders a value in the `timezone` it is given once dayjs has these two plugins, and a picked
// value is then an instant of that zone (its toISOString is what the server stores).
dayjs.extend(utc);
dayjs.extend(timezone);

/** `now` as a dayjs of the zone's wall clock (what a picker shows as "now"). */
export function zonedNow(timeZone: string, now: Date = new Date()): Dayjs {
  return dayjs(now).tz(timeZone);
}

/** An instant (ISO text or Date) as a dayjs of the zone's wall clock. */
export function zonedInstant(at: string | Date, timeZone: string): Dayjs {
  return dayjs(at).tz(timeZone);
}

/** A calendar day "2026-11-21" as the first minute of that day in the zone (never the device's). */
export function zonedDay(day: string, timeZone: string): Dayjs {
  return dayjs.tz(day.slice(0, 10), timeZone);
}

/** A day picked in the zone as "YYYY-MM-DD" ('' when empty or half-typed). */
export function dayOf(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD') : '';
}

/** The zone's name in the language with its offset: "hora de Venezuela (GMT-4)". */
export function zoneName(timeZone: string, lang: string, at: Date = new Date()): string {
  const part = (style: 'longGeneric' | 'shortOffset') => {
    try {
      return new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: style })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const name = part('longGeneric') ?? timeZone;
  const offset = part('shortOffset');
  return offset && offset !== name ? `${name} (${offset})` : name;
}
