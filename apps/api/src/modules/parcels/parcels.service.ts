import { parcelReceiverText } from '@trayecto/contracts';
import { queueSms } from '../sms/sms-outbox.repository.ts';
import { fileApproval } from '../approvals/approval-request.ts';
import { ApprovalNeeded } from '../policies/policy-check.ts';
import type { ApprovalCreated } from '@trayecto/contracts';
import { randomInt } from 'node:crypto';
import {
  PARCEL_SIZE_SURCHARGE_CENTS,
  PARCEL_VEHICLES,
  toCents,
  vehicleForParcel,
  fromCents,
  type createParcelBodySchema,
  type ParcelEstimate,
  type ParcelEstimateBody,
  type OrderStopStatus,
  type Parcel,
  type PublicParcelTrack,
  type TripStatus,
} from '@trayecto/contracts';
import type { z } from 'zod';
import type { Actor } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { checkLinkOpen, orderEndedAt, stopLinkMarker } from '../../lib/link-tokens.ts';
import type { IdempotencyScope } from '../ledger/idempotency.ts';
import {
  collaboratorParty,
  companyParty,
  placeOrder,
  type OrderParty,
} from '../orders/order-placement.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { cancelOrder } from '../orders/order-cancel.ts';
import { findStopByTrackingToken, stopsOf } from '../orders/order-stops.repository.ts';
import { findTripById } from '../trips/trips.repository.ts';
import { newParcelUniqueId } from '../trips/trip-ids.ts';
import { checkScheduledAt, quoteOrFail } from '../trips/trip-quote.service.ts';
import { toParcel } from './parcel-dto.ts';
import * as repo from './parcels.repository.ts';
import { throughLegs } from '../orders/order-route.ts';

type CreateBody = z.output<typeof createParcelBodySchema>;

/** Parcels need the shipments feature (SPEC §6): 403 for a company without it. */
export async function requireShipments(runtime: OrderRuntime, corporateId: string) {
  if (!(await repo.shipmentsActive(runtime.deps.db, corporateId)))
    throw new AppError(403, 'forbidden');
}

/** Who sends and pays: a collaborator of this company (their balance) or the company's wallet. */
function senderOf(
  runtime: OrderRuntime,
  corporateId: string,
  sender: CreateBody['sender'],
): Promise<OrderParty> {
  const { db } = runtime.deps;
  // another company's collaborator is no collaborator of this one: 404
  return sender.type === 'corporate'
    ? companyParty(db, corporateId, sender)
    : collaboratorParty(db, corporateId, sender.user_id, 'sender.user_id');
}

/** The vehicle a parcel's size and weight call for; none: 422 parcel_too_heavy. */
function vehicleOf(body: Pick<ParcelEstimateBody, 'size' | 'weight_kg'>) {
  const vehicle = vehicleForParcel(body.size, body.weight_kg);
  if (!vehicle)
    throw new AppError(422, 'parcel_too_heavy', { fields: { weight_kg: 'parcel_too_heavy' } });
  return vehicle;
}

/**
 * The vehicle a parcel's size and weight call for (none: 422 parcel_too_heavy), and its fare: the
 * provider's quote of each leg for that vehicle's service type, plus the size's surcharge.
 */
async function priceParcel(
  runtime: OrderRuntime,
  body: ParcelEstimateBody,
  failure: 'parcel_create_error' | 'estimate_error',
) {
  const vehicle = vehicleOf(body);
  const serviceTypeId = PARCEL_VEHICLES[vehicle].serviceTypeId;
  const places = [body.pickup, ...body.receivers.map((r) => r.place)];
  const legs = await Promise.all(
    places
      .slice(1)
      .map((to, i) =>
        quoteOrFail(
          runtime.gateway,
          { origin: places[i]!, destination: to, serviceTypeId },
          failure,
        ),
      ),
  );
  const fare =
    legs.reduce((sum, leg) => sum + leg.fares[0]!.fareCents, 0) +
    PARCEL_SIZE_SURCHARGE_CENTS[body.size];
  return { vehicle, serviceTypeId, legs, fare };
}

