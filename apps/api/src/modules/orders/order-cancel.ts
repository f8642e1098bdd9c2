import {
  TRIP_UPDATE_EVENT,
  isCancellableTripStatus,
  type ErrorCode,
  type OrderKind,
  type TripStatus,
} from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { webhookStatusChanged } from './order-webhooks.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { ProviderError } from '../../providers/provider-gateway.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { addToDailyTotals } from '../trips/trip-totals.repository.ts';
import * as repo from '../trips/trips.repository.ts';
import { notifyWallet, settleHold } from './order-money.ts';
import type { OrderRuntime } from './order-runtime.ts';

/**
 * The company cancels an order (a reason is required by the caller's schema). The provider is
 * told first (it may have picked up meanwhile: then `notCancellable`, 409, and nothing changes),
 * then the hold is voided and the order is cancelled_by_user, in one transaction.
 */
export async function cancelOrder(
  runtime: OrderRuntime,
  request: {
    corporateId: string;
    id: string;
    kind: OrderKind;
    reasonId: string;
    comment: string | null | undefined;
    actor: Actor;
    /** the error code when it can no longer be cancelled */
    notCancellable: ErrorCode;
    audit: { action: string; entity: string };
  },
): Promise<repo.TripRow> {
  const { deps } = runtime;
  const { corporateId, id, kind, notCancellable } = request;
  const existing = isUuid(id) ? await repo.findOrder(deps.db, corporateId, id, kind) : null;
  if (!existing) throw notFound();
  const updated = await runtime.serial(existing.id, async () => {
    const order = await repo.findOrder(deps.db, corporateId, id, kind);
    if (!order) throw notFound();
    if (!isCancellableTripStatus(order.status as TripStatus))
      throw new AppError(409, notCancellable);
    // Only the leader talks to the simulator; another instance hands the cancel to it (below).
    if (runtime.cluster.isLeader()) {
      try {
        await runtime.gateway.cancel(order.id);
      } catch (error) {
        if (error instanceof ProviderError && error.reason === 'not_cancellable')
          throw new AppError(409, notCancellable);
        // 'unknown_trip': the provider lost it (restart); cancelling here is all there is to do.
        if (!(error instanceof ProviderError)) throw error;
      }
    }
    const now = deps.clock.now();
    return runTransaction(deps.db, async (tx) => {
      const locked = await repo.findTripById(tx, order.id, { forUpdate: true });
      if (!locked || !isCancellableTripStatus(locked.status as TripStatus))
        throw new AppError(409, notCancellable);
      await settleHold(tx, locked, { void: true });
      const row = await repo.updateTrip(tx, order.id, {
        status: 'cancelled_by_user',
        cancelledAt: now,
        cancelReasonId: request.reasonId,
        cancelComment: request.comment || null,
        etaMin: null,
        // out of the dispatch queue: an order not yet handed over is never handed over now
        dispatchedAt: locked.dispatchedAt ?? now,
        updatedAt: now,
      });
      await addToDailyTotals(tx, row!);
      // not yet handed over: it was never announced (order.created comes with the hand-over)
      if (locked.dispatchedAt) await webhookStatusChanged(tx, row!, locked.status, now);
      await repo.insertEvent(tx, {
        corporateId,
        tripId: order.id,
        status: 'cancelled_by_user',
        at: now,
        payload: { reason_id: request.reasonId },
      });
      await recordAudit(tx, {
        actor: request.actor,
        corporateId,
        action: request.audit.action,
        entity: request.audit.entity,
        entityId: order.id,
        before: { status: locked.status },
        after: {
          status: 'cancelled_by_user',
          reason_id: request.reasonId,
          comment: request.comment ?? null,
        },
      });
      return row!;
    });
  });
  runtime.orders.forget(updated.id);
  if (!runtime.cluster.isLeader()) await runtime.cluster.notifyCancelled(updated.id);
  runtime.emit(corporateId, TRIP_UPDATE_EVENT, {
    trip_id: updated.id,
    kind: updated.kind,
    status: 'cancelled_by_user',
    eta: null,
  });
  await notifyWallet(runtime, updated);
  return updated;
}
