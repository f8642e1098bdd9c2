import { fromCents, isServedTripStatus, type TripStatus } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import { queueWebhook } from '../webhooks/webhook-outbox.ts';
import type * as repo from '../trips/trips.repository.ts';

// The order core's webhooks (../webhooks, ADR 0017), each queued in the transaction of the
// change it reports: the order handed to the provider (order.created: an order the provider
// refused is removed and was never announced), each status change, each stop, and a parcel's
// proof of delivery once it ends served.

const orderData = (order: repo.TripRow) => ({
  order_id: order.id,
  unique_id: order.uniqueId,
  kind: order.kind,
});

export async function webhookOrderCreated(tx: DbOrTx, order: repo.TripRow, at: Date) {
  await queueWebhook(tx, {
    corporateId: order.corporateId,
    type: 'order.created',
    at,
    data: {
      ...orderData(order),
      status: order.status,
      origin: order.originAddress,
      destination: order.destinationAddress,
      scheduled_at: order.scheduledAt?.toISOString() ?? null,
      estimated_fare: fromCents(order.estimatedFareCents),
    },
  });
}

/** `order` as it is after the change; `previous` the status before it. */
export async function webhookStatusChanged(
  tx: DbOrTx,
  order: repo.TripRow,
  previous: string,
  at: Date,
) {
  await queueWebhook(tx, {
    corporateId: order.corporateId,
    type: 'order.status_changed',
    at,
    data: {
      ...orderData(order),
      status: order.status,
      previous_status: previous,
      final_fare: order.finalFareCents === null ? null : fromCents(order.finalFareCents),
    },
  });
  if (order.kind === 'parcel' && isServedTripStatus(order.status as TripStatus))
    await queueWebhook(tx, {
      corporateId: order.corporateId,
      type: 'order.proof_ready',
      at,
      data: { ...orderData(order), proof_path: `/api/corporate/parcels/${order.id}/proof` },
    });
}

export async function webhookStop(
  tx: DbOrTx,
  order: repo.TripRow,
  stop: {
    index: number;
    status: 'arrived' | 'completed' | 'failed';
    failureReason?: string | null;
  },
  at: Date,
) {
  await queueWebhook(tx, {
    corporateId: order.corporateId,
    type: `order.stop.${stop.status}`,
    at,
    data: {
      ...orderData(order),
      stop_index: stop.index,
      status: stop.status,
      failure_reason: stop.failureReason ?? null,
    },
  });
}
