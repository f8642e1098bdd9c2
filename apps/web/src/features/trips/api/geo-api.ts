import {
  geoCitiesResponseSchema,
  geoReverseResponseSchema,
  geoSearchResponseSchema,
  type CityId,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// Address autocomplete, reverse geocoding and the service areas (under /api/corporate/geo).

export const geoKeys = {
  cities: () => ['geo', 'cities'] as const,
  publicCities: () => ['geo', 'public-cities'] as const,
  search: (q: string, city: CityId | null) => ['geo', 'search', q, city] as const,
};

export async function searchPlaces(q: string, city: CityId | null, signal?: AbortSignal) {
  const answer = await api.get('/corporate/geo/search', {
    query: { q, city: city ?? undefined, limit: 8 },
    schema: geoSearchResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.results;
}

export function reverseGeocode(lat: number, lng: number) {
  return api.get('/corporate/geo/reverse', {
    query: { lat, lng },
    schema: geoReverseResponseSchema,
  });
}

export async function getCities(signal?: AbortSignal) {
  return (
    await api.get('/corporate/geo/cities', {
      schema: geoCitiesResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).cities;
}

/** The same cities for a page without a session (the passenger's trip link). */
export async function getPublicCities(signal?: AbortSignal) {
  return (
    await api.get('/public/map/cities', {
      schema: geoCitiesResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).cities;
}
