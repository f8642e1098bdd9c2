import {
  fromCents,
  type CityId,
  type PublicTripInfo,
  type ServiceTypeId,
  type Trip,
  type TripStatus,
} from '@trayecto/contracts';
import type { StoredDriver, StoredPosition } from '@trayecto/db';
import { shownToken, tripLinkToken } from '../../lib/link-tokens.ts';
import type { DriverProfile } from '../../providers/provider-gateway.ts';
import type { TripRow } from './trips.repository.ts';

/** The freshest position the simulator reported (kept in memory between batched writes). */
export type LivePosition = { position: StoredPosition; etaMin: number | null; at: Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function storedDriver(d: DriverProfile): StoredDriver {
  return {
    id: d.id,
    name: d.name,
    firstName: d.firstName,
    photoUrl: d.photoUrl,
    rating: d.rating,
    vehicle: { ...d.vehicle },
  };
}

/** The newer of the stored position and the one in memory (any order kind). */
export function positionOf(row: TripRow, live: LivePosition | undefined) {
  if (live && (!row.positionAt || live.at >= row.positionAt)) return live;
  return { position: row.position, etaMin: row.etaMin, at: row.positionAt };
}

/** The order as the panel sees it; `linkKey` (config.linkTokenKey) derives its passenger link. */
export function toTrip(row: TripRow, linkKey: string, live?: LivePosition): Trip {
  const p = positionOf(row, live);
  return {
    _id: row.id,
    unique_id: row.uniqueId,
    status: row.status as TripStatus,
    type: row.type,
    city_id: row.cityId as CityId,
    service_type_id: row.serviceTypeId as ServiceTypeId,
    passenger: {
      type: row.passengerType,
      user_id: row.passengerUserId,
      name: row.passengerName,
      phone: row.passengerPhone,
    },
    payer: row.payer,
    origin: { address: row.originAddress, lat: row.originLat, lng: row.originLng },
    destination: {
      address: row.destinationAddress,
      lat: row.destinationLat,
      lng: row.destinationLng,
    },
    comment: row.comment,
    reason: row.tripReason,
    cost_center: row.costCenter,
    promo_code: row.promoCode,
    scheduled_at: iso(row.scheduledAt),
    requested_at: row.requestedAt.toISOString(),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason_id: row.cancelReasonId,
    cancel_comment: row.cancelComment,
    estimated_fare: fromCents(row.estimatedFareCents),
    final_fare: row.finalFareCents === null ? null : fromCents(row.finalFareCents),
    distance_km: Math.round(row.distanceKm * 10) / 10,
    duration_min: Math.max(1, Math.round(row.durationMin)),
    driver: row.driver
      ? {
          _id: row.driver.id,
          name: row.driver.name,
          first_name: row.driver.firstName,
          photo_url: row.driver.photoUrl,
          rating: row.driver.rating,
          vehicle: row.driver.vehicle,
        }
      : null,
    position: p.position,
    eta_min: p.etaMin === null ? null : Math.round(p.etaMin),
    route: row.route,
    path: row.path ?? [],
    share_token: shownToken(tripLinkToken(linkKey, row.id), row.shareTokenHash),
    updated_at: (p.at && p.at > row.updatedAt ? p.at : row.updatedAt).toISOString(),
  };
}

/** What the passenger's public page may show: no costs, no company data. */
export function toPublicTripInfo(row: TripRow, live?: LivePosition): PublicTripInfo {
  const p = positionOf(row, live);
  return {
    unique_id: row.uniqueId,
    status: row.status as TripStatus,
    origin: { address: row.originAddress, lat: row.originLat, lng: row.originLng },
    destination: {
      address: row.destinationAddress,
      lat: row.destinationLat,
      lng: row.destinationLng,
    },
    driver: row.driver
      ? {
          first_name: row.driver.firstName,
          photo_url: row.driver.photoUrl,
          rating: row.driver.rating,
          vehicle: {
            brand: row.driver.vehicle.brand,
            model: row.driver.vehicle.model,
            colour: row.driver.vehicle.colour,
            plate: row.driver.vehicle.plate,
          },
        }
      : null,
    position: p.position,
    eta_min: p.etaMin === null ? null : Math.round(p.etaMin),
    route: row.route,
    updated_at: (p.at && p.at > row.updatedAt ? p.at : row.updatedAt).toISOString(),
  };
}
