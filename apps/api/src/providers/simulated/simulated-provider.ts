import {
  MULTISTOP_STOP_FEE_CENTS,
  dispatchAt,
  isCancellableTripStatus,
  type TripStatus,
} from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Random } from '../../lib/random.ts';
import {
  createStraightLineRouter,
  type Route,
  type RoutingProvider,
} from '../../lib/geo/routing.ts';
import { estimateFares, servingCity } from '../fares/fare-engine.ts';
import {
  ProviderError,
  type DispatchResult,
  type ProviderEvent,
  type ProviderEventListener,
  type ProviderGateway,
  type StopsQuote,
  type TripSnapshot,
} from '../provider-gateway.ts';
import { createDriverPool } from './driver-pool.ts';
import { createFleet, type SimDriver } from './fleet.ts';
import { createTripMachine } from './trip-machine.ts';
import type { SimConfig } from './sim-config.ts';
import { joinRoutes, type SimTrip } from './sim-trip.ts';

export type SimulatedProviderOptions = {
  clock: Clock;
  random: Random;
  config: SimConfig;
  /** Routing for quotes and dispatch; the offline straight-line router by default. */
  router?: RoutingProvider;
  /** Called when an event listener throws; the simulation carries on. */
  onListenerError?: (error: unknown, event: ProviderEvent) => void;
};

export type SimulatedProvider = ProviderGateway & {
  /** Every simulated driver (for the demo map and tests). */
  drivers(): readonly SimDriver[];
};

/**
 * The default ProviderGateway: a deterministic fleet driven by the injected clock and random
 * source (same seed, same calls -> same events). See README.md for the life of a trip.
 */
