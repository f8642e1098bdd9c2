import type { OrderStopFailureReason } from '@trayecto/contracts';
import { PARCEL_DOOR_WAIT_MIN, finishedOrderStatus, type TripStatus } from '@trayecto/contracts';
import type { Clock, TimerHandle } from '../../lib/clock.ts';
import type { Random } from '../../lib/random.ts';
import { CITY_GAZETTEER_BY_ID } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { roundCoord } from '../../lib/geo/geo-math.ts';
import { straightLineRoute } from '../../lib/geo/routing.ts';
import { finalFareCents } from '../fares/fare-engine.ts';
import type { ProviderEvent } from '../provider-gateway.ts';
import type { DriverPool } from './driver-pool.ts';
import { proofPhotoPng } from './proof-photo.ts';
import type { SimConfig } from './sim-config.ts';
import {
  downsample,
  legEtaMin,
  legPosition,
  makeLeg,
  tellsStops,
  type SimTrip,
} from './sim-trip.ts';

type Deps = {
  clock: Clock;
  random: Random;
  config: SimConfig;
  pool: DriverPool;
  emit: (event: ProviderEvent) => void;
};

// Simulated durations (ms of simulated time).
const SEARCH_DELAY: readonly [number, number] = [2_000, 6_000];
const ACCEPT_DELAY: readonly [number, number] = [3_000, 12_000];
const COMING_DELAY: readonly [number, number] = [2_000, 5_000];
const BOARDING: readonly [number, number] = [20_000, 150_000];
const DRIVER_WAITING_AFTER = 60_000;
/** At a drop-off: parking, handing over, the receiver's PIN and a photo. */
const HANDOVER: readonly [number, number] = [30_000, 120_000];
/** Nobody answers at a drop-off: the courier waits this long before leaving with the parcel. */
const DOOR_WAIT_MS = PARCEL_DOOR_WAIT_MIN * 60_000;
/** Drivers do not drive exactly the planned route: 0-10 % more. */
const DETOUR: readonly [number, number] = [1, 1.1];
/** However fast the simulation runs, cars report at most 4 times a real second. */
const MIN_REAL_TICK_MS = 250;
/** Tick-to-tick speed variation around the city's average (traffic lights, jams). */
const SPEED_JITTER: readonly [number, number] = [0.7, 1.25];

