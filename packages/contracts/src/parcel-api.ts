import { costCenterInputSchema, tripReasonSchema } from './policies.ts';
import { z } from 'zod';
import { placeSchema } from './geo.ts';
import { nonNegativeAmountSchema } from './money.ts';
import { orderStopStatusSchema } from './orders.ts';
import {
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DESCRIPTION_MAX,
  PARCEL_DETAILS_MAX,
  PARCEL_INSTRUCTIONS_MAX,
  PARCEL_MAX_DROPOFFS,
  PARCEL_MIN_WEIGHT_KG,
  PARCEL_VEHICLE_IDS,
  parcelSizeSchema,
  parcelTypeSchema,
} from './parcels.ts';
import {
  GUEST_NAME_MAX,
  driverSummarySchema,
  positionSchema,
  searchQuerySchema,
} from './trip-api.ts';
import {
  isFinalTripStatus,
  scheduledAtSchema,
  serviceTypeIdSchema,
  tripStatusSchema,
  tripTypeSchema,
  type CancelReasonId,
  type TripStatus,
} from './trips.ts';
import {
  businessName,
  cursor,
  dateRangeInOrder,
  dateTime,
  personName,
  phone,
  text,
} from './text.ts';

// The parcel resource on the wire (issue 8). A parcel is an order of kind 'parcel': one pickup,
// then one drop-off per receiver. Amounts in dollars; times ISO 8601 UTC.

export const PARCEL_LIST_DEFAULT_LIMIT = 20;
export const PARCEL_LIST_MAX_LIMIT = 100;

/** Who hands the parcel over: the company (a contact of its own) or one of its collaborators. */
export const parcelSenderInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('corporate'),
      // the company signs as itself or as a contact of its own: its name, or a person's
      name: businessName(GUEST_NAME_MAX),
      phone: phone(),
    }),
    z.object({ type: z.literal('payroll'), user_id: z.uuid({ message: 'validation_error' }) }),
  ],
  { error: 'field_required' },
);
export type ParcelSenderInput = z.infer<typeof parcelSenderInputSchema>;

export const parcelReceiverInputSchema = z.object({
  name: personName(GUEST_NAME_MAX),
  phone: phone(),
  place: placeSchema,
  instructions: text().trim().max(PARCEL_INSTRUCTIONS_MAX, { message: 'too_long' }).optional(),
});
export type ParcelReceiverInput = z.infer<typeof parcelReceiverInputSchema>;

/** POST /parcels (with an Idempotency-Key header). The image is uploaded first (POST /parcels/images). */
export const createParcelBodySchema = z.object({
  sender: parcelSenderInputSchema,
  pickup: placeSchema,
  receivers: z
    .array(parcelReceiverInputSchema, { error: 'field_required' })
    .min(1, { message: 'field_required' })
    .max(PARCEL_MAX_DROPOFFS, { message: 'max_stops' }),
  parcel_type: parcelTypeSchema,
  size: parcelSizeSchema,
  weight_kg: z
    .number({ error: 'field_required' })
    .min(PARCEL_MIN_WEIGHT_KG, { message: 'validation_error' }),
  description: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(PARCEL_DESCRIPTION_MAX, { message: 'too_long' }),
  details: text().trim().max(PARCEL_DETAILS_MAX, { message: 'too_long' }).optional(),
  image_id: z.uuid({ message: 'image_required' }),
  /** why, and the cost centre (a sending collaborator's group policy may require them) */
  reason: tripReasonSchema,
  cost_center: costCenterInputSchema,
  /** dollars, at most PARCEL_DECLARED_VALUE_MAX_CENTS */
  declared_value: nonNegativeAmountSchema.refine(
    (v) => Math.round(v * 100) <= PARCEL_DECLARED_VALUE_MAX_CENTS,
    { message: 'declared_value_too_high' },
  ),
  /** the sender read the prohibited items and declares none is inside */
  prohibited_ack: z.literal(true, { message: 'prohibited_ack_required' }),
  scheduled_at: scheduledAtSchema,
});
export type CreateParcelBody = z.input<typeof createParcelBodySchema>;

/** POST /parcels/estimate: what a parcel would cost before it is sent. */
export const parcelEstimateBodySchema = z.object({
  pickup: placeSchema,
  receivers: z
    .array(z.object({ place: placeSchema }), { error: 'field_required' })
    .min(1, { message: 'field_required' })
    .max(PARCEL_MAX_DROPOFFS, { message: 'max_stops' }),
  size: parcelSizeSchema,
  weight_kg: z
    .number({ error: 'field_required' })
    .min(PARCEL_MIN_WEIGHT_KG, { message: 'validation_error' }),
});
export type ParcelEstimateBody = z.infer<typeof parcelEstimateBodySchema>;
export const parcelEstimateSchema = z.object({
  vehicle: z.enum(PARCEL_VEHICLE_IDS),
  service_type_id: serviceTypeIdSchema,
  /** dollars: what is held when it is sent */
  fare: z.number(),
  size_surcharge: z.number(),
  distance_km: z.number(),
  duration_min: z.number(),
  route: z.array(z.tuple([z.number(), z.number()])),
});
export type ParcelEstimate = z.infer<typeof parcelEstimateSchema>;
export const parcelEstimateResponseSchema = z.object({
  success: z.literal(true),
  data: parcelEstimateSchema,
});

/** Why a company cancels a parcel (a reason is required): the trips' reasons that fit a parcel. */
export const PARCEL_CANCEL_REASON_IDS = [
  'driver_delayed',
  'wrong_address',
  'booked_by_mistake',
  'other',
] as const satisfies readonly CancelReasonId[];
export const cancelParcelBodySchema = z.object({
  reason_id: z.enum(PARCEL_CANCEL_REASON_IDS, { message: 'field_required' }),
  comment: text().trim().max(300, { message: 'too_long' }).optional(),
});