export function createSimulatedProvider(options: SimulatedProviderOptions): SimulatedProvider {
  const { clock, random, config } = options;
  const router = options.router ?? createStraightLineRouter();
  const fleet = createFleet(random, config.driversPerCity);
  const driversById = new Map(fleet.map((d) => [d.profile.id, d]));
  const pool = createDriverPool(fleet, { clock, random, realMs: (simMs) => simMs / config.speed });
  const trips = new Map<string, SimTrip>();
  /** the pricing desk's answers being worked on, by quote id */
  const desk = new Map<string, Promise<StopsQuote>>();
  const listeners = new Set<ProviderEventListener>();

  const emit = (event: ProviderEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        (
          options.onListenerError ??
          ((e: unknown) => console.error('provider event listener failed', e))
        )(error, event);
      }
    }
  };

  const machine = createTripMachine({ clock, random, config, pool, emit });

  const latency = (range: readonly [number, number]) =>
    new Promise<void>((resolve) => clock.setTimeout(resolve, random.int(range[0], range[1])));

  const resultOf = (trip: SimTrip): DispatchResult => ({
    tripId: trip.id,
    status: trip.status === 'scheduled' ? 'scheduled' : 'waiting',
    cityId: trip.cityId,
    estimate: {
      distanceKm: trip.route.distanceKm,
      durationMin: trip.route.durationMin,
      fareCents: machine.fareFor(trip, trip.route.distanceKm, trip.route.durationMin),
    },
  });

  return {
    drivers: () => fleet,

    async quote(request) {
      const quote = await estimateFares(
        router,
        request.origin,
        request.destination,
        request.serviceTypeId,
      );
      await latency(config.quoteLatencyMs);
      return quote;
    },

    quoteStops(request) {
      const pending = desk.get(request.quoteId);
      if (pending) return pending;
      const answer = (async (): Promise<StopsQuote> => {
        const { stops, serviceTypeId } = request;
        const legs = [];
        for (let i = 1; i < stops.length; i++) {
          // origin_not_served when a stop is out of every city's reach
          const quote = await estimateFares(router, stops[i - 1]!, stops[i]!, serviceTypeId);
          legs.push({ quote, fare: quote.fares[0]! });
        }
        // a person at the desk prices it: seconds to a minute (simulated time)
        await new Promise<void>((resolve) =>
          clock.setTimeout(
            resolve,
            random.int(config.deskLatencyMs[0], config.deskLatencyMs[1]) / config.speed,
          ),
        );
        if (random.chance(config.deskDeclineRate)) throw new AppError(422, 'origin_not_served');
        return {
          cityId: legs[0]!.quote.cityId,
          legs: legs.map(({ quote, fare }) => ({
            distanceKm: quote.distanceKm,
            durationMin: quote.durationMin,
            fareCents: fare.fareCents,
            route: quote.route,
          })),
          stopFeeCents: MULTISTOP_STOP_FEE_CENTS,
        };
      })();
      desk.set(request.quoteId, answer);
      const forget = () => desk.delete(request.quoteId);
      answer.then(forget, forget);
      return answer;
    },

    async dispatch(request) {
      const known = trips.get(request.orderId);
      if (known) return resultOf(known);
      const { stops } = request;
      const origin = stops[0];
      if (!origin || stops.length < 2) throw new Error('an order needs a pickup and a drop-off');
      // every stop lies within reach of the pickup's city
      const cityId = stops.slice(1).map((stop) => servingCity(origin, stop))[0]!;
      const legs: Route[] = [];
      for (let i = 1; i < stops.length; i++)
        legs.push(await router.route(stops[i - 1]!, stops[i]!));
      await latency(config.dispatchLatencyMs);
      if (random.chance(config.failureRate))
        throw new ProviderError('unavailable', 'simulated dispatch failure');
      const again = trips.get(request.orderId);
      if (again) return resultOf(again);
      const scheduledAt = request.scheduledAt ?? null;
      const trip: SimTrip = {
        id: request.orderId,
        kind: request.kind,
        cityId,
        serviceTypeId: request.serviceTypeId,
        origin,
        destination: stops.at(-1)!,
        stops,
        stopStatus: stops.map(() => 'pending' as const),
        legs,
        route: joinRoutes(legs),
        stopIndex: 1,
        drivenKm: 0,
        status:
          scheduledAt && scheduledAt.getTime() > clock.now().getTime() ? 'scheduled' : 'waiting',
        scheduledAt,
        driver: null,
        excluded: new Set(),
        driverCancels: 0,
        searchStartedAt: clock.now().getTime(),
        timer: null,
        leg: null,
        cancelAtFraction: null,
        position: null,
        etaMin: null,
        startedAt: null,
        path: [],
        final: null,
      };
      trips.set(trip.id, trip);
      if (trip.status === 'scheduled' && scheduledAt) {
        const releaseAt = dispatchAt(scheduledAt, request.preTimeMin);
        machine.scheduleRelease(trip, releaseAt.getTime() - clock.now().getTime());
      } else {
        machine.startSearch(trip);
      }
      return resultOf(trip);
    },

    async cancel(tripId) {
      const trip = trips.get(tripId);
      if (!trip) throw new ProviderError('unknown_trip');
      if (!isCancellableTripStatus(trip.status)) throw new ProviderError('not_cancellable');
      machine.finish(trip, 'cancelled_by_user');
    },

    async track(tripId) {
      const trip = trips.get(tripId);
      return trip ? snapshot(trip) : null;
    },

    async driver(driverId) {
      return driversById.get(driverId)?.profile ?? null;
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    stop() {
      machine.stop();
      for (const trip of trips.values()) if (trip.timer) clock.clearTimeout(trip.timer);
      listeners.clear();
    },
  };
}

function snapshot(trip: SimTrip): TripSnapshot {
  return {
    tripId: trip.id,
    status: trip.status as TripStatus,
    cityId: trip.cityId,
    serviceTypeId: trip.serviceTypeId,
    driver: trip.driver?.profile ?? null,
    position: trip.position,
    etaMin: trip.etaMin,
    route: trip.route.points,
    stops: [...trip.stopStatus],
    scheduledAt: trip.scheduledAt,
    final: trip.final,
  };
}
