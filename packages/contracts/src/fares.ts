import { z } from 'zod';
import { CITY_IDS } from './geo.ts';
import { fromCents, positiveAmountSchema } from './money.ts';
import { text } from './text.ts';
import { SERVICE_TYPE_IDS } from './trips.ts';

// The fares of each city and service type as the provider's console shows and adjusts them
// (/api/console/fares). The fare engine's default table is the reference: each of the four values
// may be set between FARE_ADJUST_MIN_RATIO and FARE_ADJUST_MAX_RATIO of its default, in whole
// cents. The minimum fare need not be at least the base. Amounts in dollars on the wire.

/** A value may go down to half its default… */
export const FARE_ADJUST_MIN_RATIO = 0.5;
/** …and up to twice it. */
export const FARE_ADJUST_MAX_RATIO = 2;

/** The four values of a tariff, as the wire names them. */
export const FARE_FIELDS = ['base', 'per_km', 'per_min', 'minimum'] as const;
export type FareField = (typeof FARE_FIELDS)[number];

/** Cents the ratios may land between (float noise of a ratio never moves a bound by a cent). */
const EPSILON = 1e-9;

/** The allowed range of one value, in whole cents, from its default (cents). */
export function fareBoundsCents(defaultCents: number): { min: number; max: number } {
  return {
    min: Math.max(1, Math.ceil(defaultCents * FARE_ADJUST_MIN_RATIO - EPSILON)),
    max: Math.floor(defaultCents * FARE_ADJUST_MAX_RATIO + EPSILON),
  };
}

/** The allowed range of one value, in dollars, from its default (dollars). */
export function fareBounds(defaultDollars: number): { min: number; max: number } {
  const { min, max } = fareBoundsCents(Math.round(defaultDollars * 100));
  return { min: fromCents(min), max: fromCents(max) };
}

/** Whether a value (dollars) lies within the bounds of its default (dollars). */
export function isFareWithinBounds(value: number, defaultDollars: number): boolean {
  const { min, max } = fareBoundsCents(Math.round(defaultDollars * 100));
  const cents = Math.round(value * 100);
  return cents >= min && cents <= max;
}

/** Four values in dollars. */
export const fareValuesSchema = z.object({
  base: z.number(),
  per_km: z.number(),
  per_min: z.number(),
  minimum: z.number(),
});
export type FareValues = z.infer<typeof fareValuesSchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number() });

/** One service type of one city: its default, what is charged now, and who changed it. */
export const consoleFareSchema = z.object({
  city_id: z.enum(CITY_IDS),
  service_type_id: z.enum(SERVICE_TYPE_IDS),
  /** the service type's name in the caller's language */
  name: z.string(),
  /** the fare engine's default table */
  default: fareValuesSchema,
  /** what estimates and final fares use now (the default when not overridden) */
  current: fareValuesSchema,
  /** what each value may be set to (dollars), from its default */
  bounds: z.object({
    base: rangeSchema,
    per_km: rangeSchema,
    per_min: rangeSchema,
    minimum: rangeSchema,
  }),
  overridden: z.boolean(),
  updated_at: z.string().nullable(),
  /** the admin who last changed it (name) */
  updated_by: z.string().nullable(),
});
export type ConsoleFare = z.infer<typeof consoleFareSchema>;

export const consoleFaresResponseSchema = z.object({
  success: z.literal(true),
  /** every city in CITY_IDS, each with every service type */
  cities: z.array(
    z.object({
      city_id: z.enum(CITY_IDS),
      name: z.string(),
      fares: z.array(consoleFareSchema),
    }),
  ),
});
export type ConsoleFaresResponse = z.infer<typeof consoleFaresResponseSchema>;

export const consoleFareResponseSchema = z.object({
  success: z.literal(true),
  fare: consoleFareSchema,
});

/**
 * PUT /api/console/fares/:city/:serviceType: the four values in dollars (two decimals at most).
 * Their bounds depend on the default and are checked by the server: 400 `fare_out_of_bounds`,
 * with `fields` naming the value.
 */
export const setFareBodySchema = z.object({
  base: positiveAmountSchema,
  per_km: positiveAmountSchema,
  per_min: positiveAmountSchema,
  minimum: positiveAmountSchema,
});
export type SetFareBody = z.input<typeof setFareBodySchema>;

/** Unknown ids are a 404, not a validation error: plain texts here. */
export const fareParamsSchema = z.object({
  city: text().max(100),
  serviceType: text().max(100),
});
