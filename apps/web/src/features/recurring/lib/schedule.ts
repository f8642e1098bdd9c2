import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from '@trayecto/contracts/constants';
import { nextOccurrences as contractOccurrences } from '@trayecto/contracts/recurring';
import {
  POLICY_RULES,
  inWindow,
  type PolicyRule,
  type TravelPolicy,
  type Weekday,
} from '@trayecto/contracts/policies';

// A recurring trip's schedule in the browser: its weekdays (0 = Sunday, as Date counts) at a time
// of the company's time zone. Pure helpers: the week in the order of a language, the days in
// words, the next dates it falls on (the dialog's preview: holidays are the server's to skip),
// and the rules of a travel policy about days and hours it breaks.

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:MM (24 h), or null when it is not one. */
export function minutesOf(time: string): number | null {
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/**
 * The first day of the week where a language is spoken (0 = Sunday; Intl says 1 = Monday … 7 =
 * Sunday): Monday for Spanish and French, Sunday for English, Saturday for Arabic. Monday when the
 * browser cannot say.
 */
export function firstDayOfWeek(lang: string): Weekday {
  try {
    const locale = new Intl.Locale(lang) as WeekInfoLocale;
    const first = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay;
    if (typeof first === 'number' && first >= 1 && first <= 7) return (first % 7) as Weekday;
  } catch {
    // an unknown tag: the default below
  }
  return 1;
}

/** The seven days in the order a language's calendar shows them. */
export function weekOrder(lang: string): Weekday[] {
  const first = firstDayOfWeek(lang);
  return Array.from({ length: 7 }, (_, i) => ((first + i) % 7) as Weekday);
}

/** A day's name in a language: 'long' (lunes), 'short' (lun) or 'narrow' (L). */
export function dayName(day: number, lang: string, width: 'long' | 'short' | 'narrow') {
  // 7 January 2024 was a Sunday
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

/** The chosen days as short names in the language's week order ("lun, mié y vie"). */
export function daysText(weekdays: readonly number[], lang: string): string {
  const names = weekOrder(lang)
    .filter((d) => weekdays.includes(d))
    .map((d) => dayName(d, lang, 'short'));
  return new Intl.ListFormat(lang, { style: 'short', type: 'conjunction' }).format(names);
}

/**
 * The next dates a schedule comes due (the contracts rule the booking sweep uses), leaving out
 * one closer than the 15-minute rule, as the sweep does; holidays are the server's to skip.
 */
export function nextOccurrences(
  weekdays: readonly number[],
  time: string,
  now: Date,
  timeZone: string,
  count = 3,
  minAheadMin = SCHEDULED_TRIP_MIN_AHEAD_MIN,
): Date[] {
  if (minutesOf(time) === null || weekdays.length === 0 || count <= 0) return [];
  const earliest = new Date(now.getTime() + minAheadMin * 60_000);
  return contractOccurrences({ weekdays, time }, earliest, count, timeZone);
}

/** An occurrence as the page lists it: "lun, 3 nov, 07:30" in the company's time zone. */
export function occurrenceText(at: Date | string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/** A holiday's day (YYYY-MM-DD) in words: "jueves, 25 de diciembre de 2026". */
export function holidayDayText(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/**
 * The rules of a travel policy about days and hours that a schedule breaks, in the contract's
 * order: a chosen day the policy does not allow ('weekday'), a time outside its hours ('hours').
 * Every occurrence is at that time on those days, so these are known before any is booked.
 */
export function scheduleViolations(
  policy: Pick<TravelPolicy, 'weekdays' | 'hours'>,
  weekdays: readonly number[],
  time: string,
): PolicyRule[] {
  const out: PolicyRule[] = [];
  const allowed = policy.weekdays;
  if (allowed && weekdays.some((d) => !allowed.includes(d as Weekday))) out.push('weekday');
  const minutes = minutesOf(time);
  if (policy.hours && minutes !== null && !inWindow(minutes, policy.hours)) out.push('hours');
  return out;
}

/**
 * A booking form's policy warnings for a schedule: the day and hour rules as its days and time
 * break them (`policy`: the passenger's; null without one), in place of those a booking form
 * checks against now; the other rules as the form found them. In the contract's order.
 */
export function scheduleWarnings(
  violations: readonly PolicyRule[],
  policy: Pick<TravelPolicy, 'weekdays' | 'hours'> | null,
  weekdays: readonly number[],
  time: string,
): PolicyRule[] {
  const own = policy ? scheduleViolations(policy, weekdays, time) : [];
  return POLICY_RULES.filter((rule) =>
    rule === 'weekday' || rule === 'hours' ? own.includes(rule) : violations.includes(rule),
  );
}