export const parcelStopSchema = z.object({
  index: z.number().int(),
  role: z.enum(['pickup', 'dropoff']),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  place: placeSchema,
  instructions: z.string().nullable(),
  status: orderStopStatusSchema,
  arrived_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** the courier entered the receiver's PIN and it matched */
  pin_verified: z.boolean(),
  /** GET /uploads/{id}: the courier's photo at the drop-off */
  proof_photo_id: z.string().nullable(),
  /** the receiver's public tracking link token (drop-offs only) */
  tracking_token: z.string().nullable(),
});
export type ParcelStop = z.infer<typeof parcelStopSchema>;

export const parcelChargeLineSchema = z.object({
  kind: z.enum(['fare', 'return_fee']),
  /** the drop-off a return fee is for */
  stop_index: z.number().int().nullable(),
  amount: z.number(),
});

export const parcelSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  status: tripStatusSchema,
  type: tripTypeSchema,
  service_type_id: serviceTypeIdSchema,
  vehicle: z.enum(PARCEL_VEHICLE_IDS),
  payer: z.enum(['payroll_user', 'corporate']),
  sender: z.object({
    type: z.enum(['corporate', 'payroll']),
    user_id: z.string().nullable(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
  parcel_type: parcelTypeSchema,
  size: parcelSizeSchema,
  weight_kg: z.number(),
  description: z.string(),
  details: z.string().nullable(),
  image_id: z.string(),
  declared_value: z.number(),
  stops: z.array(parcelStopSchema),
  scheduled_at: z.string().nullable(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason_id: z.string().nullable(),
  cancel_comment: z.string().nullable(),
  /** dollars held at request time */
  estimated_fare: z.number(),
  /** dollars charged (the fare driven plus return fees); null until finished */
  final_fare: z.number().nullable(),
  /** how the final charge is made up, line by line (empty until finished) */
  charge_lines: z.array(parcelChargeLineSchema),
  distance_km: z.number(),
  duration_min: z.number(),
  eta_min: z.number().nullable(),
  /** who carries it (name, photo, vehicle, plate) once assigned, as a trip's driver; null before */
  driver: driverSummarySchema.nullable(),
  /** the courier's last position while the parcel runs */
  position: positionSchema.nullable(),
  route: z.array(z.tuple([z.number(), z.number()])),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * Whether a receiver's tracking link (and the WhatsApp message carrying it) is worth sending: only
 * while the parcel runs and that drop-off is still ahead. A delivered, failed or cancelled stop has
 * nothing left to follow.
 */
export function isStopTrackable(
  parcelStatus: TripStatus,
  stop: { role: 'pickup' | 'dropoff'; status: z.infer<typeof orderStopStatusSchema> },
): boolean {
  return (
    !isFinalTripStatus(parcelStatus) &&
    stop.role === 'dropoff' &&
    (stop.status === 'pending' || stop.status === 'arrived')
  );
}

export const parcelListQuerySchema = z
  .object({
    scope: z.enum(['running', 'history']).default('history'),
    from: dateTime().optional(),
    to: dateTime().optional(),
    status: tripStatusSchema.optional(),
    size: parcelSizeSchema.optional(),
    /** receiver or sender name, or the unique id */
    q: text().trim().max(120, { message: 'too_long' }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PARCEL_LIST_MAX_LIMIT)
      .default(PARCEL_LIST_DEFAULT_LIMIT),
    cursor: cursor().optional(),
    format: z.enum(['json', 'csv']).default('json'),
    /** history: 'false' skips the totals (a later page, or a client that has them) */
    totals: z.enum(['true', 'false']).default('true'),
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;

/** GET /api/public/parcel-track/{token}: one receiver's stop, the courier and the ETA; never costs. */
export const publicParcelTrackSchema = z.object({
  unique_id: z.string(),
  status: tripStatusSchema,
  stop: z.object({
    index: z.number().int(),
    name: z.string().nullable(),
    place: placeSchema,
    status: orderStopStatusSchema,
    arrived_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    failed_at: z.string().nullable(),
  }),
  courier: z
    .object({
      first_name: z.string(),
      photo_url: z.string(),
      plate: z.string(),
      vehicle: z.string(),
    })
    .nullable(),
  eta_min: z.number().nullable(),
});
export type PublicParcelTrack = z.infer<typeof publicParcelTrackSchema>;

export const parcelResponseSchema = z.object({ success: z.literal(true), data: parcelSchema });
export const parcelsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    parcels: z.array(parcelSchema),
    next_cursor: z.string().nullable(),
    /** history, first page: how many parcels the filters find and what they were charged */
    totals: z.object({ count: z.number(), amount: z.number() }).nullable(),
  }),
});
export const publicParcelTrackParamsSchema = z.object({ token: text().max(100) });
export const publicParcelTrackResponseSchema = z.object({
  success: z.literal(true),
  data: publicParcelTrackSchema,
});

/** GET /parcels/search (the top-bar search): parcels by id, sender or receiver, newest first. */
export const parcelSearchQuerySchema = searchQuerySchema;
export const parcelSearchHitSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  sender_name: z.string(),
  receivers: z.array(z.string()),
  status: tripStatusSchema,
  requested_at: z.string(),
});
export type ParcelSearchHit = z.infer<typeof parcelSearchHitSchema>;
export const parcelSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ parcels: z.array(parcelSearchHitSchema) }),
});
