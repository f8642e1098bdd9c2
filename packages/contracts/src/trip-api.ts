import { costCenterInputSchema, tripReasonSchema } from './policies.ts';
import { z } from 'zod';
import {
  cityIdSchema,
  distinctPlaces,
  latLngSchema,
  placeSchema,
  routeShape,
  samePlaceError,
} from './geo.ts';
import {
  NOT_SERVED_TRIP_STATUSES,
  cancelReasonIdSchema,
  promoCodeSchema,
  scheduledAtSchema,
  serviceTypeIdSchema,
  serviceTypeSchema,
  tripEstimateResponseSchema,
  tripStatusSchema,
  tripTypeSchema,
} from './trips.ts';
import { orderKindSchema } from './orders.ts';
import { cursor, dateRangeInOrder, dateTime, personName, phone, text } from './text.ts';

// The trip resource on the wire (issue 4). Amounts in dollars; times ISO 8601 UTC.

export const TRIP_LIST_DEFAULT_LIMIT = 20;
export const TRIP_LIST_MAX_LIMIT = 100;
export const TRIP_COMMENT_MAX = 300;
export const GUEST_NAME_MAX = 120;

export const passengerInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('payroll'), user_id: z.uuid({ message: 'validation_error' }) }),
    z.object({
      type: z.literal('guest'),
      name: personName(GUEST_NAME_MAX),
      phone: phone(),
    }),
  ],
  { error: 'field_required' },
);
export type PassengerInput = z.infer<typeof passengerInputSchema>;

/** What a ride is, whenever it is booked: a trip now, a scheduled one, a recurring one. */
export const tripShape = () => ({
  passenger: passengerInputSchema,
  ...routeShape(),
  service_type_id: serviceTypeIdSchema,
  comment: text().trim().max(TRIP_COMMENT_MAX, { message: 'too_long' }).optional(),
  /** why the trip, and the cost centre it is charged to (a group's policy may require them) */
  reason: tripReasonSchema,
  cost_center: costCenterInputSchema,
});

/** POST /trips (with an Idempotency-Key header). */
export const createTripBodySchema = z
  .object({
    ...tripShape(),
    scheduled_at: scheduledAtSchema,
    promo_code: promoCodeSchema.optional(),
  })
  .refine(distinctPlaces, samePlaceError);
export type CreateTripBody = z.input<typeof createTripBodySchema>;

export const driverSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  first_name: z.string(),
  photo_url: z.string(),
  rating: z.number(),
  vehicle: z.object({
    brand: z.string(),
    model: z.string(),
    colour: z.string(),
    plate: z.string(),
    year: z.number(),
  }),
});
export type DriverSummary = z.infer<typeof driverSummarySchema>;

export const positionSchema = latLngSchema.extend({ heading: z.number() });

