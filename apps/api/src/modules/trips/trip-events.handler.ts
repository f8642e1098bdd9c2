import {
  CANCEL_TRIP_CORPORATE_EVENT,
  TRIP_NOT_SERVED_EVENT,
  TRIP_UPDATE_EVENT,
  isFinalTripStatus,
  isNotServedTripStatus,
  type TripStatus,
} from '@trayecto/contracts';
import type { ProviderEvent } from '../../providers/provider-gateway.ts';
import { storedDriver } from './trip-dto.ts';
import { chargeOf, notifyWallet, settleHold } from './trip-money.ts';
import { addToDailyTotals } from './trip-totals.repository.ts';
import type { TripRuntime } from './trip-runtime.ts';
import * as repo from './trips.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';

const lngLat = (p: { lat: number; lng: number }): [number, number] => [p.lng, p.lat];

/**
 * One provider event, run serialized per trip (TripRuntime.serial). Status changes are stored
 * with their history row and any money move in one transaction, then pushed to the room.
 */
export async function handleProviderEvent(runtime: TripRuntime, event: ProviderEvent) {
  if (event.type === 'position') {
    const meta = await runtime.meta(event.tripId);
    if (!meta) return;
    runtime.emit(meta.corporateId, TRIP_UPDATE_EVENT, {
      trip_id: event.tripId,
      status: event.status,
      position: event.position,
      eta: event.etaMin,
    });
    return;
  }
  if (event.type === 'driver_cancelled') {
    const trip = await repo.findTripById(runtime.deps.db, event.tripId);
    if (!trip || isFinalTripStatus(trip.status as TripStatus)) return;
    await repo.insertEvent(runtime.deps.db, {
      corporateId: trip.corporateId,
      tripId: trip.id,
      status: trip.status,
      at: event.at,
      payload: { type: 'driver_cancelled', driver_id: event.driverId, attempt: event.attempt },
    });
    runtime.emit(trip.corporateId, CANCEL_TRIP_CORPORATE_EVENT, {
      corporate_id: trip.corporateId,
      trip_id: trip.id,
      trip_unique_id: trip.uniqueId,
    });
    return;
  }
  await handleStatus(runtime, event);
}

async function handleStatus(
  runtime: TripRuntime,
  event: Extract<ProviderEvent, { type: 'status' }>,
) {
  const { db } = runtime.deps;
  const status = event.status;
  const outcome = await runTransaction(db, async (tx) => {
    const trip = await repo.findTripById(tx, event.tripId, { forUpdate: true });
    if (!trip || isFinalTripStatus(trip.status as TripStatus)) return null;
    const patch: repo.TripPatch = { status, etaMin: event.etaMin, updatedAt: event.at };
    if (event.driver) {
      patch.driver = storedDriver(event.driver);
      patch.driverId = event.driver.id;
    } else if (status === 'waiting') {
      patch.driver = null;
      patch.position = null;
    }
    if (status === 'started') patch.startedAt = event.at;
    let moneyMoved = false;
    if (status === 'completed' && event.final) {
      const f = event.final;
      const charged = await settleHold(tx, trip, {
        fareCents: f.fareCents,
        chargeCents: await chargeOf(tx, trip, f.fareCents),
      });
      Object.assign(patch, {
        finalFareCents: charged,
        startedAt: f.startedAt,
        completedAt: f.completedAt,
        distanceKm: f.distanceKm,
        durationMin: f.durationMin,
        path: f.path.map(lngLat),
        etaMin: null,
      } satisfies repo.TripPatch);
      moneyMoved = true;
    }
    if (status === 'no_driver' || status === 'cancelled_by_provider' || status === 'cancelled') {
      patch.cancelledAt = event.at;
      patch.etaMin = null;
      await settleHold(tx, trip, { void: true });
      moneyMoved = true;
    }
    const updated = await repo.updateTrip(tx, trip.id, patch);
    if (isFinalTripStatus(status)) await addToDailyTotals(tx, updated!);
    await repo.insertEvent(tx, {
      corporateId: trip.corporateId,
      tripId: trip.id,
      status,
      at: event.at,
      payload: event.driver ? { driver_id: event.driver.id, eta_min: event.etaMin } : null,
    });
    return { trip: updated!, moneyMoved };
  });
  if (!outcome) return;
  const { trip } = outcome;
  if (isFinalTripStatus(status) || status === 'waiting') runtime.forget(trip.id);
  if (!isFinalTripStatus(status))
    runtime.remember(trip.id, { corporateId: trip.corporateId, uniqueId: trip.uniqueId });
  runtime.emit(trip.corporateId, TRIP_UPDATE_EVENT, {
    trip_id: trip.id,
    status,
    ...(trip.position && !isFinalTripStatus(status) ? { position: trip.position } : {}),
    eta: trip.etaMin,
  });
  // no driver served it: said apart (issue 12), after the hold was released above
  if (isNotServedTripStatus(status))
    runtime.emit(trip.corporateId, TRIP_NOT_SERVED_EVENT, {
      corporate_id: trip.corporateId,
      trip_id: trip.id,
      trip_unique_id: trip.uniqueId,
      status,
    });
  if (outcome.moneyMoved) await notifyWallet(runtime, trip);
}
