import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { corporates, payrollUsers } from './corporates.ts';
import { trips, type LngLat, type TripPassengerType, type TripPayer } from './trips.ts';

// Multistop quotes (issue 9): a trip through several stops that the provider's pricing desk
// prices before it runs and the company approves. Once approved, `order_id` is the order
// (kind 'multistop') the order core runs. Every index leads with corporate_id.

export type QuoteStatus =
  | 'waiting'
  | 'waiting_for_approval'
  | 'approved'
  | 'not_approved'
  | 'expired'
  | 'cancelled'
  | 'declined';
export type QuotePlace = { address: string; lat: number; lng: number };
export type QuoteLegRow = {
  distanceKm: number;
  durationMin: number;
  fareCents: number;
};

export const multistopQuotes = pgTable(
  'multistop_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    corporateId: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** human id, e.g. "MQ-8F3K2Q" */
    uniqueId: text('unique_id').notNull(),
    status: text('status').$type<QuoteStatus>().notNull(),
    passengerType: text('passenger_type').$type<TripPassengerType>().notNull(),
    passengerUserId: uuid('passenger_user_id').references(() => payrollUsers.id),
    passengerName: text('passenger_name').notNull(),
    passengerPhone: text('passenger_phone'),
    payer: text('payer').$type<TripPayer>().notNull(),
    payerAccountId: uuid('payer_account_id').notNull(),
    /** the origin first, then every stop in the order they are driven */
    places: jsonb('places').$type<QuotePlace[]>().notNull(),
    serviceTypeId: text('service_type_id').notNull(),
    comment: text('comment'),
    /** why the trip and its cost centre, for the order it becomes (issue 13) */
    tripReason: text('trip_reason'),
    costCenter: text('cost_center'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** scheduled_at - 15 min: a quote not approved by then expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    // the pricing desk's answer
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    cityId: text('city_id'),
    legs: jsonb('legs').$type<QuoteLegRow[]>(),
    stopFeeCents: bigint('stop_fee_cents', { mode: 'number' }),
    totalCents: bigint('total_cents', { mode: 'number' }),
    /** bolívares per dollar on the day it was priced */
    exchangeRate: doublePrecision('exchange_rate'),
    distanceKm: doublePrecision('distance_km'),
    durationMin: doublePrecision('duration_min'),
    route: jsonb('route').$type<LngLat[]>(),
    declineCode: text('decline_code'),
    // the company's decision
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    denyReasonId: text('deny_reason_id'),
    denyComment: text('deny_comment'),
    /** when the "about to expire" notice went out (once) */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => trips.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('multistop_quotes_unique_id_uq').on(t.uniqueId),
    uniqueIndex('multistop_quotes_order_uq').on(t.orderId),
    index('multistop_quotes_list_idx').on(t.corporateId, t.scheduledAt.desc(), t.id.desc()),
    index('multistop_quotes_status_idx').on(t.corporateId, t.status, t.scheduledAt.desc()),
    // the leader's expiry timers: open quotes by when they expire, across companies
    index('multistop_quotes_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('waiting', 'waiting_for_approval')`),
  ],
);
