import { z } from 'zod';
import type { TripStatus } from './trips.ts';

// The order core (issue 8): every kind of order (a ride, a parcel, later a multistop trip) is one
// order with an ordered list of stops. Stop 0 is where the driver picks up (the passenger, the
// parcel); every later stop is a drop-off. A ride is an order with two stops; a multistop trip
// (issue 9) one passenger through several.

export const ORDER_KINDS = ['ride', 'parcel', 'multistop'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const orderKindSchema = z.enum(ORDER_KINDS, { message: 'validation_error' });
/** Orders that carry a passenger: the trips history lists them and counts them in its totals. */
export const PASSENGER_ORDER_KINDS = ['ride', 'multistop'] as const satisfies readonly OrderKind[];
export const isPassengerOrderKind = (kind: OrderKind) =>
  (PASSENGER_ORDER_KINDS as readonly OrderKind[]).includes(kind);

/** Most drop-offs one order may have after its pickup ('You've reached the maximum of allowed stops'). */
export const MAX_ORDER_DROPOFFS = 5;
/** Stops of an order: the pickup and at least one drop-off, at most MAX_ORDER_DROPOFFS of them. */
export const MIN_ORDER_STOPS = 2;
export const MAX_ORDER_STOPS = MAX_ORDER_DROPOFFS + 1;

export const ORDER_STOP_ROLES = ['pickup', 'dropoff'] as const;
export type OrderStopRole = (typeof ORDER_STOP_ROLES)[number];

/**
 * A stop's own progress: `pending` until the driver gets there, `arrived` while there,
 * `completed` (picked up / delivered) or `failed` (nobody there: the parcel comes back).
 */
export const ORDER_STOP_STATUSES = ['pending', 'arrived', 'completed', 'failed'] as const;
export type OrderStopStatus = (typeof ORDER_STOP_STATUSES)[number];
export const orderStopStatusSchema = z.enum(ORDER_STOP_STATUSES, { message: 'validation_error' });

/** Why a drop-off failed. */
/** `skipped`: a multistop trip's passenger did not stop there. */
export const ORDER_STOP_FAILURE_REASONS = ['receiver_absent', 'refused', 'skipped'] as const;
export type OrderStopFailureReason = (typeof ORDER_STOP_FAILURE_REASONS)[number];

export const roleOfStop = (index: number): OrderStopRole => (index === 0 ? 'pickup' : 'dropoff');

/**
 * How an order that was driven to its end finished: `completed` when every drop-off was made,
 * `partially_completed` (SPEC §4) when one or more failed, even if all did: the driver still
 * drove the route and brought back what could not be delivered.
 */
export function finishedOrderStatus(
  dropoffs: readonly { status: OrderStopStatus }[],
): Extract<TripStatus, 'completed' | 'partially_completed'> {
  return dropoffs.some((s) => s.status === 'failed') ? 'partially_completed' : 'completed';
}

/**
 * `order:stop`: a stop of an order moved on (arrived, completed, failed), after it was stored.
 * Sent for the stops an order tells one by one (a parcel's drop-offs, a multistop trip's); a
 * ride's two stops follow its `trip:update` statuses.
 */
export const ORDER_STOP_EVENT = 'order:stop';
export const orderStopEventSchema = z.object({
  order_id: z.string(),
  kind: orderKindSchema,
  stop_index: z.number().int().min(0),
  status: orderStopStatusSchema,
  at: z.string(),
});
export type OrderStopEvent = z.infer<typeof orderStopEventSchema>;