/** POST /parcels/estimate: the vehicle, the fare to hold, distance and time, before sending. */
export async function estimateParcel(
  runtime: OrderRuntime,
  corporateId: string,
  body: ParcelEstimateBody,
): Promise<ParcelEstimate> {
  await requireShipments(runtime, corporateId);
  const { vehicle, serviceTypeId, legs, fare } = await priceParcel(runtime, body, 'estimate_error');
  const through = throughLegs(legs);
  return {
    vehicle,
    service_type_id: serviceTypeId,
    fare: fromCents(fare),
    size_surcharge: fromCents(PARCEL_SIZE_SURCHARGE_CENTS[body.size]),
    distance_km: through.distanceKm,
    duration_min: through.durationMin,
    route: through.route,
  };
}

const newPin = () => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * POST /parcels: the parcel's rules (the vehicle its size and weight call for, the photo
 * uploaded by this company, the 15-minute rule), the fare of each leg for that vehicle plus the
 * size's surcharge, then the order core places it: the payer's balance held, one drop-off per
 * receiver with its PIN and tracking link, the PIN sent to each receiver by SMS (the outbox), the
 * parcel handed to the provider.
 */
export async function createParcel(
  runtime: OrderRuntime,
  corporateId: string,
  body: CreateBody,
  actor: Actor,
  idempotency?: IdempotencyScope,
  /** an approver approved this booking outside its policy (issue 13): placed as asked */
  options: { policyApproved?: boolean } = {},
): Promise<Parcel | ApprovalCreated> {
  const { deps } = runtime;
  await requireShipments(runtime, corporateId);
  const now = deps.clock.now();
  const scheduledAt = checkScheduledAt(body.scheduled_at, now);
  // the parcel's own rules, then what this company has (its photo, its collaborator), and only
  // then the provider is asked for the fare
  vehicleOf(body);
  const image = await repo.findParcelImage(deps.db, corporateId, body.image_id);
  if (!image)
    throw new AppError(422, 'parcel_image_not_found', {
      fields: { image_id: 'parcel_image_not_found' },
    });
  const party = await senderOf(runtime, corporateId, body.sender);
  const { vehicle, serviceTypeId, legs, fare } = await priceParcel(
    runtime,
    body,
    'parcel_create_error',
  );
  const receivers = body.receivers.map((r) => ({
    ...r.place,
    contactName: r.name,
    contactPhone: r.phone,
    instructions: r.instructions || null,
    pin: newPin(),
    tracked: true,
  }));
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(
      runtime,
      {
        kind: 'parcel',
        corporateId,
        party,
        stops: [
          { ...body.pickup, contactName: party.name, contactPhone: party.phone },
          ...receivers,
        ],
        serviceTypeId,
        cityId: legs[0]!.cityId,
        scheduledAt,
        comment: null,
        reason: body.reason || null,
        costCenter: body.cost_center || null,
        promo: null,
        grossCents: fare,
        discountCents: 0,
        estimateCents: fare,
        ...throughLegs(legs),
        newUniqueId: newParcelUniqueId,
        audit: {
          action: 'parcel_requested',
          entity: 'parcel',
          after: { sender: party.name, receivers: receivers.length, estimate_cents: fare },
        },
        replay: (row) => ({ success: true, data: { _id: row.id, unique_id: row.uniqueId } }),
        failureCode: 'parcel_create_error',
        async alsoWrite(tx, row) {
          await repo.insertParcel(tx, {
            orderId: row.id,
            corporateId,
            senderType: body.sender.type,
            parcelType: body.parcel_type,
            size: body.size,
            weightGrams: Math.round(body.weight_kg * 1000),
            vehicle,
            description: body.description,
            details: body.details || null,
            imageUploadId: image.id,
            declaredValueCents: toCents(body.declared_value),
          });
          // the receivers are the stops after the pickup (seq 0)
          for (const [i, r] of receivers.entries())
            await queueSms(tx, {
              corporateId,
              orderId: row.id,
              to: r.contactPhone,
              text: parcelReceiverText(deps.config.providerName, {
                sender: party.name,
                uniqueId: row.uniqueId,
                pin: r.pin,
                link: `${deps.config.publicUrl}/parcel-track/${stopLinkMarker(i + 1)}`,
              }),
            });
        },
        policyApproved: options.policyApproved ?? false,
      },
      actor,
      idempotency,
    );
  } catch (error) {
    // outside the sender's group policy, and the policy asks for an approver: filed, nothing held
    if (!(error instanceof ApprovalNeeded)) throw error;
    return fileApproval(
      runtime,
      {
        corporateId,
        kind: 'parcel',
        body,
        needed: error,
        passengerName: party.name,
        originAddress: body.pickup.address,
        destinationAddress: body.receivers.at(-1)!.place.address,
        serviceTypeId,
        estimateCents: fare,
        scheduledAt,
        reason: body.reason || null,
      },
      actor,
      idempotency,
    );
  }
  deps.sms.kick(); // committed: the receivers' SMS may leave now (modules/sms)
  return getParcel(runtime, corporateId, order.id);
}

