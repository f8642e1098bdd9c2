import {
  TRIP_UPDATE_EVENT,
  isCancellableTripStatus,
  type Trip,
  type TripStatus,
  type cancelTripBodySchema,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { Actor } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { isUuid } from '../../lib/keyset.ts';
import { toTrip } from './trip-dto.ts';
import { notifyWallet, settleHold } from '../orders/order-money.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { addToDailyTotals } from './trip-totals.repository.ts';
import * as repo from './trips.repository.ts';
import { runTransaction } from '../../lib/transaction.ts';

type CancelBody = z.output<typeof cancelTripBodySchema>;

/**
 * POST /trips/{id}/cancel: a reason is required (schema); started or finished trips 409. The
 * provider is told first (it may have started meanwhile), then the hold is voided.
 */
export async function cancelTrip(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
  body: CancelBody,
  actor: Actor,
): Promise<Trip> {
  const { deps } = runtime;
  const existing = isUuid(id) ? await repo.findTrip(deps.db, corporateId, id) : null;
  if (!existing) throw notFound();
  const updated = await runtime.serial(existing.id, async () => {
    const trip = await repo.findTrip(deps.db, corporateId, id);
    if (!trip) throw notFound();
    if (!isCancellableTripStatus(trip.status as TripStatus))
      throw new AppError(409, 'trip_not_cancellable');
    // Only the leader talks to the simulator; another instance hands the cancel to it (below).
    if (runtime.isLeader()) {
      try {
        await runtime.gateway.cancel(trip.id);
      } catch (error) {
        if (error instanceof ProviderError && error.reason === 'not_cancellable')
          throw new AppError(409, 'trip_not_cancellable');
        // 'unknown_trip': the provider lost it (restart); cancelling here is all there is to do.
        if (!(error instanceof ProviderError)) throw error;
      }
    }
    const now = deps.clock.now();
    return runTransaction(deps.db, async (tx) => {
      const locked = await repo.findTripById(tx, trip.id, { forUpdate: true });
      if (!locked || !isCancellableTripStatus(locked.status as TripStatus))
        throw new AppError(409, 'trip_not_cancellable');
      await settleHold(tx, locked, { void: true });
      const row = await repo.updateTrip(tx, trip.id, {
        status: 'cancelled_by_user',
        cancelledAt: now,
        cancelReasonId: body.reason_id,
        cancelComment: body.comment || null,
        etaMin: null,
        // out of the dispatch queue: a trip not yet handed over is never handed over now
        dispatchedAt: locked.dispatchedAt ?? now,
        updatedAt: now,
      });
      await addToDailyTotals(tx, row!);
      await repo.insertEvent(tx, {
        corporateId,
        tripId: trip.id,
        status: 'cancelled_by_user',
        at: now,
        payload: { reason_id: body.reason_id },
      });
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'trip_cancelled',
        entity: 'trip',
        entityId: trip.id,
        before: { status: locked.status },
        after: {
          status: 'cancelled_by_user',
          reason_id: body.reason_id,
          comment: body.comment ?? null,
        },
      });
      return row!;
    });
  });
  runtime.forget(updated.id);
  if (!runtime.isLeader()) await runtime.notifyCancelled(updated.id);
  runtime.emit(corporateId, TRIP_UPDATE_EVENT, {
    trip_id: updated.id,
    status: 'cancelled_by_user',
    eta: null,
  });
  await notifyWallet(runtime, updated);
  return toTrip(updated);
}
