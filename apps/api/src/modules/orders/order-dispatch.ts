import {
  TRIP_NOT_SERVED_EVENT,
  TRIP_UPDATE_EVENT,
  isFinalTripStatus,
  type OrderStopStatus,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import type { DispatchResult } from '../../providers/provider-gateway.ts';
import { notifyWallet, settleHold } from './order-money.ts';
import { addToDailyTotals } from '../trips/trip-totals.repository.ts';
import type { OrderRuntime } from './order-runtime.ts';
import { handleProviderEvent } from './order-events.ts';
import * as repo from '../trips/trips.repository.ts';
import { webhookOrderCreated, webhookStatusChanged } from './order-webhooks.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { advanceStops, stopsOf } from './order-stops.repository.ts';

/** After this long without a provider, a trip created on another instance is given up. */
const GIVE_UP_MS = 2 * 60_000;
const CONCURRENCY = 20;

/**
 * The one place an order is handed to the provider: its stops as stored (pickup first), its
 * kind and service, its time and the company's pre_time. On success the order is marked
 * dispatched (markDispatched); a failure is thrown for the caller to handle: a booking discards
 * the order, the sweep retries it or gives it up.
 */
export async function handOver(
  runtime: OrderRuntime,
  order: repo.TripRow,
): Promise<DispatchResult> {
  const { db } = runtime.deps;
  const [stored, preTimeMin] = await Promise.all([
    stopsOf(db, order.corporateId, order.id),
    repo.corporatePreTime(db, order.corporateId),
  ]);
  // an order written before its stops were (never after migration 0006): its two ends
  const stops =
    stored.length >= 2
      ? stored.map((s) => ({
          address: s.address,
          lat: s.lat,
          lng: s.lng,
          // the courier asks the receiver for it at the door
          ...(s.pin ? { pin: s.pin } : {}),
        }))
      : [
          { address: order.originAddress, lat: order.originLat, lng: order.originLng },
          {
            address: order.destinationAddress,
            lat: order.destinationLat,
            lng: order.destinationLng,
          },
        ];
  const result = await runtime.gateway.dispatch({
    orderId: order.id,
    kind: order.kind,
    stops,
    serviceTypeId: order.serviceTypeId as ServiceTypeId,
    scheduledAt: order.scheduledAt,
    preTimeMin,
  });
  await markDispatched(runtime, order, result);
  return result;
}

/** Records that the provider has the trip (status waiting or scheduled) and tells the room. */
export async function markDispatched(
  runtime: OrderRuntime,
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
      const updated = await repo.updateTrip(tx, trip.id, {
        dispatchedAt: current.dispatchedAt ?? now,
        status: result.status,
        ...(fresh ? {} : { driver: null, position: null, etaMin: null }),
        updatedAt: now,
      });
      // the provider has it: now the order exists for the company's systems
      if (fresh) await webhookOrderCreated(tx, updated!, now);
      else if (updated!.status !== current.status)
        await webhookStatusChanged(tx, updated!, current.status, now);
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
  runtime.orders.remember(trip.id, {
    corporateId: trip.corporateId,
    uniqueId: trip.uniqueId,
    kind: trip.kind,
  });
  if (status)
    runtime.emit(trip.corporateId, TRIP_UPDATE_EVENT, {
      trip_id: trip.id,
      kind: trip.kind,
      status,
    });
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
  }
}

/**
 * On taking the lead (start, restart, or the database back after an outage): each running trip
 * is brought in line with the provider. One the provider still drives gets the status it has
 * there (a trip that finished while the events could not be stored is settled now: charged, or
 * its hold released); one the provider does not know (a restart) is handed over again.
 */
export async function reconcileUnfinished(runtime: OrderRuntime) {
  const rows = await repo.selectUnfinished(runtime.deps.db);
  await inBatches(rows, async (row) => {
    const snapshot = await runtime.gateway.track(row.id).catch(() => null);
    if (!snapshot) {
      runtime.handovers.retry.add(row.id);
      return;
    }
    runtime.orders.remember(row.id, {
      corporateId: row.corporateId,
      uniqueId: row.uniqueId,
      kind: row.kind,
    });
    await catchUpStops(runtime, row, snapshot.stops);
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

/**
 * Drop-offs the provider reached while their events could not be stored (an outage, a restart
 * of ours): each stop takes the state the provider has for it. Stops only move forward.
 */
async function catchUpStops(
  runtime: OrderRuntime,
  order: repo.TripRow,
  stops: readonly OrderStopStatus[],
) {
  const at = runtime.deps.clock.now();
  const where = { corporateId: order.corporateId, orderId: order.id };
  for (const status of ['arrived', 'completed', 'failed'] as const) {
    const seqs = stops.flatMap((s, seq) =>
      seq > 0 && (s === status || (status === 'arrived' && s !== 'pending')) ? [seq] : [],
    );
    if (seqs.length) await advanceStops(runtime.deps.db, { ...where, seqs }, { status, at });
  }
}

async function retryUnfinished(runtime: OrderRuntime) {
  const ids = [...runtime.handovers.retry];
  await inBatches(ids, async (id) => {
    const trip = await repo.findTripById(runtime.deps.db, id);
    if (!trip || isFinalTripStatus(trip.status as TripStatus)) {
      runtime.handovers.retry.delete(id);
      return;
    }
    try {
      await handOver(runtime, trip);
      runtime.handovers.retry.delete(id);
    } catch (error) {
      runtime.log.warn({ err: error, tripId: id }, 'trips: re-dispatch failed; retried later');
    }
  });
}

/**
 * Trips created but not handed over: by another instance (it has no simulator), or by this one
 * before it stopped. Dispatched here; given up (hold released) after GIVE_UP_MS.
 */
export async function dispatchPending(runtime: OrderRuntime) {
  if (!runtime.cluster.isLeader()) return;
  try {
    await retryUnfinished(runtime);
    const now = runtime.deps.clock.now();
    const rows = (await repo.selectUndispatched(runtime.deps.db, now)).filter(
      (t) => !runtime.handovers.inFlight.has(t.id),
    );
    await inBatches(rows, async (trip) => {
      runtime.handovers.inFlight.add(trip.id);
      try {
        await handOver(runtime, trip);
      } catch (error) {
        runtime.log.warn({ err: error, tripId: trip.id }, 'trips: pending dispatch failed');
        if (now.getTime() - trip.requestedAt.getTime() > GIVE_UP_MS) await giveUp(runtime, trip);
      } finally {
        runtime.handovers.inFlight.delete(trip.id);
      }
    });
  } catch (error) {
    runtime.log.error({ err: error }, 'trips: dispatch sweep failed');
  }
}

async function giveUp(runtime: OrderRuntime, trip: repo.TripRow) {
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
      // booked (its answer said so) but never taken: announced, and at once its end
      await webhookOrderCreated(tx, { ...row!, status: current.status }, now);
      await webhookStatusChanged(tx, row!, current.status, now);
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
    kind: trip.kind,
    status: 'cancelled_by_provider',
  });
  // the rides' notice and rebooking; a parcel's screens follow trip:update
  if (trip.kind === 'ride')
    runtime.emit(trip.corporateId, TRIP_NOT_SERVED_EVENT, {
      corporate_id: trip.corporateId,
      trip_id: trip.id,
      trip_unique_id: trip.uniqueId,
      status: 'cancelled_by_provider',
    });
  await notifyWallet(runtime, given);
}
