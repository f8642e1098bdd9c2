import { z } from 'zod';
import { CITIES } from './constants.ts';
import { text } from './text.ts';

/** The spec's cities (SPEC §9) by a stable id used in URLs, data and the fare tables. */
export const CITY_IDS = [
  'caracas',
  'maracaibo',
  'valencia',
  'barquisimeto',
  'maracay',
  'puerto_ordaz',
  'guarenas_guatire',
  'altos_mirandinos',
  'barcelona_plc_lecheria',
] as const;
export type CityId = (typeof CITY_IDS)[number];
export type CityName = (typeof CITIES)[number];
export const cityIdSchema = z.enum(CITY_IDS, { message: 'validation_error' });

/** Display name of each city, exactly as CITIES spells it. */
export const CITY_NAMES = Object.fromEntries(
  CITY_IDS.map((id, i) => [id, CITIES[i] as CityName]),
) as Record<CityId, CityName>;

export const GEO_SEARCH_MAX_RESULTS = 10;
export const GEO_SEARCH_DEFAULT_RESULTS = 8;
export const GEO_QUERY_MAX = 120;
export const ADDRESS_MAX = 250;

export const latSchema = z
  .number({ error: 'validation_error' })
  .min(-90, { message: 'validation_error' })
  .max(90, { message: 'validation_error' });
export const lngSchema = z
  .number({ error: 'validation_error' })
  .min(-180, { message: 'validation_error' })
  .max(180, { message: 'validation_error' });

export const latLngSchema = z.object({ lat: latSchema, lng: lngSchema });
export type LatLng = z.infer<typeof latLngSchema>;

/** A place as it crosses the wire: what the user sees plus where it is (ISSUE 4: {address, lat, lng}). */
export const placeSchema = z.object({
  address: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(ADDRESS_MAX, { message: 'too_long' }),
  lat: latSchema,
  lng: lngSchema,
});
export type Place = z.infer<typeof placeSchema>;

/** A trip's origin and destination must be at least this far apart to be a trip at all. */
export const MIN_TRIP_DISTANCE_M = 100;

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in kilometres: the one the server, the form and tests use. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres. */
export const metresBetween = (a: LatLng, b: LatLng) => haversineKm(a, b) * 1000;

/** Origin and destination closer than MIN_TRIP_DISTANCE_M: 'same_origin_destination'. */
export const isSamePlace = (a: LatLng, b: LatLng) => metresBetween(a, b) < MIN_TRIP_DISTANCE_M;

/** Two real Caracas places, as the OpenAPI document's examples of a route. */
export const EXAMPLE_ORIGIN: Place = {
  address: 'Plaza Altamira, Caracas',
  lat: 10.4962,
  lng: -66.8499,
};
export const EXAMPLE_DESTINATION: Place = {
  address: 'Plaza Venezuela, Caracas',
  lat: 10.4996,
  lng: -66.8869,
};

/** The origin and destination fields of a trip request, refused when they are the same place. */
export function routeShape() {
  return {
    origin: placeSchema.meta({ example: EXAMPLE_ORIGIN }),
    destination: placeSchema.meta({ example: EXAMPLE_DESTINATION }),
  };
}
export const distinctPlaces = (v: { origin: LatLng; destination: LatLng }) =>
  !isSamePlace(v.origin, v.destination);
export const samePlaceError = { message: 'same_origin_destination', path: ['destination'] };

export const PLACE_KINDS = [
  'landmark',
  'plaza',
  'mall',
  'hospital',
  'airport',
  'university',
  'business',
  'park',
  'transport',
  'neighbourhood',
  /** A main avenue or motorway, as one representative point near its middle. */
  'avenue',
  'hotel',
  'culture',
  'sports',
  'government',
  'religious',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** GET /geo/search?q=&limit=&city= */
export const geoSearchQuerySchema = z.object({
  q: text({ error: 'field_required' })
    .trim()
    .min(1, { message: 'field_required' })
    .max(GEO_QUERY_MAX, { message: 'too_long' }),
  limit: z.coerce
    .number({ error: 'validation_error' })
    .int({ message: 'validation_error' })
    .min(1, { message: 'validation_error' })
    .max(GEO_SEARCH_MAX_RESULTS, { message: 'validation_error' })
    .optional(),
  city: cityIdSchema.optional(),
});
export type GeoSearchQuery = z.infer<typeof geoSearchQuerySchema>;

/** A search hit. `city_id`/`city` are null for a place outside every service area (an external
 * geocoder may return one; fine as a destination, refused as an origin). */
export const geoResultSchema = placeSchema.extend({
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  city_id: cityIdSchema.nullable(),
  city: z.string().nullable(),
});
export type GeoResult = z.infer<typeof geoResultSchema>;

export const geoSearchResponseSchema = z.object({ results: z.array(geoResultSchema) });
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;

/** GET /geo/reverse?lat=&lng= */
export const geoReverseQuerySchema = z.object({
  lat: z.coerce.number({ error: 'validation_error' }).pipe(latSchema),
  lng: z.coerce.number({ error: 'validation_error' }).pipe(lngSchema),
});
export type GeoReverseQuery = z.infer<typeof geoReverseQuerySchema>;

/**
 * `city_id` is null when the point lies outside every service area. `name` is the place the
 * point snapped to (within a few hundred metres), else null; then, inside a served city, the
 * address reads "Cerca de <nearest place>" and `near` names that place and its distance.
 */
export const geoReverseResponseSchema = placeSchema.extend({
  name: z.string().nullable(),
  city_id: cityIdSchema.nullable(),
  distance_m: z.number().nullable(),
  near: z.object({ name: z.string(), distance_m: z.number() }).optional(),
});
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;

/** The id of a city by its display name (corporates store the name), or null. */
export function cityIdOf(name: string): CityId | null {
  const i = (CITIES as readonly string[]).indexOf(name);
  return i >= 0 ? (CITY_IDS[i] ?? null) : null;
}

/** A main avenue as a line of [lng, lat] points (GeoJSON order), for the offline map. */
export const geoAvenueSchema = z.object({
  name: z.string(),
  line: z.array(z.tuple([lngSchema, latSchema])).min(2),
});
export type GeoAvenue = z.infer<typeof geoAvenueSchema>;

/** A well-known place, to label the offline map. */
export const geoLandmarkSchema = latLngSchema.extend({ name: z.string() });
export type GeoLandmark = z.infer<typeof geoLandmarkSchema>;

/** GET /geo/cities: where the provider works, to centre maps and explain coverage. */
export const geoCitySchema = z.object({
  id: cityIdSchema,
  name: z.string(),
  center: latLngSchema,
  /** The service area as circles (union). */
  service_area: z.array(latLngSchema.extend({ radius_km: z.number() })),
  /** Main avenues as lines (empty from a server that predates them). */
  avenues: z.array(geoAvenueSchema).default([]),
  /** The city's best-known places, spread out, for map labels (empty from an older server). */
  landmarks: z.array(geoLandmarkSchema).default([]),
});
export type GeoCity = z.infer<typeof geoCitySchema>;
export const geoCitiesResponseSchema = z.object({ cities: z.array(geoCitySchema) });
export type GeoCitiesResponse = z.infer<typeof geoCitiesResponseSchema>;
