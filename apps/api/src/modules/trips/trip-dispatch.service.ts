import {
  TRIP_NOT_SERVED_EVENT,
  TRIP_UPDATE_EVENT,
  isFinalTripStatus,
  type TripStatus,
} from '@trayecto/contracts';
import type { DispatchResult } from '../../providers/provider-gateway.ts';
import { notifyWallet, settleHold } from './trip-money.ts';
import { addToDailyTotals } from './trip-totals.repository.ts';
import type { TripRuntime } from './trip-runtime.ts';
import { handleProviderEvent } from './trip-events.handler.ts';
import * as repo from './trips.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';

/** After this long without a provider, a trip created on another instance is given up. */
const GIVE_UP_MS = 2 * 60_000;
const CONCURRENCY = 20;

export function dispatchRequestOf(trip: repo.TripRow, preTimeMin: number | undefined) {
  return {
    tripId: trip.id,
    origin: { address: trip.originAddress, lat: trip.originLat, lng: trip.originLng },
    destination: {
      address: trip.destinationAddress,
      lat: trip.destinationLat,
      lng: trip.destinationLng,
    },
    serviceTypeId: trip.serviceTypeId as never,
    scheduledAt: trip.scheduledAt,
    preTimeMin,
  };
}

/** Records that the provider has the trip (status waiting or scheduled) and tells the room. */
export async function markDispatched(
  runtime: TripRuntime,
  trip: repo.TripRow,
  result: DispatchResult,
) {
  const now = runtime.deps.clock.now();
  let status: TripStatus | null = null;
  await runtime.serial(trip.id, async () => {
    const current = await repo.findTripById(runtime.deps.db, trip.id);
    if (!current || isFinalTripStatus(current.status as TripStatus)) {
      // cancelled (on another instance) while the provider was taking it: take it back
      if (current) await runtime.gateway.cancel(trip.id).catch(() => undefined);
      return;
    }
    const fresh = current.dispatchedAt === null;
    await runTransaction(runtime.deps.db, async (tx) => {
      await repo.updateTrip(tx, trip.id, {
        dispatchedAt: current.dispatchedAt ?? now,
        status: result.status,
        ...(fresh ? {} : { driver: null, position: null, etaMin: null }),
        updatedAt: now,
      });
      await repo.insertEvent(tx, {
        corporateId: trip.corporateId,
        tripId: trip.id,
        status: result.status,
        at: now,
        payload: fresh ? null : { type: 'redispatched' },
      });
    });
    status = result.status;
  });
  runtime.remember(trip.id, { corporateId: trip.corporateId, uniqueId: trip.uniqueId });
  if (status) runtime.emit(trip.corporateId, TRIP_UPDATE_EVENT, { trip_id: trip.id, status });
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
  }
}

async function preTimeOf(runtime: TripRuntime, corporateId: string) {
  return repo.corporatePreTime(runtime.deps.db, corporateId);
}

/**
 * On taking the lead (start, restart, or the database back after an outage): each running trip
 * is brought in line with the provider. One the provider still drives gets the status it has
 * there (a trip that finished while the events could not be stored is settled now: charged, or
 * its hold released); one the provider does not know (a restart) is handed over again.
 */
export async function reconcileUnfinished(runtime: TripRuntime) {
  const rows = await repo.selectUnfinished(runtime.deps.db);
  await inBatches(rows, async (row) => {
    const snapshot = await runtime.gateway.track(row.id).catch(() => null);
    if (!snapshot) {
      runtime.retry.add(row.id);
      return;
    }
    runtime.remember(row.id, { corporateId: row.corporateId, uniqueId: row.uniqueId });
    if (snapshot.status === row.status) return;
    const event = {
      type: 'status' as const,
      tripId: row.id,
      status: snapshot.status,
      at: snapshot.final?.completedAt ?? runtime.deps.clock.now(),
      driver: snapshot.driver,
      etaMin: snapshot.etaMin,
      ...(snapshot.final ? { final: snapshot.final } : {}),
    };
    await runtime.serial(row.id, () => handleProviderEvent(runtime, event));
  });
  await retryUnfinished(runtime);
}

async function retryUnfinished(runtime: TripRuntime) {
  const ids = [...runtime.retry];
  await inBatches(ids, async (id) => {
    const trip = await repo.findTripById(runtime.deps.db, id);
    if (!trip || isFinalTripStatus(trip.status as TripStatus)) {
      runtime.retry.delete(id);
      return;
    }
    try {
      const result = await runtime.gateway.dispatch(
        dispatchRequestOf(trip, await preTimeOf(runtime, trip.corporateId)),
      );
      runtime.retry.delete(id);
      await markDispatched(runtime, trip, result);
    } catch (error) {
      runtime.log.warn({ err: error, tripId: id }, 'trips: re-dispatch failed; retried later');
    }
  });
}

/**
 * Trips created but not handed over: by another instance (it has no simulator), or by this one
 * before it stopped. Dispatched here; given up (hold released) after GIVE_UP_MS.
 */
export async function dispatchPending(runtime: TripRuntime) {
  if (!runtime.isLeader()) return;
  try {
    await retryUnfinished(runtime);
    const now = runtime.deps.clock.now();
    const rows = (await repo.selectUndispatched(runtime.deps.db, now)).filter(
      (t) => !runtime.inFlight.has(t.id),
    );
    await inBatches(rows, async (trip) => {
      runtime.inFlight.add(trip.id);
      try {
        const result = await runtime.gateway.dispatch(
          dispatchRequestOf(trip, await preTimeOf(runtime, trip.corporateId)),
        );
        await markDispatched(runtime, trip, result);
      } catch (error) {
        runtime.log.warn({ err: error, tripId: trip.id }, 'trips: pending dispatch failed');
        if (now.getTime() - trip.requestedAt.getTime() > GIVE_UP_MS) await giveUp(runtime, trip);
      } finally {
        runtime.inFlight.delete(trip.id);
      }
    });
  } catch (error) {
    runtime.log.error({ err: error }, 'trips: dispatch sweep failed');
  }
}

async function giveUp(runtime: TripRuntime, trip: repo.TripRow) {
  const now = runtime.deps.clock.now();
  const given = await runtime.serial(trip.id, () =>
    runTransaction(runtime.deps.db, async (tx) => {
      const current = await repo.findTripById(tx, trip.id, { forUpdate: true });
      if (!current || current.dispatchedAt) return null;
      const row = await repo.updateTrip(tx, trip.id, {
        status: 'cancelled_by_provider',
        dispatchedAt: now,
        cancelledAt: now,
        updatedAt: now,
      });
      await addToDailyTotals(tx, row!);
      await repo.insertEvent(tx, {
        corporateId: trip.corporateId,
        tripId: trip.id,
        status: 'cancelled_by_provider',
        at: now,
        payload: { type: 'dispatch_failed' },
      });
      await settleHold(tx, current, { void: true });
      return row!;
    }),
  );
  // dispatched or cancelled meanwhile: nothing was given up, nothing to tell
  if (!given) return;
  runtime.emit(trip.corporateId, TRIP_UPDATE_EVENT, {
    trip_id: trip.id,
    status: 'cancelled_by_provider',
  });
  runtime.emit(trip.corporateId, TRIP_NOT_SERVED_EVENT, {
    corporate_id: trip.corporateId,
    trip_id: trip.id,
    trip_unique_id: trip.uniqueId,
    status: 'cancelled_by_provider',
  });
  await notifyWallet(runtime, given);
}
