import { z } from 'zod';
import { distinctPlaces, samePlaceError } from './geo.ts';
import { tripShape } from './trip-api.ts';
import { WEEKDAYS } from './policies.ts';
import { businessName, text } from './text.ts';

// Recurring trips (issue 13, part 4): a trip booked again and again on chosen weekdays at a time
// of the company's time zone, each occurrence booked ahead (and at least the 15-minute rule
// ahead) through POST /trips's path. Holidays the company marks are skipped; a schedule can be
// paused; an occurrence that cannot be booked (no balance, policy) tells the company.

/** Occurrences are booked this many hours ahead of their time. */
export const RECURRING_LEAD_HOURS = 24;
/** At most this many schedules per company. */
export const RECURRING_MAX = 200;
/** The page shows this many next occurrences. */
export const RECURRING_NEXT_SHOWN = 5;
export const HOLIDAY_NAME_MAX = 80;
export const HOLIDAYS_MAX = 100;

const hhmm = text({ error: 'field_required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time_format' })
  .meta({ example: '07:30' });

/** The trip each occurrence books: POST /trips's body without a time or a promo code. */
export const recurringTripSchema = z.object(tripShape()).refine(distinctPlaces, samePlaceError);

export const recurringBodySchema = z.object({
  trip: recurringTripSchema,
  weekdays: z
    .array(z.union(WEEKDAYS.map((d) => z.literal(d))), { error: 'field_required' })
    .min(1, { message: 'field_required' })
    .refine((days) => new Set(days).size === days.length, { message: 'validation_error' }),
  /** HH:MM, the company's time zone */
  time: hhmm,
});
export type RecurringBody = z.input<typeof recurringBodySchema>;

export const recurringPatchSchema = z.object({ paused: z.boolean() });

export const OCCURRENCE_STATUSES = ['booked', 'approval', 'failed', 'holiday'] as const;

export const occurrenceSchema = z.object({
  occurs_at: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  trip_id: z.string().nullable(),
  approval_id: z.string().nullable(),
  error_code: z.string().nullable(),
});

export const recurringSchema = z.object({
  _id: z.string(),
  passenger_name: z.string(),
  trip: z.object({
    passenger: z.object({
      type: z.enum(['payroll', 'guest']),
      user_id: z.string().nullable(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    origin: z.object({ address: z.string(), lat: z.number(), lng: z.number() }),
    destination: z.object({ address: z.string(), lat: z.number(), lng: z.number() }),
    service_type_id: z.string(),
    comment: z.string().nullable(),
    reason: z.string().nullable(),
    cost_center: z.string().nullable(),
  }),
  weekdays: z.array(z.number()),
  time: z.string(),
  paused: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
  /** the next times it will be booked (holidays skipped; none while paused) */
  next: z.array(z.string()),
  /** the latest occurrences, newest first */
  recent: z.array(occurrenceSchema),
});
export type RecurringTrip = z.infer<typeof recurringSchema>;

export const recurringResponseSchema = z.object({
  success: z.literal(true),
  data: recurringSchema,
});
export const recurringListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ recurring: z.array(recurringSchema) }),
});

export const holidayBodySchema = z.object({
  /** YYYY-MM-DD */
  day: text({ error: 'field_required' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    message: 'validation_error',
  }),
  name: businessName(HOLIDAY_NAME_MAX),
});
export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ holidays: z.array(holidaySchema) }),
});
export const holidayParamsSchema = z.object({
  day: text({ error: 'validation_error' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    message: 'validation_error',
  }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) in a time zone. */
function zonedInstant(day: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // the zone's offset at that moment: what the wall clock there reads for the UTC guess
  const wall = new Date(new Date(guess).toLocaleString('en-US', { timeZone }));
  const utcWall = new Date(new Date(guess).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess - (wall.getTime() - utcWall.getTime()));
}

/** A local date's weekday (0 = Sunday). */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The times a schedule comes due in (from, to], in order: each chosen weekday at its time in the
 * company's time zone. With `holidays`, those days are left out (the page's "next" list; the
 * booking sweep records them as skipped instead).
 */
export function occurrencesBetween(
  schedule: { weekdays: readonly number[]; time: string },
  from: Date,
  to: Date,
  timeZone: string,
  holidays: ReadonlySet<string> = new Set(),
): Date[] {
  const out: Date[] = [];
  const days = new Set(schedule.weekdays);
  for (let ms = from.getTime() - DAY_MS; ms <= to.getTime() + DAY_MS; ms += DAY_MS) {
    const day = localDay(new Date(ms), timeZone);
    if (!days.has(weekdayOf(day)) || holidays.has(day)) continue;
    const at = zonedInstant(day, schedule.time, timeZone);
    if (at > from && at <= to && !out.some((o) => o.getTime() === at.getTime())) out.push(at);
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}

/** The next `count` times a schedule comes due after `now`, holidays skipped (within a year). */
export function nextOccurrences(
  schedule: { weekdays: readonly number[]; time: string },
  now: Date,
  count: number,
  timeZone: string,
  holidays: ReadonlySet<string> = new Set(),
): Date[] {
  const out: Date[] = [];
  let from = now;
  for (let week = 0; week < 53 && out.length < count; week += 1) {
    const to = new Date(from.getTime() + 7 * DAY_MS);
    out.push(...occurrencesBetween(schedule, from, to, timeZone, holidays));
    from = to;
  }
  return out.slice(0, count);
}