/** The life of a simulated trip: search, offer, approach, pick-up, ride, drop-off (README.md). */
export function createTripMachine({ clock, random, config, pool, emit }: Deps) {
  const moving = new Map<string, SimTrip>();
  let tickTimer: TimerHandle | null = null;
  const now = () => clock.now().getTime();
  /** Real ms for an amount of simulated ms. */
  const real = (simMs: number) => simMs / config.speed;
  const between = (range: readonly [number, number]) => random.int(range[0], range[1]);

  const after = (trip: SimTrip, simMs: number, step: () => void) => {
    if (trip.timer) clock.clearTimeout(trip.timer);
    trip.timer = clock.setTimeout(() => {
      trip.timer = null;
      step();
    }, real(simMs));
  };

  const setStatus = (
    trip: SimTrip,
    status: TripStatus,
    extra: { final?: SimTrip['final'] } = {},
  ) => {
    trip.status = status;
    emit({
      type: 'status',
      tripId: trip.id,
      status,
      at: clock.now(),
      driver: trip.driver?.profile ?? null,
      etaMin: trip.etaMin,
      ...(extra.final ? { final: extra.final } : {}),
    });
  };

  /** Frees the trip's driver where the car is and forgets them (cancel, no-show). */
  const releaseDriver = (trip: SimTrip) => {
    if (!trip.driver) return;
    pool.release(trip.driver, trip.position);
    trip.driver = null;
  };

  const speedOf = (trip: SimTrip) => CITY_GAZETTEER_BY_ID[trip.cityId].avgSpeedKmh;

  const fareFor = (trip: SimTrip, km: number, min: number) =>
    finalFareCents(trip.cityId, trip.serviceTypeId, km, min);

  const search = (trip: SimTrip) => {
    // Like real dispatch, the search widens the longer it lasts, up to twice the radius.
    const searchedMs = (now() - trip.searchStartedAt) * config.speed;
    const radiusKm = config.searchRadiusKm * (1 + Math.min(1, searchedMs / config.noDriverAfterMs));
    const driver = pool.claimNearest(
      trip.serviceTypeId,
      trip.origin,
      radiusKm,
      (id) => !trip.excluded.has(id),
    );
    if (!driver) {
      if (searchedMs >= config.noDriverAfterMs) return finish(trip, 'no_driver');
      return after(trip, config.searchRetryMs, () => search(trip));
    }
    trip.driver = driver;
    after(trip, between(ACCEPT_DELAY), () => accept(trip));
  };

  const accept = (trip: SimTrip) => {
    const driver = trip.driver!;
    const approach = straightLineRoute(driver.position, trip.origin);
    trip.leg = makeLeg(approach.points, approach.distanceKm, speedOf(trip), now());
    trip.position = legPosition(trip.leg);
    trip.etaMin = legEtaMin(trip.leg);
    trip.cancelAtFraction = random.chance(config.cancelRate) ? random.float(0.15, 0.7) : null;
    setStatus(trip, 'accepted');
    after(trip, between(COMING_DELAY), () => {
      if (trip.leg) trip.leg.lastAt = now();
      setStatus(trip, 'coming');
      startMoving(trip);
    });
  };

  const driverCancels = (trip: SimTrip) => {
    const driver = trip.driver!;
    stopMoving(trip);
    trip.excluded.add(driver.profile.id);
    trip.driverCancels += 1;
    releaseDriver(trip);
    trip.leg = null;
    trip.position = null;
    trip.etaMin = null;
    trip.cancelAtFraction = null;
    emit({
      type: 'driver_cancelled',
      tripId: trip.id,
      at: clock.now(),
      driverId: driver.profile.id,
      attempt: trip.driverCancels,
    });
    if (trip.driverCancels >= config.maxDriverCancels) return finish(trip, 'cancelled_by_provider');
    setStatus(trip, 'waiting');
    startSearch(trip);
  };

  const arrive = (trip: SimTrip) => {
    stopMoving(trip);
    trip.position = {
      lat: trip.origin.lat,
      lng: trip.origin.lng,
      heading: trip.position?.heading ?? 0,
    };
    trip.etaMin = 0;
    trip.stopStatus[0] = 'arrived';
    setStatus(trip, 'arrived');
    const boarding = between(BOARDING);
    const board = () => start(trip);
    if (boarding > DRIVER_WAITING_AFTER) {
      after(trip, DRIVER_WAITING_AFTER, () => {
        setStatus(trip, 'driver_waiting');
        after(trip, boarding - DRIVER_WAITING_AFTER, board);
      });
    } else {
      after(trip, boarding, board);
    }
  };

  /** The car sets off toward stop `trip.stopIndex` along its leg. */
  const driveLeg = (trip: SimTrip) => {
    const planned = trip.legs[trip.stopIndex - 1]!;
    const detour = random.float(DETOUR[0], DETOUR[1]);
    trip.leg = makeLeg(planned.points, planned.distanceKm * detour, speedOf(trip), now());
    trip.etaMin = legEtaMin(trip.leg);
  };

  const start = (trip: SimTrip) => {
    trip.stopIndex = 1;
    trip.stopStatus[0] = 'completed';
    driveLeg(trip);
    trip.startedAt = clock.now();
    trip.path = [{ lat: trip.origin.lat, lng: trip.origin.lng }];
    setStatus(trip, 'started');
    startMoving(trip);
  };

  const tellStop = (
    trip: SimTrip,
    status: 'arrived' | 'completed' | 'failed',
    extra: { pin?: string; photo?: Uint8Array; failureReason?: OrderStopFailureReason } = {},
  ) => {
    trip.stopStatus[trip.stopIndex] = status;
    emit({
      type: 'stop',
      tripId: trip.id,
      stopIndex: trip.stopIndex,
      status,
      at: clock.now(),
      ...extra,
    });
  };

  /**
   * At a drop-off of an order that tells its stops: the courier hands over (the receiver's PIN
   * entered) or, now and then for a parcel, finds nobody, waits at the door and leaves with it.
   * Then on to the next stop, or the order ends.
   */
  const atStop = (trip: SimTrip) => {
    stopMoving(trip);
    const stop = trip.stops[trip.stopIndex]!;
    trip.drivenKm += trip.leg!.roadKm;
    trip.path.push({ lat: stop.lat, lng: stop.lng });
    trip.position = { lat: stop.lat, lng: stop.lng, heading: trip.position?.heading ?? 0 };
    trip.etaMin = 0;
    tellStop(trip, 'arrived');
    const absent = trip.kind === 'parcel' && random.chance(config.dropoffFailureRate);
    // a multistop trip's passenger now and then does not stop (never at the last stop: the end)
    const skipped =
      trip.kind === 'multistop' &&
      trip.stopIndex < trip.stops.length - 1 &&
      random.chance(config.stopSkipRate);
    after(trip, absent ? DOOR_WAIT_MS : between(HANDOVER), () => {
      if (absent) tellStop(trip, 'failed', { failureReason: 'receiver_absent' });
      else if (skipped) tellStop(trip, 'failed', { failureReason: 'skipped' });
      else
        tellStop(trip, 'completed', {
          ...(stop.pin ? { pin: stop.pin } : {}),
          // the courier photographs a parcel at the door
          ...(trip.kind === 'parcel' ? { photo: proofPhotoPng(random) } : {}),
        });
      if (trip.stopIndex >= trip.stops.length - 1) return complete(trip);
      trip.stopIndex += 1;
      driveLeg(trip);
      startMoving(trip);
    });
  };

  const complete = (trip: SimTrip) => {
    stopMoving(trip);
    const completedAt = clock.now();
    const durationMin =
      ((completedAt.getTime() - trip.startedAt!.getTime()) * config.speed) / 60_000;
    const stops = tellsStops(trip);
    // a ride's one leg ends here; an order that told its stops has added each leg on arrival
    const distanceKm = stops ? trip.drivenKm : trip.leg!.roadKm;
    if (!stops) {
      trip.stopStatus[trip.stopIndex] = 'completed';
      trip.path.push({ lat: trip.destination.lat, lng: trip.destination.lng });
    }
    trip.position = {
      lat: trip.destination.lat,
      lng: trip.destination.lng,
      heading: trip.position?.heading ?? 0,
    };
    trip.etaMin = 0;
    trip.final = {
      distanceKm,
      durationMin,
      fareCents: fareFor(trip, distanceKm, durationMin),
      startedAt: trip.startedAt!,
      completedAt,
      path: downsample(trip.path),
    };
    setStatus(
      trip,
      stops
        ? finishedOrderStatus(trip.stopStatus.slice(1).map((status) => ({ status })))
        : 'completed',
      {
        final: trip.final,
      },
    );
    // The completed trip keeps naming its driver; the driver is free again.
    if (trip.driver) {
      trip.driver.profile.tripsCount += 1;
      pool.releaseAfterDropOff(trip.driver, trip.destination);
    }
  };

  /** Moves one car by the time elapsed since its last move. */
  const move = (trip: SimTrip): void => {
    const leg = trip.leg;
    if (!leg) return;
    const t = now();
    const hours = ((t - leg.lastAt) * config.speed) / 3_600_000;
    leg.lastAt = t;
    leg.doneKm = Math.min(
      leg.roadKm,
      leg.doneKm + leg.speedKmh * random.float(SPEED_JITTER[0], SPEED_JITTER[1]) * hours,
    );
    const fraction = leg.roadKm > 0 ? leg.doneKm / leg.roadKm : 1;
    if (
      trip.status === 'coming' &&
      trip.cancelAtFraction !== null &&
      fraction >= trip.cancelAtFraction
    ) {
      trip.position = legPosition(leg);
      return driverCancels(trip);
    }
    if (fraction >= 1) {
      if (trip.status === 'coming') return arrive(trip);
      return tellsStops(trip) ? atStop(trip) : complete(trip);
    }
    trip.position = legPosition(leg);
    trip.etaMin = legEtaMin(leg);
    if (trip.status === 'started')
      trip.path.push({ lat: roundCoord(trip.position.lat), lng: roundCoord(trip.position.lng) });
    emit({
      type: 'position',
      tripId: trip.id,
      status: trip.status,
      at: clock.now(),
      position: trip.position,
      etaMin: trip.etaMin,
    });
  };

  const tick = () => {
    tickTimer = null;
    for (const trip of [...moving.values()]) move(trip);
    ensureTicking();
  };
  const ensureTicking = () => {
    if (!tickTimer && moving.size > 0)
      tickTimer = clock.setTimeout(tick, Math.max(MIN_REAL_TICK_MS, real(config.tickMs)));
  };
  const startMoving = (trip: SimTrip) => {
    moving.set(trip.id, trip);
    ensureTicking();
  };
  const stopMoving = (trip: SimTrip) => {
    moving.delete(trip.id);
  };

  const startSearch = (trip: SimTrip) => {
    trip.searchStartedAt = now();
    after(trip, between(SEARCH_DELAY), () => search(trip));
  };

  /** A scheduled trip starts its search `delayMs` real ms from now (pre_time before its time). */
  const scheduleRelease = (trip: SimTrip, delayMs: number) => {
    if (trip.timer) clock.clearTimeout(trip.timer);
    trip.timer = clock.setTimeout(
      () => {
        trip.timer = null;
        setStatus(trip, 'waiting');
        startSearch(trip);
      },
      Math.max(0, delayMs),
    );
  };

  function finish(trip: SimTrip, status: TripStatus) {
    if (trip.timer) clock.clearTimeout(trip.timer);
    trip.timer = null;
    stopMoving(trip);
    releaseDriver(trip);
    trip.etaMin = null;
    setStatus(trip, status);
  }

  return {
    startSearch,
    scheduleRelease,
    finish,
    fareFor,
    stop() {
      if (tickTimer) clock.clearTimeout(tickTimer);
      tickTimer = null;
      pool.stop();
      moving.clear();
    },
  };
}
