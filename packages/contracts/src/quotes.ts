import { costCenterInputSchema, tripReasonSchema } from './policies.ts';
import { z } from 'zod';
import { QUOTE_EARLIEST_AHEAD_MIN, QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN } from './constants.ts';
import { placeSchema } from './geo.ts';
import { MAX_ORDER_DROPOFFS, orderStopStatusSchema } from './orders.ts';
import { passengerInputSchema, positionSchema, TRIP_COMMENT_MAX } from './trip-api.ts';
import { serviceTypeIdSchema, tripStatusSchema, type CancelReasonId } from './trips.ts';
import { cursor, dateRangeInOrder, dateTime, text } from './text.ts';

// Multistop trips and their quotes (issue 9). A company asks the provider's pricing desk to price
// a trip through several stops; the desk answers with a price (or declines); the company approves
// it (the payer's balance is held and the trip is booked, scheduled) or denies it; a quote nobody
// approved expires QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time. Once approved the trip is
// an order of kind 'multistop' on the order core, and the quote shows its run.

/**
 * Stops after the origin a multistop trip may have ('You've reached the maximum of allowed
 * stops'): the order core's limit, 5 unless the provider changes it.
 */
export const MULTISTOP_MAX_STOPS = MAX_ORDER_DROPOFFS;
/** Fewer stops is a plain trip: request it from the running trips page. */
export const MULTISTOP_MIN_STOPS = 2;
/** The provider's fee per stop (cents), on top of the legs' fares; a skipped stop's is not charged. */
export const MULTISTOP_STOP_FEE_CENTS = 150;
/** How long before its expiry a quote waiting for approval is announced as about to expire. */
export const QUOTE_EXPIRY_WARNING_MIN = 30;

export const QUOTE_STATUSES = [
  /** the pricing desk has not answered yet */
  'waiting',
  'waiting_for_approval',
  /** approved: the trip is booked (its run's status is `order_status`) */
  'approved',
  /** denied by the company, with a reason */
  'not_approved',
  /** nobody approved it QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time */
  'expired',
  /** the company withdrew it before deciding */
  'cancelled',
  /** the provider does not serve the route */
  'declined',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const quoteStatusSchema = z.enum(QUOTE_STATUSES, { message: 'validation_error' });
/** Quotes still waiting for something (the desk's price, the company's decision): they can expire. */
export const OPEN_QUOTE_STATUSES = [
  'waiting',
  'waiting_for_approval',
] as const satisfies readonly QuoteStatus[];
export const isOpenQuoteStatus = (s: QuoteStatus) =>
  (OPEN_QUOTE_STATUSES as readonly QuoteStatus[]).includes(s);

/** The list's tabs: every quote, each open or decided status, and the approved ones by their run. */
export const QUOTE_TABS = [
  'all',
  'waiting',
  'waiting_for_approval',
  'approved',
  'not_approved',
  'expired',
] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];

/** When a quote nobody approved expires: QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time. */
export function quoteExpiresAt(scheduledAt: Date): Date {
  return new Date(scheduledAt.getTime() - QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN * 60_000);
}

/**
 * A quote's time as the form opens: an hour ahead on the next five minutes, well after
 * QUOTE_EARLIEST_AHEAD_MIN and, if nobody approves it, expiring after the panel's warning window.
 */
export function defaultQuoteScheduledAt(now: Date): Date {
  const step = 5 * 60_000;
  return new Date(Math.ceil((now.getTime() + 60 * 60_000) / step) * step);
}

/**
 * SPEC §5 for a quote's time: at least QUOTE_EARLIEST_AHEAD_MIN ahead (`quote_too_soon`); a time
 * an hour or more before now has its own message (`scheduled_in_past`).
 */
export function quoteScheduledAtProblem(
  scheduledAt: Date,
  now: Date,
): 'scheduled_in_past' | 'quote_too_soon' | null {
  const ahead = scheduledAt.getTime() - now.getTime();
  if (ahead <= -60 * 60_000) return 'scheduled_in_past';
  if (ahead < QUOTE_EARLIEST_AHEAD_MIN * 60_000) return 'quote_too_soon';
  return null;
}

