import {
  isFinalTripStatus,
  type OrderStopEvent,
  type Parcel,
  type TripUpdateEvent,
} from '@trayecto/contracts';
import { stopsAfterEvent } from '../../../lib/stop-events.ts';

// How the realtime events change a parcel already on screen: `trip:update` (sent for parcels
// too, trip_id = the parcel's _id) moves its status and ETA, `order:stop` one stop. What the
// events do not carry (the PIN check, the failure reason, the charge) comes with a refetch.

/** The parcel after a `trip:update`, or the same object when nothing changed. */
export function withTripUpdate(parcel: Parcel, event: TripUpdateEvent): Parcel {
  if (event.trip_id !== parcel._id) return parcel;
  const eta = event.eta === undefined ? parcel.eta_min : event.eta;
  if (parcel.status === event.status && parcel.eta_min === eta) return parcel;
  return { ...parcel, status: event.status, eta_min: eta };
}

/** The parcel after an `order:stop` of one of its stops, or the same object when not its own. */
export function withStopEvent(parcel: Parcel, event: OrderStopEvent): Parcel {
  if (event.order_id !== parcel._id || event.kind !== 'parcel') return parcel;
  const stops = stopsAfterEvent(parcel.stops, event);
  return stops === parcel.stops ? parcel : { ...parcel, stops };
}

/** The running list after a `trip:update`: a parcel that ended leaves it. */
export function runningAfterTripUpdate(
  list: Parcel[],
  event: TripUpdateEvent,
): { list: Parcel[]; known: boolean } {
  const index = list.findIndex((p) => p._id === event.trip_id);
  if (index < 0) return { list, known: false };
  if (isFinalTripStatus(event.status))
    return { list: list.filter((p) => p._id !== event.trip_id), known: true };
  const next = withTripUpdate(list[index]!, event);
  if (next === list[index]) return { list, known: true };
  const copy = [...list];
  copy[index] = next;
  return { list: copy, known: true };
}

/** The running list after an `order:stop`. */
export function runningAfterStopEvent(
  list: Parcel[],
  event: OrderStopEvent,
): { list: Parcel[]; known: boolean } {
  const index = list.findIndex((p) => p._id === event.order_id);
  if (index < 0) return { list, known: false };
  const next = withStopEvent(list[index]!, event);
  if (next === list[index]) return { list, known: true };
  const copy = [...list];
  copy[index] = next;
  return { list: copy, known: true };
}

/** The drop-offs (every stop after the pickup), in order. */
export const dropoffsOf = (parcel: Pick<Parcel, 'stops'>) =>
  parcel.stops.filter((s) => s.role === 'dropoff').sort((a, b) => a.index - b.index);

/** The pickup stop. */
export const pickupOf = (parcel: Pick<Parcel, 'stops'>) =>
  parcel.stops.find((s) => s.role === 'pickup') ?? null;

/** How many drop-offs were delivered, how many failed, of how many. */
export function dropoffProgress(parcel: Pick<Parcel, 'stops'>) {
  const dropoffs = dropoffsOf(parcel);
  return {
    delivered: dropoffs.filter((s) => s.status === 'completed').length,
    failed: dropoffs.filter((s) => s.status === 'failed').length,
    total: dropoffs.length,
  };
}

/** The receiver's public page for a drop-off's tracking token. */
export const trackingPath = (token: string) => `/parcel-track/${encodeURIComponent(token)}`;

/** The ETA line's key: the courier's arrival at the pickup, then at the next drop-off. */
export function parcelEtaKey(
  status: Parcel['status'],
  etaMin: number | null,
): 'eta.pickup' | 'eta.dropoff' | null {
  if (etaMin === null || etaMin <= 0) return null;
  if (status === 'accepted' || status === 'coming') return 'eta.pickup';
  if (status === 'started') return 'eta.dropoff';
  return null;
}
