import type {
  CityId,
  LatLng,
  OrderKind,
  OrderStopFailureReason,
  OrderStopStatus,
  Place,
  ServiceTypeId,
  TripStatus,
} from '@trayecto/contracts';
import type { Quote } from './fares/fare-engine.ts';

export type { Quote, FareLine } from './fares/fare-engine.ts';

/**
 * The provider's dispatch as seen by the trips module: an external system that prices, takes
 * trips, drives them and reports back through events. The default implementation is the
 * simulated fleet (./simulated); a real provider implements the same type (see README.md).
 */
export type ProviderGateway = {
  /** Prices a trip for each service type (or the one asked). Throws AppError 'origin_not_served'. */
  quote(request: QuoteRequest): Promise<Quote>;
  /**
   * The pricing desk: prices a trip through several stops (a multistop quote). It answers late
   * (seconds to a minute); asking again for the same `quoteId` while it works gets the same
   * answer. Throws AppError 'origin_not_served' when the desk declines the route, or
   * ProviderError('unavailable') (transient: ask again later).
   */
  quoteStops(request: StopsQuoteRequest): Promise<StopsQuote>;
  /**
   * Hands an order to the provider. Idempotent per `orderId`. Throws AppError 'origin_not_served'
   * or ProviderError('unavailable') (transient: nothing was created, the caller may retry).
   */
  dispatch(request: DispatchRequest): Promise<DispatchResult>;
  /** Cancels on the company's behalf. ProviderError 'unknown_trip' or 'not_cancellable'. */
  cancel(tripId: string): Promise<void>;
  /** Where the trip is now; null when the provider does not know it. */
  track(tripId: string): Promise<TripSnapshot | null>;
  /** The driver's public profile (GET /providers/{id}). */
  driver(driverId: string): Promise<DriverProfile | null>;
  /** Subscribes to every trip's events; returns the unsubscribe function. */
  onEvent(listener: ProviderEventListener): () => void;
  /** Stops timers (shutdown, tests). */
  stop(): void;
};

export type QuoteRequest = { origin: LatLng; destination: LatLng; serviceTypeId?: ServiceTypeId };

export type StopsQuoteRequest = {
  /** our quote's id: the desk's answer for it is the same however often it is asked */
  quoteId: string;
  /** the origin, then every stop in the order they are driven */
  stops: LatLng[];
  serviceTypeId: ServiceTypeId;
};

export type StopsQuote = {
  cityId: CityId;
  /** one leg per pair of consecutive stops, with its fare */
  legs: { distanceKm: number; durationMin: number; fareCents: number; route: LatLng[] }[];
  /** the desk's fee for each stop after the origin */
  stopFeeCents: number;
};

/** A stop as the provider gets it: where, and for a parcel's drop-off the PIN the receiver gives. */
export type DispatchStop = Place & {
  /** The receiver's PIN, entered by the courier on delivery (the proof that it reached them). */
  pin?: string;
};

export type DispatchRequest = {
  /** Our order id; the provider reports events under it (as `tripId`: it calls every order a trip). */
  orderId: string;
  kind: OrderKind;
  /** Stop 0 is the pickup, then every drop-off in the order they are driven (at least one). */
  stops: DispatchStop[];
  serviceTypeId: ServiceTypeId;
  /** null/absent = now. */
  scheduledAt?: Date | null;
  /** Minutes before `scheduledAt` at which the provider starts looking for a driver. */
  preTimeMin?: number;
};

export type DispatchResult = {
  /** The order's id. */
  tripId: string;
  status: 'waiting' | 'scheduled';
  cityId: CityId;
  /** What the provider expects now; the final fare comes with the 'completed' event. */
  estimate: { distanceKm: number; durationMin: number; fareCents: number };
};

export type Vehicle = { brand: string; model: string; colour: string; plate: string; year: number };

export type DriverProfile = {
  id: string;
  name: string;
  firstName: string;
  /** An image URL (a generated SVG avatar as a data: URL for simulated drivers). */
  photoUrl: string;
  /** 1-5 */
  rating: number;
  tripsCount: number;
  cityId: CityId;
  serviceTypeId: ServiceTypeId;
  vehicle: Vehicle;
};

export type Position = LatLng & { heading: number };

export type TripFinal = {
  /** Distance and time actually driven with the passenger, and the fare they make. */
  distanceKm: number;
  durationMin: number;
  fareCents: number;
  startedAt: Date;
  completedAt: Date;
  /** The path driven, origin to destination (downsampled). */
  path: LatLng[];
};

export type TripSnapshot = {
  tripId: string;
  status: TripStatus;
  cityId: CityId;
  serviceTypeId: ServiceTypeId;
  driver: DriverProfile | null;
  position: Position | null;
  etaMin: number | null;
  /** The planned route, pickup to last stop. */
  route: LatLng[];
  /** What happened at each stop so far (index 0 the pickup). */
  stops: OrderStopStatus[];
  scheduledAt: Date | null;
  final: TripFinal | null;
};

export type ProviderEvent =
  | {
      type: 'status';
      tripId: string;
      status: TripStatus;
      at: Date;
      driver: DriverProfile | null;
      etaMin: number | null;
      /** Only on 'completed'. */
      final?: TripFinal;
    }
  | {
      type: 'position';
      tripId: string;
      status: TripStatus;
      at: Date;
      position: Position;
      etaMin: number;
    }
  | {
      /**
       * The driver at a drop-off (`stopIndex` ≥ 1) of an order with several drop-offs or of a
       * parcel: arrived, then delivered (`completed`, with the PIN the courier entered for a
       * parcel) or not (`failed`: nobody there, the parcel comes back). A plain ride's only
       * drop-off is told by its `completed` status, its pickup by `arrived` and `started`.
       */
      type: 'stop';
      tripId: string;
      stopIndex: number;
      status: 'arrived' | 'completed' | 'failed';
      at: Date;
      pin?: string;
      /** a parcel's delivery: the courier's photo at the door (the bytes, e.g. a PNG) */
      photo?: Uint8Array;
      failureReason?: OrderStopFailureReason;
    }
  | {
      /** The driver dropped the trip; the provider offers it to another driver (spec's CANCEL_TRIP_CORPORATE). */
      type: 'driver_cancelled';
      tripId: string;
      at: Date;
      driverId: string;
      /** 1 for the first driver who cancelled this trip, 2 for the second… */
      attempt: number;
    };

export type ProviderEventListener = (event: ProviderEvent) => void;

export type ProviderErrorReason = 'unavailable' | 'unknown_trip' | 'not_cancellable';

/** A failure of the provider. 'unavailable' is transient; the trips module answers 'trip_create_error'. */
export class ProviderError extends Error {
  readonly reason: ProviderErrorReason;
  constructor(reason: ProviderErrorReason, message?: string) {
    super(message ?? `provider: ${reason}`);
    this.name = 'ProviderError';
    this.reason = reason;
  }
}
