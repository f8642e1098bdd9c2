import { z } from 'zod';
import type { Language } from './i18n.ts';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from './constants.ts';
import { cityIdSchema, distinctPlaces, routeShape, samePlaceError } from './geo.ts';
import { dateTime, text } from './text.ts';

/** Trip statuses (SPEC §4). 'partially_completed' is for multistop trips. */
export const TRIP_STATUSES = [
  'scheduled',
  'waiting',
  'accepted',
  'coming',
  'arrived',
  'driver_waiting',
  'started',
  'completed',
  'partially_completed',
  'no_driver',
  'cancelled',
  'cancelled_by_user',
  'cancelled_by_provider',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
export const tripStatusSchema = z.enum(TRIP_STATUSES, { message: 'validation_error' });

/** Statuses of a trip that is still running (shown on the live map). */
export const RUNNING_TRIP_STATUSES = [
  'scheduled',
  'waiting',
  'accepted',
  'coming',
  'arrived',
  'driver_waiting',
  'started',
] as const satisfies readonly TripStatus[];
/** Statuses after which nothing changes any more. */
export const FINAL_TRIP_STATUSES = [
  'completed',
  'partially_completed',
  'no_driver',
  'cancelled',
  'cancelled_by_user',
  'cancelled_by_provider',
] as const satisfies readonly TripStatus[];
/** Final statuses of a trip that was served (the dashboard counts these as done). */
export const SERVED_TRIP_STATUSES = [
  'completed',
  'partially_completed',
] as const satisfies readonly TripStatus[];
/** Final statuses of a trip that was not served: cancelled by anyone, or no driver came. */
export const UNSERVED_TRIP_STATUSES = [
  'no_driver',
  'cancelled',
  'cancelled_by_user',
  'cancelled_by_provider',
] as const satisfies readonly TripStatus[];
/**
 * Final statuses of a trip no driver served although the company did not cancel it: nobody was
 * found, or the provider gave up (after drivers dropped it, or dispatch kept failing). The company
 * is told each one as it happens (TRIP_NOT_SERVED_CORPORATE, issue 12) and may book it again.
 */
export const NOT_SERVED_TRIP_STATUSES = [
  'no_driver',
  'cancelled_by_provider',
] as const satisfies readonly TripStatus[];
export type NotServedTripStatus = (typeof NOT_SERVED_TRIP_STATUSES)[number];
export function isNotServedTripStatus(status: TripStatus): status is NotServedTripStatus {
  return (NOT_SERVED_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}
/** Statuses from which the company may still cancel (not started or finished: issue 4). */
export const CANCELLABLE_TRIP_STATUSES = [
  'scheduled',
  'waiting',
  'accepted',
  'coming',
  'arrived',
  'driver_waiting',
] as const satisfies readonly TripStatus[];

/** The order was driven to its end (completed, or partially: a drop-off failed). */
export function isServedTripStatus(status: TripStatus): boolean {
  return (SERVED_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}
export function isFinalTripStatus(status: TripStatus): boolean {
  return (FINAL_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}
export function isCancellableTripStatus(status: TripStatus): boolean {
  return (CANCELLABLE_TRIP_STATUSES as readonly TripStatus[]).includes(status);
}

/** Trip types (SPEC §4): 'immediate' is labelled "Inmediate" in the UI. */
export const TRIP_TYPES = ['immediate', 'scheduled'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const tripTypeSchema = z.enum(TRIP_TYPES, { message: 'validation_error' });

/** Service types the provider sells; 'moto' carries parcels. */
export const SERVICE_TYPE_IDS = ['economy', 'comfort', 'xl', 'moto'] as const;
export type ServiceTypeId = (typeof SERVICE_TYPE_IDS)[number];
// a service type that does not exist is named as such (a booking file's column, a form's field)
export const serviceTypeIdSchema = z.enum(SERVICE_TYPE_IDS, { message: 'service_type_invalid' });
export const SERVICE_TYPE_NAMES: Record<ServiceTypeId, Record<Language, string>> = {
  economy: { es: 'Económico', en: 'Economy', fr: 'Économique', ar: 'اقتصادي' },
  comfort: { es: 'Confort', en: 'Comfort', fr: 'Confort', ar: 'مريح' },
  xl: { es: 'XL', en: 'XL', fr: 'XL', ar: 'XL' },
  moto: { es: 'Moto', en: 'Motorbike', fr: 'Moto', ar: 'دراجة نارية' },
};
/** Seats (passengers) each service type carries; 'moto' is for parcels and one rider. */
export const SERVICE_TYPE_SEATS: Record<ServiceTypeId, number> = {
  economy: 4,
  comfort: 4,
  xl: 6,
  moto: 1,
};

/** GET /service-types: what the corporate's city sells. */
export const serviceTypeSchema = z.object({
  id: serviceTypeIdSchema,
  name: z.string(),
  seats: z.number().int(),
  city_id: cityIdSchema,
  /** dollars */
  base: z.number(),
  /** dollars */
  per_km: z.number(),
  /** dollars */
  per_min: z.number(),
  /** dollars */
  minimum: z.number(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** Why a company cancels a trip (SPEC §5: a reason is required). */
export const CANCEL_REASON_IDS = [
  'driver_delayed',
  'passenger_changed_plans',
  'wrong_address',
  'booked_by_mistake',
  'found_other_transport',
  'passenger_no_show',
  'other',
] as const;
export type CancelReasonId = (typeof CANCEL_REASON_IDS)[number];
export const cancelReasonIdSchema = z.enum(CANCEL_REASON_IDS, { message: 'field_required' });
export const isCancelReasonId = (value: unknown): value is CancelReasonId =>
  (CANCEL_REASON_IDS as readonly unknown[]).includes(value);
export const CANCEL_REASON_LABELS: Record<CancelReasonId, Record<Language, string>> = {
  driver_delayed: {
    es: 'El conductor tarda demasiado',
    en: 'The driver is taking too long',
    fr: 'Le chauffeur met trop de temps',
    ar: 'السائق يتأخر كثيرًا',
  },
  passenger_changed_plans: {
    es: 'El pasajero cambió de planes',
    en: 'The passenger changed plans',
    fr: 'Le passager a changé ses plans',
    ar: 'غيّر الراكب خططه',
  },
  wrong_address: {
    es: 'La dirección es incorrecta',
    en: 'The address is wrong',
    fr: "L'adresse est incorrecte",
    ar: 'العنوان غير صحيح',
  },
  booked_by_mistake: {
    es: 'Solicitado por error',
    en: 'Booked by mistake',
    fr: 'Réservé par erreur',
    ar: 'تم الحجز بالخطأ',
  },
  found_other_transport: {
    es: 'Se consiguió otro transporte',
    en: 'Found other transport',
    fr: 'Un autre transport a été trouvé',
    ar: 'تم العثور على وسيلة نقل أخرى',
  },
  passenger_no_show: {
    es: 'El pasajero no se presentó',
    en: 'The passenger did not show up',
    fr: "Le passager ne s'est pas présenté",
    ar: 'لم يحضر الراكب',
  },
  other: { es: 'Otro motivo', en: 'Other reason', fr: 'Autre raison', ar: 'سبب آخر' },
};

export const PROMO_CODE_MAX = 40;
export const promoCodeSchema = text()
  .trim()
  .min(1, { message: 'field_required' })
  .max(PROMO_CODE_MAX, { message: 'too_long' });

/** An ISO date-time with offset, or null/absent for "now". The 15-minute rule needs the clock:
 * see scheduledAtProblem. */
export const scheduledAtSchema = dateTime().nullable().optional();

/** SPEC §5: a scheduled trip at least 15 minutes from now; earlier times are invalid. */
export function scheduledAtProblem(
  scheduledAt: Date,
  now: Date,
): 'scheduled_in_past' | 'scheduled_too_soon' | null {
  const ahead = scheduledAt.getTime() - now.getTime();
  if (ahead < 0) return 'scheduled_in_past';
  if (ahead < SCHEDULED_TRIP_MIN_AHEAD_MIN * 60_000) return 'scheduled_too_soon';
  return null;
}

/** POST /trips/estimate */
export const tripEstimateRequestSchema = z
  .object({
    ...routeShape(),
    service_type_id: serviceTypeIdSchema.optional(),
    promo_code: promoCodeSchema.optional(),
    scheduled_at: scheduledAtSchema,
  })
  .refine(distinctPlaces, samePlaceError);
export type TripEstimateRequest = z.infer<typeof tripEstimateRequestSchema>;

export const fareQuoteSchema = z.object({
  service_type_id: serviceTypeIdSchema,
  name: z.string(),
  /** dollars, after any promo code */
  fare: z.number(),
  /** dollars before the promo code; absent when none applies */
  fare_before_discount: z.number().optional(),
});
export type FareQuote = z.infer<typeof fareQuoteSchema>;

export const tripEstimateResponseSchema = z.object({
  city_id: cityIdSchema,
  city: z.string(),
  distance_km: z.number(),
  duration_min: z.number(),
  fares: z.array(fareQuoteSchema),
  /** the straight-line route to draw: [lng, lat] pairs (GeoJSON order) */
  route: z.array(z.tuple([z.number(), z.number()])),
});
export type TripEstimateResponse = z.infer<typeof tripEstimateResponseSchema>;

/** Defaults of the simulated provider's environment variables (apps/api/src/providers). */
export const SIM_DEFAULTS = {
  SIM_SPEED: 1,
  SIM_SEED: 'trayecto',
  SIM_CANCEL_RATE: 0.05,
  /** a parcel's receiver is not there (the drop-off fails, the parcel comes back) */
  SIM_DROPOFF_FAILURE_RATE: 0.1,
  SIM_FAILURE_RATE: 0.02,
  /** a multistop trip's passenger does not stop at one of the stops */
  SIM_STOP_SKIP_RATE: 0.05,
  /** the pricing desk declines a multistop route */
  SIM_DESK_DECLINE_RATE: 0.05,
  SIM_DRIVERS_PER_CITY: 60,
  SIM_TICK_MS: 2000,
} as const;

/** Minutes before a scheduled trip's time at which it is dispatched, when the corporate has none. */
export const DEFAULT_PRE_TIME_MIN = 15;

/**
 * When a scheduled trip is handed to the fleet: the corporate's pre_time (minutes) before its
 * time, so a driver is found by then. The simulated provider releases it then; the panel says so.
 */
export function dispatchAt(scheduledAt: Date, preTimeMin?: number | null): Date {
  return new Date(scheduledAt.getTime() - (preTimeMin ?? DEFAULT_PRE_TIME_MIN) * 60_000);
}
