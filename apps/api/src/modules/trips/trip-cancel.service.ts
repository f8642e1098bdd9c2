import type { Trip, cancelTripBodySchema } from '@trayecto/contracts';
import type { z } from 'zod';
import type { Actor } from '../../app-types.ts';
import { cancelOrder } from '../orders/order-cancel.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { toTrip } from './trip-dto.ts';

type CancelBody = z.output<typeof cancelTripBodySchema>;

/** POST /trips/{id}/cancel: a reason is required (schema); started or finished trips 409. */
export async function cancelTrip(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
  body: CancelBody,
  actor: Actor,
): Promise<Trip> {
  const updated = await cancelOrder(runtime, {
    corporateId,
    id,
    kind: 'ride',
    reasonId: body.reason_id,
    comment: body.comment,
    actor,
    notCancellable: 'trip_not_cancellable',
    audit: { action: 'trip_cancelled', entity: 'trip' },
  });
  return toTrip(updated, runtime.deps.config.linkTokenKey);
}