export async function getParcel(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
): Promise<Parcel> {
  const found = isUuid(id) ? await repo.findParcel(runtime.deps.db, corporateId, id) : null;
  if (!found) throw notFound();
  const stops = await stopsOf(runtime.deps.db, corporateId, found.order.id);
  return toParcel(
    found,
    stops,
    runtime.deps.config.linkTokenKey,
    runtime.orders.live(found.order.id),
  );
}

/** POST /parcels/{id}/cancel: before pickup; after it the provider refuses: 'Error cancelling parcel'. */
export async function cancelParcel(
  runtime: OrderRuntime,
  corporateId: string,
  id: string,
  body: { reason_id: string; comment?: string | undefined },
  actor: Actor,
): Promise<Parcel> {
  await requireShipments(runtime, corporateId);
  await cancelOrder(runtime, {
    corporateId,
    id,
    kind: 'parcel',
    reasonId: body.reason_id,
    comment: body.comment,
    actor,
    notCancellable: 'parcel_cancel_error',
    audit: { action: 'parcel_cancelled', entity: 'parcel' },
  });
  return getParcel(runtime, corporateId, id);
}

/** GET /api/public/parcel-track/{token}: the receiver's own stop, the courier, the ETA; no costs. */
export async function trackParcel(
  runtime: OrderRuntime,
  token: string,
): Promise<PublicParcelTrack> {
  const { db } = runtime.deps;
  const stop = await findStopByTrackingToken(db, token);
  if (!stop || stop.role !== 'dropoff') throw notFound();
  const order = await findTripById(db, stop.orderId);
  if (!order) throw notFound();
  checkLinkOpen(orderEndedAt(order), runtime.deps.clock.now());
  const driver = order.driver;
  const live = runtime.orders.live(order.id);
  return {
    unique_id: order.uniqueId,
    status: order.status as TripStatus,
    stop: {
      index: stop.seq,
      name: stop.contactName,
      place: { address: stop.address, lat: stop.lat, lng: stop.lng },
      status: stop.status as OrderStopStatus,
      arrived_at: stop.arrivedAt?.toISOString() ?? null,
      completed_at: stop.completedAt?.toISOString() ?? null,
      failed_at: stop.failedAt?.toISOString() ?? null,
    },
    courier: driver
      ? {
          first_name: driver.firstName,
          photo_url: driver.photoUrl,
          plate: driver.vehicle.plate,
          vehicle: `${driver.vehicle.brand} ${driver.vehicle.model}`,
        }
      : null,
    eta_min: stop.status === 'pending' ? (live?.etaMin ?? order.etaMin) : null,
  };
}
