import type {
  CityId,
  LatLng,
  OrderKind,
  OrderStopStatus,
  Place,
  ServiceTypeId,
  TripStatus,
} from '@trayecto/contracts';
import type { TimerHandle } from '../../lib/clock.ts';
import { cumulativeKm, pointAlong, polylineKm } from '../../lib/geo/geo-math.ts';
import type { Route } from '../../lib/geo/routing.ts';
import type { DispatchStop, Position, TripFinal } from '../provider-gateway.ts';
import type { SimDriver } from './fleet.ts';

/** A stretch the car drives: toward the pick-up ('coming') or with the passenger ('started'). */
export type Leg = {
  points: LatLng[];
  cumulative: number[];
  /** Length of the drawn polyline. */
  lineKm: number;
  /** Road kilometres the leg takes (what the driver really covers). */
  roadKm: number;
  doneKm: number;
  speedKmh: number;
  /** Clock ms of the last move. */
  lastAt: number;
};

export type SimTrip = {
  id: string;
  kind: OrderKind;
  cityId: CityId;
  serviceTypeId: ServiceTypeId;
  /** stops[0] */
  origin: Place;
  /** the last stop */
  destination: Place;
  /** Every stop, the pickup first. */
  stops: DispatchStop[];
  /** What happened at each stop (index as in `stops`). */
  stopStatus: OrderStopStatus[];
  /** The route between each stop and the next: legs[i] goes from stops[i] to stops[i + 1]. */
  legs: Route[];
  /** The whole planned route, pickup to last stop (the legs joined). */
  route: Route;
  /** The stop being driven to once started (1 = the first drop-off). */
  stopIndex: number;
  /** Road kilometres driven with the load on the legs already finished. */
  drivenKm: number;
  status: TripStatus;
  scheduledAt: Date | null;
  driver: SimDriver | null;
  /** Drivers who dropped this trip: not offered it again. */
  excluded: Set<string>;
  driverCancels: number;
  /** Clock ms at which the current search began. */
  searchStartedAt: number;
  timer: TimerHandle | null;
  leg: Leg | null;
  /** Fraction of the approach at which the current driver will drop the trip, if they will. */
  cancelAtFraction: number | null;
  position: Position | null;
  etaMin: number | null;
  startedAt: Date | null;
  path: LatLng[];
  final: TripFinal | null;
};

export function makeLeg(points: LatLng[], roadKm: number, speedKmh: number, now: number): Leg {
  return {
    points,
    cumulative: cumulativeKm(points),
    lineKm: polylineKm(points),
    roadKm,
    doneKm: 0,
    speedKmh,
    lastAt: now,
  };
}

/** Where the car is on its leg. */
export function legPosition(leg: Leg): Position {
  const fraction = leg.roadKm > 0 ? Math.min(1, leg.doneKm / leg.roadKm) : 1;
  const { point, heading } = pointAlong(leg.points, leg.cumulative, fraction * leg.lineKm);
  return { lat: point.lat, lng: point.lng, heading: Math.round(heading) };
}

/** Minutes left on the leg at the usual speed, at least 1 while not there. */
export function legEtaMin(leg: Leg): number {
  const left = Math.max(0, leg.roadKm - leg.doneKm);
  return left <= 0 ? 0 : Math.max(1, Math.ceil((left / leg.speedKmh) * 60));
}

/** Keeps at most `max` points of a path, first and last included. */
export function downsample(points: readonly LatLng[], max = 200): LatLng[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/**
 * Whether the driver stops at each drop-off and tells it (a `stop` event): a parcel, or an order
 * with several drop-offs. A plain ride (one destination) ends with `completed`, as it always has.
 */
export const tellsStops = (trip: Pick<SimTrip, 'kind' | 'stops'>) =>
  trip.kind !== 'ride' || trip.stops.length > 2;

/** The legs as one route: points joined (the shared stop once), distances and times added. */
export function joinRoutes(legs: readonly Route[]): Route {
  if (legs.length === 1) return legs[0]!;
  return {
    points: legs.flatMap((leg, i) => (i === 0 ? leg.points : leg.points.slice(1))),
    distanceKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0),
    durationMin: legs.reduce((sum, leg) => sum + leg.durationMin, 0),
  };
}