export const tripSchema = z.object({
  _id: z.string(),
  /** human id shown everywhere, e.g. "VJ-8F3K2Q" */
  unique_id: z.string(),
  status: tripStatusSchema,
  type: tripTypeSchema,
  city_id: cityIdSchema,
  service_type_id: serviceTypeIdSchema,
  passenger: z.object({
    type: z.enum(['payroll', 'guest']),
    user_id: z.string().nullable(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
  /** who pays: the collaborator's account or the corporate wallet */
  payer: z.enum(['payroll_user', 'corporate']),
  origin: placeSchema,
  destination: placeSchema,
  comment: z.string().nullable(),
  /** why the trip and the cost centre it is charged to (issue 13) */
  reason: z.string().nullable(),
  cost_center: z.string().nullable(),
  promo_code: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason_id: z.string().nullable(),
  /** what the company wrote when it cancelled (never shown on the passenger's page) */
  cancel_comment: z.string().nullable(),
  /** dollars: the estimate held at request time */
  estimated_fare: z.number(),
  /** dollars: what was charged; null until completed */
  final_fare: z.number().nullable(),
  distance_km: z.number(),
  duration_min: z.number(),
  driver: driverSummarySchema.nullable(),
  position: positionSchema.nullable(),
  /** minutes until the driver arrives (before pickup) or until arrival (on board) */
  eta_min: z.number().nullable(),
  /** planned route, [lng, lat] pairs */
  route: z.array(z.tuple([z.number(), z.number()])),
  /** path actually driven, [lng, lat] pairs; empty until the trip started */
  path: z.array(z.tuple([z.number(), z.number()])),
  /**
   * public live link token for /trip-info/{token}; null for a trip booked before links were
   * derived from the server's key (its link still works, from the passenger's SMS)
   */
  share_token: z.string().nullable(),
  updated_at: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

/** GET /trips?scope=running|history&… */
export const listTripsQuerySchema = z
  .object({
    scope: z.enum(['running', 'history']).default('history'),
    from: dateTime().optional(),
    to: dateTime().optional(),
    status: tripStatusSchema.optional(),
    /** a payroll user id, or free text over passenger name / unique id */
    passenger: text().trim().max(120).optional(),
    service_type_id: serviceTypeIdSchema.optional(),
    cursor: cursor().optional(),
    limit: z.coerce.number().int().min(1).max(TRIP_LIST_MAX_LIMIT).default(TRIP_LIST_DEFAULT_LIMIT),
    format: z.enum(['json', 'csv']).default('json'),
    /** history: 'false' skips the totals (a later page, or a client that has them) */
    totals: z.enum(['true', 'false']).default('true'),
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type ListTripsQuery = z.input<typeof listTripsQuerySchema>;

export const tripsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    trips: z.array(tripSchema),
    next_cursor: z.string().nullable(),
    /** history only: totals over the whole filtered list */
    totals: z.object({ count: z.number(), amount: z.number() }).nullable(),
  }),
});

export const tripResponseSchema = z.object({ success: z.literal(true), data: tripSchema });

/** POST /trips/{id}/cancel */
export const cancelTripBodySchema = z.object({
  reason_id: cancelReasonIdSchema,
  comment: text().trim().max(TRIP_COMMENT_MAX, { message: 'too_long' }).optional(),
});

/** GET /api/public/trip-info/{token}: what the passenger may see; never costs or company data. */
export const publicTripInfoSchema = z.object({
  unique_id: z.string(),
  status: tripStatusSchema,
  origin: placeSchema,
  destination: placeSchema,
  driver: z
    .object({
      first_name: z.string(),
      photo_url: z.string(),
      rating: z.number(),
      vehicle: z.object({
        brand: z.string(),
        model: z.string(),
        colour: z.string(),
        plate: z.string(),
      }),
    })
    .nullable(),
  position: positionSchema.nullable(),
  eta_min: z.number().nullable(),
  route: z.array(z.tuple([z.number(), z.number()])),
  updated_at: z.string(),
});
export type PublicTripInfo = z.infer<typeof publicTripInfoSchema>;

/** Realtime, to the corporate's room. */
export const tripUpdateEventSchema = z.object({
  trip_id: z.string(),
  /** a ride's screens and a parcel's each keep to their own kind */
  kind: orderKindSchema,
  status: tripStatusSchema,
  position: positionSchema.optional(),
  eta: z.number().nullable().optional(),
});
export type TripUpdateEvent = z.infer<typeof tripUpdateEventSchema>;
export const TRIP_UPDATE_EVENT = 'trip:update';

/** SPEC §7: the driver cancelled; shown as the full-screen driver-cancel dialog. */
export const cancelTripCorporateEventSchema = z.object({
  corporate_id: z.string(),
  trip_id: z.string(),
  trip_unique_id: z.string(),
});
export type CancelTripCorporateEvent = z.infer<typeof cancelTripCorporateEventSchema>;
export const CANCEL_TRIP_CORPORATE_EVENT = 'CANCEL_TRIP_CORPORATE';

/**
 * Issue 12: a trip ended without a driver (`no_driver`, or `cancelled_by_provider`) and its hold
 * was released; the panel tells the company (the driver-cancel dialog if it shows the trip, else a
 * notice) and offers to book it again. Sent once, after the trip's last `trip:update`.
 */
export const tripNotServedEventSchema = z.object({
  corporate_id: z.string(),
  trip_id: z.string(),
  trip_unique_id: z.string(),
  status: z.enum(NOT_SERVED_TRIP_STATUSES),
});
export type TripNotServedEvent = z.infer<typeof tripNotServedEventSchema>;
export const TRIP_NOT_SERVED_EVENT = 'TRIP_NOT_SERVED_CORPORATE';

// Envelopes of the other trip routes (added with the server side of issue 4).

/** POST /trips/estimate */
export const tripEstimateEnvelopeSchema = z.object({
  success: z.literal(true),
  data: tripEstimateResponseSchema,
});

/** GET /service-types (the corporate's city) */
export const serviceTypesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ city_id: cityIdSchema.nullable(), service_types: z.array(serviceTypeSchema) }),
});

/** GET /cancel-reasons (labels in the caller's language) */
export const cancelReasonsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reasons: z.array(z.object({ id: cancelReasonIdSchema, label: z.string() })) }),
});

/** GET /providers/{id}: a driver who served one of the corporate's trips. */
export const driverProfileSchema = driverSummarySchema.extend({
  trips_count: z.number(),
  city_id: cityIdSchema,
  service_type_id: serviceTypeIdSchema,
});
export const driverProfileResponseSchema = z.object({
  success: z.literal(true),
  data: driverProfileSchema,
});
export type DriverProfileDto = z.infer<typeof driverProfileSchema>;

/** GET /api/public/trip-info/{token} */
export const publicTripInfoParamsSchema = z.object({ token: text().max(100) });
export const publicTripInfoResponseSchema = z.object({
  success: z.literal(true),
  data: publicTripInfoSchema,
});

/** GET /search?q= : trips by unique id or passenger name */
export const tripSearchHitSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  passenger_name: z.string(),
  status: tripStatusSchema,
  requested_at: z.string(),
});
export type TripSearchHit = z.infer<typeof tripSearchHitSchema>;
export const SEARCH_QUERY_MAX = 120;
export const searchQuerySchema = z.object({
  q: text()
    .trim()
    .min(1, { message: 'field_required' })
    .max(SEARCH_QUERY_MAX, { message: 'too_long' }),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const searchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ trips: z.array(tripSearchHitSchema) }),
});
