import {
  guestTripText,
  tripLinkUrl,
  type ApprovalCreated,
  type CreateTripBody,
  type Trip,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { createTripBodySchema } from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import { isUuid } from '../../lib/keyset.ts';
import { TRIP_LINK_MARKER } from '../../lib/link-tokens.ts';
import {
  collaboratorParty,
  companyParty,
  placeOrder,
  type OrderDraft,
  type OrderParty,
} from '../orders/order-placement.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { discountCents, findUsablePromo } from '../promos/promos.service.ts';
import { fileApproval } from '../approvals/approval-request.ts';
import { ApprovalNeeded } from '../policies/policy-check.ts';
import { queueSms } from '../sms/sms-outbox.repository.ts';
import { toTrip } from './trip-dto.ts';
import { newTripUniqueId } from './trip-ids.ts';
import { checkScheduledAt, quoteOrFail } from './trip-quote.service.ts';
import * as repo from './trips.repository.ts';

type CreateBody = z.output<typeof createTripBodySchema>;
export type { CreateTripBody };

/** Who rides and whose account pays: an active collaborator (their balance) or the wallet. */
function payerOf(
  runtime: OrderRuntime,
  corporateId: string,
  body: CreateBody,
): Promise<OrderParty> {
  const { db } = runtime.deps;
  return body.passenger.type === 'guest'
    ? companyParty(db, corporateId, body.passenger)
    : collaboratorParty(db, corporateId, body.passenger.user_id, 'passenger.user_id');
}

/**
 * POST /trips: checks the rules and prices the trip, then places it through the order core (a
 * ride: an order with two stops, the passenger picked up at the first): the estimate held, the
 * trip handed to the provider, nothing left behind when it refuses (placeOrder).
 */
export async function createTrip(
  runtime: OrderRuntime,
  corporateId: string,
  body: CreateBody,
  actor: Actor,
  idempotency?: IdempotencyScope,
  /** an approver approved this booking outside its policy (issue 13): placed as asked */
  options: { policyApproved?: boolean } = {},
): Promise<Trip | ApprovalCreated> {
  const { deps } = runtime;
  const now = deps.clock.now();
  const scheduledAt = checkScheduledAt(body.scheduled_at, now);
  const party = await payerOf(runtime, corporateId, body);
  const promo = body.promo_code
    ? await findUsablePromo(deps.db, corporateId, body.promo_code, now)
    : null;
  const quote = await quoteOrFail(
    runtime.gateway,
    { origin: body.origin, destination: body.destination, serviceTypeId: body.service_type_id },
    promo ? 'promo_estimate_error' : 'trip_create_error',
  );
  const gross = quote.fares[0]!.fareCents;
  const discount = promo ? discountCents(promo, gross) : 0;
  const estimate = gross - discount;
  const draft: OrderDraft = {
    kind: 'ride',
    corporateId,
    party,
    stops: [
      { ...body.origin, contactName: party.name, contactPhone: party.phone },
      body.destination,
    ],
    serviceTypeId: body.service_type_id,
    cityId: quote.cityId,
    scheduledAt,
    comment: body.comment || null,
    reason: body.reason || null,
    costCenter: body.cost_center || null,
    promo,
    grossCents: gross,
    discountCents: discount,
    estimateCents: estimate,
    route: quote.route.map((p) => [p.lng, p.lat] as [number, number]),
    distanceKm: quote.distanceKm,
    durationMin: quote.durationMin,
    newUniqueId: newTripUniqueId,
    audit: {
      action: 'trip_requested',
      entity: 'trip',
      after: {
        passenger: party.name,
        estimate_cents: estimate,
        promo_code: promo?.code ?? null,
      },
    },
    replay: (row) => ({ success: true, data: toTrip(row, deps.config.linkTokenKey) }),
    failureCode: 'trip_create_error',
    // a guest gets the trip's tracking link by SMS (issue 13): it leaves once the provider has
    // the trip; the panel also offers it to send by WhatsApp
    alsoWrite:
      party.type === 'guest' && party.phone
        ? (tx, row) =>
            queueSms(tx, {
              corporateId,
              orderId: row.id,
              to: party.phone!,
              text: guestTripText(
                deps.config.providerName,
                tripLinkUrl(deps.config.publicUrl, TRIP_LINK_MARKER),
              ),
            })
        : undefined,
    policyApproved: options.policyApproved ?? false,
  };
  try {
    const trip = await placeOrder(runtime, draft, actor, idempotency);
    if (draft.alsoWrite) deps.sms.kick(); // committed: the guest's SMS may leave now
    return toTrip(trip, deps.config.linkTokenKey, runtime.orders.live(trip.id));
  } catch (error) {
    // outside the group's policy, and the policy asks for an approver: filed, nothing held
    if (!(error instanceof ApprovalNeeded)) throw error;
    return fileApproval(
      runtime,
      {
        corporateId,
        kind: 'ride',
        body,
        needed: error,
        passengerName: party.name,
        originAddress: body.origin.address,
        destinationAddress: body.destination.address,
        serviceTypeId: body.service_type_id,
        estimateCents: estimate,
        scheduledAt,
        reason: body.reason || null,
      },
      actor,
      idempotency,
    );
  }
}

export async function getTrip(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
): Promise<Trip> {
  const row = isUuid(id) ? await repo.findTrip(runtime.deps.db, corporateId, id) : null;
  if (!row) throw notFound();
  return toTrip(row, runtime.deps.config.linkTokenKey, runtime.orders.live(row.id));
}
