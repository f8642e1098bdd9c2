import {
  fromCents,
  type OrderStopStatus,
  type Parcel,
  type ParcelSize,
  type ParcelType,
  type ParcelVehicle,
  type ServiceTypeId,
  type TripStatus,
} from '@trayecto/contracts';
import { shownToken, stopLinkToken } from '../../lib/link-tokens.ts';
import type { OrderStopRow } from '../orders/order-stops.repository.ts';
import { positionOf, type LivePosition } from '../trips/trip-dto.ts';
import type { ParcelOrder } from './parcels.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The parcel as the API answers it: its order, its details and each stop with its proof. */
export function toParcel(
  { order, parcel }: ParcelOrder,
  stops: readonly OrderStopRow[],
  /** config.linkTokenKey, to show each receiver's link; null: no links (a document) */
  linkKey: string | null,
  live?: LivePosition,
): Parcel {
  const finished = order.finalFareCents !== null;
  const returnFee = parcel.returnFeeCents;
  return {
    _id: order.id,
    unique_id: order.uniqueId,
    status: order.status as TripStatus,
    type: order.type,
    service_type_id: order.serviceTypeId as ServiceTypeId,
    vehicle: parcel.vehicle as ParcelVehicle,
    payer: order.payer,
    sender: {
      type: parcel.senderType,
      user_id: order.passengerUserId,
      name: order.passengerName,
      phone: order.passengerPhone,
    },
    parcel_type: parcel.parcelType as ParcelType,
    size: parcel.size as ParcelSize,
    weight_kg: parcel.weightGrams / 1000,
    description: parcel.description,
    details: parcel.details,
    image_id: parcel.imageUploadId,
    declared_value: fromCents(parcel.declaredValueCents),
    stops: stops.map((s) => ({
      index: s.seq,
      role: s.role,
      name: s.contactName,
      phone: s.contactPhone,
      place: { address: s.address, lat: s.lat, lng: s.lng },
      instructions: s.instructions,
      status: s.status as OrderStopStatus,
      arrived_at: iso(s.arrivedAt),
      completed_at: iso(s.completedAt),
      failed_at: iso(s.failedAt),
      failure_reason: s.failureReason,
      pin_verified: s.pinVerifiedAt !== null,
      proof_photo_id: s.proofUploadId,
      tracking_token:
        s.role === 'dropoff' && linkKey
          ? shownToken(stopLinkToken(linkKey, order.id, s.seq), s.trackingTokenHash)
          : null,
    })),
    scheduled_at: iso(order.scheduledAt),
    requested_at: order.requestedAt.toISOString(),
    started_at: iso(order.startedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason_id: order.cancelReasonId,
    cancel_comment: order.cancelComment,
    estimated_fare: fromCents(order.estimatedFareCents),
    final_fare: finished ? fromCents(order.finalFareCents!) : null,
    charge_lines: finished
      ? [
          {
            kind: 'fare' as const,
            stop_index: null,
            amount: fromCents(order.finalFareCents! - returnFee),
          },
          ...stops
            .filter((s) => s.status === 'failed' && returnFee > 0)
            .map((s, _i, failed) => ({
              kind: 'return_fee' as const,
              stop_index: s.seq,
              amount: fromCents(Math.round(returnFee / failed.length)),
            })),
        ]
      : [],
    distance_km: order.distanceKm,
    duration_min: order.durationMin,
    eta_min: positionOf(order, live).etaMin,
    driver: order.driver
      ? {
          _id: order.driver.id,
          name: order.driver.name,
          first_name: order.driver.firstName,
          photo_url: order.driver.photoUrl,
          rating: order.driver.rating,
          vehicle: order.driver.vehicle,
        }
      : null,
    position: positionOf(order, live).position,
    route: order.route,
  };
}
