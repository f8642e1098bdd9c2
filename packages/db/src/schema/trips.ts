import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { corporates, payrollUsers } from './corporates.ts';

// Trips (issue 4), and since the order core (issue 8, ADR 0008) every kind of order: the `trips`
// table holds the orders (a ride, a parcel) and `order_stops` their ordered stops. Every index
// leads with corporate_id (ARCHITECTURE.md §5). The live position is written at most every few
// seconds per order; the simulator's ticks stay in memory.

export type OrderKind = 'ride' | 'parcel' | 'multistop';
export type TripPassengerType = 'payroll' | 'guest';
export type TripPayer = 'payroll_user' | 'corporate';
export type LngLat = [number, number];
export type StoredPosition = { lat: number; lng: number; heading: number };
export type StoredDriver = {
  id: string;
  name: string;
  firstName: string;
  photoUrl: string;
  rating: number;
  vehicle: { brand: string; model: string; colour: string; plate: string; year: number };
};

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null = valid for every corporate */
    corporateId: uuid('corporate_id').references(() => corporates.id),
    /** stored upper-case */
    code: text('code').notNull(),
    kind: text('kind').$type<'percentage' | 'fixed'>().notNull(),
    /** percentage: 1-100; fixed: cents */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** null = unlimited */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** set while the provider has paused the code: refused like an expired one */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_corporate_code_uq')
      .on(t.corporateId, t.code)
      .where(sql`${t.corporateId} is not null`),
    uniqueIndex('promo_codes_global_code_uq')
      .on(t.code)
      .where(sql`${t.corporateId} is null`),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** what is carried: a passenger ('ride') or a parcel ('parcel') */
    kind: text('kind').$type<OrderKind>().notNull().default('ride'),
    /** human id, e.g. "VJ-8F3K2Q" */
    uniqueId: text('unique_id').notNull(),
    /**
     * SHA-256 (hex) of the public trip-info link's token; the token itself is derived from the
     * server's LINK_TOKEN_KEY and never stored (ADR 0018)
     */
    shareTokenHash: text('share_token_hash').notNull(),
    passengerType: text('passenger_type').$type<TripPassengerType>().notNull(),
    passengerUserId: uuid('passenger_user_id').references(() => payrollUsers.id),
    passengerName: text('passenger_name').notNull(),
    passengerPhone: text('passenger_phone'),
    payer: text('payer').$type<TripPayer>().notNull(),
    payerAccountId: uuid('payer_account_id').notNull(),
    originAddress: text('origin_address').notNull(),
    originLat: doublePrecision('origin_lat').notNull(),
    originLng: doublePrecision('origin_lng').notNull(),
    destinationAddress: text('destination_address').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    serviceTypeId: text('service_type_id').notNull(),
    cityId: text('city_id').notNull(),
    status: text('status').notNull(),
    type: text('type').$type<'immediate' | 'scheduled'>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** null until the provider accepted the trip; such rows are not shown (a failed dispatch is removed) */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReasonId: text('cancel_reason_id'),
    cancelComment: text('cancel_comment'),
    comment: text('comment'),
    /** why the trip (issue 13: a group's policy may require it) */
    tripReason: text('trip_reason'),
    /** the cost centre it is charged to: the booking's, else the collaborator's group's */
    costCenter: text('cost_center'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    estimatedFareCents: bigint('estimated_fare_cents', { mode: 'number' }).notNull(),
    /** before the promo code */
    estimatedFareGrossCents: bigint('estimated_fare_gross_cents', { mode: 'number' }).notNull(),
    finalFareCents: bigint('final_fare_cents', { mode: 'number' }),
    holdId: uuid('hold_id'),
    driverId: text('driver_id'),
    driver: jsonb('driver').$type<StoredDriver>(),
    position: jsonb('position').$type<StoredPosition>(),
    etaMin: doublePrecision('eta_min'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    route: jsonb('route').$type<LngLat[]>().notNull(),
    path: jsonb('path').$type<LngLat[]>(),
    distanceKm: doublePrecision('distance_km').notNull(),
    durationMin: doublePrecision('duration_min').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trips_unique_id_uq').on(t.uniqueId),
    uniqueIndex('trips_share_token_hash_uq').on(t.shareTokenHash),
    index('trips_history_idx').on(t.corporateId, t.requestedAt.desc(), t.id.desc()),
    index('trips_status_idx').on(t.corporateId, t.status, t.requestedAt.desc(), t.id.desc()),
    index('trips_passenger_idx').on(
      t.corporateId,
      t.passengerUserId,
      t.requestedAt.desc(),
      t.id.desc(),
    ),
    index('trips_service_type_idx').on(
      t.corporateId,
      t.serviceTypeId,
      t.requestedAt.desc(),
      t.id.desc(),
    ),
    index('trips_driver_idx').on(t.corporateId, t.driverId),
    index('trips_passenger_name_idx').on(t.corporateId, sql`lower(${t.passengerName})`),
  ],
);

export type OrderStopRole = 'pickup' | 'dropoff';
export type OrderStopStatus = 'pending' | 'arrived' | 'completed' | 'failed';

/**
 * The stops of an order, in the order they are driven: seq 0 is the pickup, every later one a
 * drop-off. A ride has two (its origin and destination, also kept on the order row for the
 * lists); a parcel one per receiver after its pickup.
 */
export const orderStops = pgTable(
  'order_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').$type<OrderStopRole>().notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** who hands over or receives at this stop (a parcel's sender or receiver) */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    instructions: text('instructions'),
    status: text('status').$type<OrderStopStatus>().notNull().default('pending'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** a parcel drop-off's delivery PIN: the receiver gives it, the courier enters it */
    pin: text('pin'),
    /** when the PIN the courier entered matched */
    pinVerifiedAt: timestamp('pin_verified_at', { withTimezone: true }),
    /** the courier's photo at the drop-off (uploads.id) */
    proofUploadId: uuid('proof_upload_id'),
    /** SHA-256 (hex) of the receiver's public tracking link's token (this stop only; ADR 0018) */
    trackingTokenHash: text('tracking_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_stops_order_seq_uq').on(t.corporateId, t.orderId, t.seq),
    uniqueIndex('order_stops_tracking_token_hash_uq').on(t.trackingTokenHash),
  ],
);

/** The history of a trip's statuses (and driver cancellations). */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    payload: jsonb('payload'),
  },
  (t) => [index('trip_events_trip_idx').on(t.corporateId, t.tripId, t.id)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_trip_uq').on(t.tripId),
    index('promo_redemptions_code_idx').on(t.corporateId, t.promoCodeId),
  ],
);

/**
 * Finished trips per corporate, UTC day of request, status and service type: the history's
 * totals without scanning every trip. Written in the transaction that finishes a trip.
 */
export const tripDailyTotals = pgTable(
  'trip_daily_totals',
  {
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    serviceTypeId: text('service_type_id').notNull(),
    trips: integer('trips').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.day, t.status, t.serviceTypeId] })],
);
