import {
  SERVICE_TYPE_NAMES,
  fromCents,
  type CityId,
  type Language,
  type LatLng,
  type ServiceTypeId,
  type TripEstimateResponse,
  CITY_NAMES,
} from '@trayecto/contracts';
import { AppError } from '../../lib/app-error.ts';
import { haversineKm } from '../../lib/geo/geo-math.ts';
import type { Route, RoutingProvider } from '../../lib/geo/routing.ts';
import { cityAt } from '../../lib/geo/service-area.ts';
import { fareCents, serviceTypesOf, tariffFor } from './fare-table.ts';

/** Trips longer than this (crow flies) are not city rides: refused as bad input. */
export const MAX_TRIP_KM = 120;

export type FareLine = { serviceTypeId: ServiceTypeId; fareCents: number };

export type Quote = {
  cityId: CityId;
  distanceKm: number;
  durationMin: number;
  route: Route['points'];
  fares: FareLine[];
};

/**
 * The city that serves a trip from `origin` to `destination`, or the AppErrors of issue 4:
 * 'origin_not_served' when the origin lies outside every service area.
 */
export function servingCity(origin: LatLng, destination: LatLng): CityId {
  const city = cityAt(origin);
  if (!city)
    throw new AppError(422, 'origin_not_served', { fields: { origin: 'origin_not_served' } });
  if (haversineKm(origin, destination) > MAX_TRIP_KM) {
    throw new AppError(422, 'validation_error', { fields: { destination: 'validation_error' } });
  }
  return city.id;
}

/** Fares for each service type of the city (or only the one asked), from the routed distance and time. */
export async function estimateFares(
  router: RoutingProvider,
  origin: LatLng,
  destination: LatLng,
  serviceTypeId?: ServiceTypeId,
): Promise<Quote> {
  const cityId = servingCity(origin, destination);
  const route = await router.route(origin, destination);
  const types = serviceTypeId ? [serviceTypeId] : serviceTypesOf(cityId);
  return {
    cityId,
    distanceKm: route.distanceKm,
    durationMin: route.durationMin,
    route: route.points,
    fares: types.map((type) => ({
      serviceTypeId: type,
      fareCents: fareCents(tariffFor(cityId, type), route.distanceKm, route.durationMin),
    })),
  };
}

/** The final fare, from the distance and time actually driven. */
export function finalFareCents(
  cityId: CityId,
  serviceTypeId: ServiceTypeId,
  distanceKm: number,
  durationMin: number,
): number {
  return fareCents(tariffFor(cityId, serviceTypeId), distanceKm, durationMin);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** POST /trips/estimate answer (dollars), before any promo code. */
export function toEstimateResponse(quote: Quote, lang: Language): TripEstimateResponse {
  return {
    city_id: quote.cityId,
    city: CITY_NAMES[quote.cityId],
    distance_km: round1(quote.distanceKm),
    duration_min: Math.max(1, Math.round(quote.durationMin)),
    fares: quote.fares.map((line) => ({
      service_type_id: line.serviceTypeId,
      name: SERVICE_TYPE_NAMES[line.serviceTypeId][lang],
      fare: fromCents(line.fareCents),
    })),
    route: quote.route.map((p) => [p.lng, p.lat] as [number, number]),
  };
}
