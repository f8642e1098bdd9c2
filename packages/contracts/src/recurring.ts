import { z } from 'zod';
import { distinctPlaces, samePlaceError } from './geo.ts';
import { tripShape } from './trip-api.ts';
import { WEEKDAYS } from './policies.ts';
import { text } from './text.ts';

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

const hhmm = text({ error: 'field_required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'time_format',
});

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
  name: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(HOLIDAY_NAME_MAX, { message: 'too_long' }),
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
