import {
  CANCEL_TRIP_CORPORATE_EVENT,
  ORDER_STOP_EVENT,
  TRIP_NOT_SERVED_EVENT,
  TRIP_UPDATE_EVENT,
  isFinalTripStatus,
  isNotServedTripStatus,
  isServedTripStatus,
  type TripStatus,
} from '@trayecto/contracts';
import type { ProviderEvent } from '../../providers/provider-gateway.ts';
import { storedDriver } from '../trips/trip-dto.ts';
import { chargeOf, notifyWallet, settleHold } from './order-money.ts';
import { addToDailyTotals } from '../trips/trip-totals.repository.ts';
import type { OrderRuntime } from './order-runtime.ts';
import * as repo from '../trips/trips.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { advanceStops, markPinVerified, setProofPhoto, stopsOf } from './order-stops.repository.ts';
import { storeUpload } from '../uploads/uploads.service.ts';
import type { Tx } from '@trayecto/db';
import { webhookStatusChanged, webhookStop } from './order-webhooks.ts';

const lngLat = (p: { lat: number; lng: number }): [number, number] => [p.lng, p.lat];

/**
 * One provider event, run serialized per trip (OrderRuntime.serial). Status changes are stored
 * with their history row and any money move in one transaction, then pushed to the room.
 */
export async function handleProviderEvent(runtime: OrderRuntime, event: ProviderEvent) {
  if (event.type === 'position') {
    const meta = await runtime.orders.meta(event.tripId);
    if (!meta) return;
    runtime.emit(meta.corporateId, TRIP_UPDATE_EVENT, {
      trip_id: event.tripId,
      kind: meta.kind,
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
    // the spec's dialog is a ride's (it links to the trip's map); a parcel's screens follow trip:update
    if (trip.kind === 'ride')
      runtime.emit(trip.corporateId, CANCEL_TRIP_CORPORATE_EVENT, {
        corporate_id: trip.corporateId,
        trip_id: trip.id,
        trip_unique_id: trip.uniqueId,
      });
    return;
  }
  if (event.type === 'stop') {
    await handleStop(runtime, event);
    return;
  }
  await handleStatus(runtime, event);
}

/** A drop-off told by the provider: the stop moves on, the room hears of it. */
async function handleStop(runtime: OrderRuntime, event: Extract<ProviderEvent, { type: 'stop' }>) {
  const { db } = runtime.deps;
  const order = await repo.findTripById(db, event.tripId);
  if (!order || isFinalTripStatus(order.status as TripStatus)) return;
  const moved = await runTransaction(db, async (tx) => {
    const rows = await advanceStops(
      tx,
      { corporateId: order.corporateId, orderId: order.id, seqs: [event.stopIndex] },
      { status: event.status, at: event.at, failureReason: event.failureReason ?? null },
    );
    if (rows.length === 0) return false;
    // delivered with the receiver's PIN: the proof it reached them
    const stop = rows[0]!;
    await webhookStop(
      tx,
      order,
      { index: stop.seq, status: event.status, failureReason: event.failureReason },
      event.at,
    );
    if (event.status === 'completed' && event.pin !== undefined && stop.pin !== null) {
      if (event.pin === stop.pin)
        await markPinVerified(
          tx,
          { corporateId: order.corporateId, orderId: order.id, seq: stop.seq },
          event.at,
        );
    }
    await repo.insertEvent(tx, {
      corporateId: order.corporateId,
      tripId: order.id,
      status: order.status,
      at: event.at,
      payload: {
        type: 'stop',
        stop_index: event.stopIndex,
        status: event.status,
        ...(event.failureReason ? { failure_reason: event.failureReason } : {}),
      },
    });
    return true;
  });
  if (!moved) return;
  if (event.status === 'completed' && event.photo) await keepProofPhoto(runtime, order, event);
  runtime.emit(order.corporateId, ORDER_STOP_EVENT, {
    order_id: order.id,
    kind: order.kind,
    stop_index: event.stopIndex,
    status: event.status,
    at: event.at.toISOString(),
  });
}

/**
 * The courier's photo of a delivery, stored as the company's upload and named on the stop. A
 * photo that cannot be stored (not an image, the storage down) is logged: the delivery stands.
 */
async function keepProofPhoto(
  runtime: OrderRuntime,
  order: repo.TripRow,
  event: Extract<ProviderEvent, { type: 'stop' }>,
) {
  try {
    const upload = await storeUpload(runtime.deps, {
      corporateId: order.corporateId,
      purpose: 'proof_photo',
      bytes: event.photo,
    });
    await setProofPhoto(
      runtime.deps.db,
      { corporateId: order.corporateId, orderId: order.id, seq: event.stopIndex },
      upload.id,
    );
  } catch (error) {
    runtime.log.warn({ err: error, orderId: order.id }, 'orders: proof photo not kept');
  }
}

/**
 * What an order's status says of its stops: the driver at the pickup (`arrived`), the pickup
 * done (`started`), and on arrival at the end every drop-off not told otherwise delivered (a
 * ride's destination).
 */
async function progressStops(tx: Tx, trip: repo.TripRow, status: TripStatus, at: Date) {
  const where = { corporateId: trip.corporateId, orderId: trip.id };
  const moved: Array<{ seq: number; status: 'arrived' | 'completed' }> = [];
  const advance = async (seqs: number[], to: 'arrived' | 'completed') => {
    const rows = await advanceStops(tx, { ...where, seqs }, { status: to, at });
    for (const row of rows) moved.push({ seq: row.seq, status: to });
  };
  if (status === 'arrived' || status === 'driver_waiting') await advance([0], 'arrived');
  if (status === 'started') await advance([0], 'completed');
  if (isServedTripStatus(status)) {
    const stops = await stopsOf(tx, trip.corporateId, trip.id);
    await advance(
      stops.filter((s) => s.status === 'pending' || s.status === 'arrived').map((s) => s.seq),
      'completed',
    );
  }
  // each stop's webhook, as the provider's own stop events send theirs
  for (const stop of moved)
    await webhookStop(tx, trip, { index: stop.seq, status: stop.status }, at);
}

async function handleStatus(
  runtime: OrderRuntime,
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
    // driven to the end, every drop-off made or not: the driven fare is charged
    if (isServedTripStatus(status) && event.final) {
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
    await progressStops(tx, trip, status, event.at);
    const updated = await repo.updateTrip(tx, trip.id, patch);
    if (isFinalTripStatus(status)) await addToDailyTotals(tx, updated!);
    if (status !== trip.status) await webhookStatusChanged(tx, updated!, trip.status, event.at);
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
  if (isFinalTripStatus(status) || status === 'waiting') runtime.orders.forget(trip.id);
  if (!isFinalTripStatus(status))
    runtime.orders.remember(trip.id, {
      corporateId: trip.corporateId,
      uniqueId: trip.uniqueId,
      kind: trip.kind,
    });
  runtime.emit(trip.corporateId, TRIP_UPDATE_EVENT, {
    trip_id: trip.id,
    kind: trip.kind,
    status,
    ...(trip.position && !isFinalTripStatus(status) ? { position: trip.position } : {}),
    eta: trip.etaMin,
  });
  // no driver served the ride: said apart (issue 12), after the hold was released above
  if (trip.kind === 'ride' && isNotServedTripStatus(status))
    runtime.emit(trip.corporateId, TRIP_NOT_SERVED_EVENT, {
      corporate_id: trip.corporateId,
      trip_id: trip.id,
      trip_unique_id: trip.uniqueId,
      status,
    });
  if (outcome.moneyMoved) await notifyWallet(runtime, trip);
}