/**
 * What a multistop trip is charged once run: the legs' fares and the fee of every stop made; a
 * stop skipped (the passenger did not stop there) is not charged its fee. Cents.
 */
export function multistopChargeCents(quote: {
  legsCents: readonly number[];
  stopFeeCents: number;
  stops: number;
  skipped: number;
}): { totalCents: number; feeCents: number; legsCents: number } {
  const legsCents = quote.legsCents.reduce((sum, c) => sum + c, 0);
  const feeCents = quote.stopFeeCents * Math.max(0, quote.stops - quote.skipped);
  return { totalCents: legsCents + feeCents, feeCents, legsCents };
}

/** POST /quotes (with an Idempotency-Key header): ask the provider to price a multistop trip. */
export const createQuoteBodySchema = z.object({
  passenger: passengerInputSchema,
  origin: placeSchema,
  stops: z
    .array(placeSchema, { error: 'field_required' })
    .min(MULTISTOP_MIN_STOPS, { message: 'multistop_min_stops' })
    .max(MULTISTOP_MAX_STOPS, { message: 'max_stops' })
    .meta({
      example: [
        { address: 'Sabana Grande', lat: 10.4967, lng: -66.8786 },
        { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
      ],
    }),
  service_type_id: serviceTypeIdSchema,
  comment: text().trim().max(TRIP_COMMENT_MAX, { message: 'too_long' }).optional(),
  scheduled_at: dateTime(),
  /** kept for the trip the quote becomes (a group's policy may require them) */
  reason: tripReasonSchema,
  cost_center: costCenterInputSchema,
});
export type CreateQuoteBody = z.input<typeof createQuoteBodySchema>;

/** Why a company denies a quote (a reason is required). */
export const QUOTE_DENY_REASON_IDS = [
  'too_expensive',
  'plans_changed',
  'booked_by_mistake',
  'other',
] as const;
export type QuoteDenyReasonId = (typeof QUOTE_DENY_REASON_IDS)[number];
export const denyQuoteBodySchema = z.object({
  reason_id: z.enum(QUOTE_DENY_REASON_IDS, { message: 'field_required' }),
  comment: text().trim().max(300, { message: 'too_long' }).optional(),
});
export type DenyQuoteBody = z.input<typeof denyQuoteBodySchema>;

/** Cancelling an approved multistop trip before it starts: the trips' reasons. */
export const QUOTE_CANCEL_REASON_IDS = [
  'passenger_changed_plans',
  'booked_by_mistake',
  'found_other_transport',
  'other',
] as const satisfies readonly CancelReasonId[];
export const cancelQuoteBodySchema = z.object({
  reason_id: z.enum(QUOTE_CANCEL_REASON_IDS, { message: 'field_required' }),
  comment: text().trim().max(300, { message: 'too_long' }).optional(),
});
export type CancelQuoteBody = z.input<typeof cancelQuoteBodySchema>;

export const quoteLegSchema = z.object({
  /** stop indexes: 0 is the origin */
  from: z.number().int(),
  to: z.number().int(),
  distance_km: z.number(),
  duration_min: z.number(),
  /** dollars */
  fare: z.number(),
});
export type QuoteLeg = z.infer<typeof quoteLegSchema>;

export const quoteStopSchema = z.object({
  /** 0 is the origin */
  index: z.number().int(),
  place: placeSchema,
  /** the run's progress at this stop (pending until the trip runs) */
  status: orderStopStatusSchema,
  arrived_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type QuoteStop = z.infer<typeof quoteStopSchema>;

export const quoteEventSchema = z.object({
  /** a quote status, or once approved a status of its run */
  status: z.string(),
  at: z.string(),
});

export const quoteSchema = z.object({
  _id: z.string(),
  unique_id: z.string(),
  status: quoteStatusSchema,
  /** once approved: the trip's id and its run's status */
  order_id: z.string().nullable(),
  order_status: tripStatusSchema.nullable(),
  passenger: z.object({
    type: z.enum(['payroll', 'guest']),
    user_id: z.string().nullable(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
  payer: z.enum(['payroll_user', 'corporate']),
  service_type_id: serviceTypeIdSchema,
  comment: z.string().nullable(),
  scheduled_at: z.string(),
  requested_at: z.string(),
  priced_at: z.string().nullable(),
  /** when a quote not approved expires (QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN before its time) */
  expires_at: z.string(),
  decided_at: z.string().nullable(),
  /** denied: the reason and the comment */
  deny_reason_id: z.string().nullable(),
  deny_comment: z.string().nullable(),
  /** declined by the provider: the error code of its answer (origin_not_served) */
  decline_code: z.string().nullable(),
  stops: z.array(quoteStopSchema),
  /** null until priced */
  legs: z.array(quoteLegSchema).nullable(),
  /** dollars: the legs' fares, the fee per stop and of all stops, the total held on approval */
  fare: z.number().nullable(),
  stop_fee: z.number().nullable(),
  fee: z.number().nullable(),
  total: z.number().nullable(),
  /** bolívares per dollar on the day it was priced (null before the first rate) */
  exchange_rate: z.number().nullable(),
  distance_km: z.number().nullable(),
  duration_min: z.number().nullable(),
  /** what the run was charged (null until it ends served) */
  final_fare: z.number().nullable(),
  /** the planned route through every stop: [lng, lat] pairs */
  route: z.array(z.tuple([z.number(), z.number()])),
  /** while running: the car */
  position: positionSchema.nullable(),
  eta_min: z.number().nullable(),
  driver: z
    .object({
      name: z.string(),
      photo_url: z.string(),
      plate: z.string(),
      vehicle: z.string(),
    })
    .nullable(),
  /** the quote's statuses, then its run's, oldest first */
  events: z.array(quoteEventSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const QUOTE_LIST_DEFAULT_LIMIT = 20;
export const QUOTE_LIST_MAX_LIMIT = 100;

export const quoteListQuerySchema = z
  .object({
    tab: z.enum(QUOTE_TABS, { message: 'validation_error' }).default('all'),
    /** the trip's scheduled time, from / to */
    from: dateTime().optional(),
    to: dateTime().optional(),
    /** passenger name or the quote's unique id */
    q: text().trim().max(120, { message: 'too_long' }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(QUOTE_LIST_MAX_LIMIT)
      .default(QUOTE_LIST_DEFAULT_LIMIT),
    cursor: cursor().optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(...dateRangeInOrder('from', 'to'));
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

export const quoteResponseSchema = z.object({ success: z.literal(true), data: quoteSchema });
export const quotesPageSchema = z.object({
  success: z.literal(true),
  data: z.object({
    quotes: z.array(quoteSchema),
    next_cursor: z.string().nullable(),
    /** quotes per tab under the date and search filters (the first page only; null after) */
    counts: z.record(z.enum(QUOTE_TABS), z.number()).nullable(),
  }),
});
export type QuotesPage = z.infer<typeof quotesPageSchema>['data'];

/**
 * `quote:update`: a quote moved on (priced, declined, approved, denied, expired, cancelled) or is
 * about to expire (`expiring`). The run of an approved quote is told by `trip:update` (kind
 * 'multistop') and `order:stop`.
 */
export const QUOTE_UPDATE_EVENT = 'quote:update';
export const quoteUpdateEventSchema = z.object({
  quote_id: z.string(),
  unique_id: z.string(),
  status: quoteStatusSchema,
  /** priced and about-to-expire notices ask the panel to say so */
  notice: z.enum(['priced', 'expiring']).nullable(),
  expires_at: z.string(),
});
export type QuoteUpdateEvent = z.infer<typeof quoteUpdateEventSchema>;
