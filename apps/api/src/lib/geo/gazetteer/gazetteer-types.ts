import type { CityId, LatLng, PlaceKind } from '@trayecto/contracts';

/** A circle of the service area; a city's area is the union of its circles. */
export type ServiceCircle = LatLng & { radiusKm: number };

/** [name, kind, lat, lng, sector]: compact so each city's file reads like a table. */
export type PlaceSeed = readonly [string, PlaceKind, number, number, string];

/** [lng, lat], GeoJSON order, as maps draw lines. */
export type LngLat = readonly [number, number];

/** A main avenue as a polyline following the real road, for the map's offline fallback. */
export type AvenueLine = { readonly name: string; readonly line: readonly LngLat[] };

export type CityGazetteer = {
  id: CityId;
  center: LatLng;
  /** Where the provider picks passengers up. */
  serviceArea: readonly ServiceCircle[];
  /** Average door-to-door urban speed, for durations. */
  avgSpeedKmh: number;
  /**
   * Best known first: the first non-avenue places label the map (GET /geo/cities `landmarks`)
   * and win ties in search. Avenues are one point near their middle (kind 'avenue').
   */
  places: readonly PlaceSeed[];
  /** Main avenues as lines (4–10 per city), drawn by the offline map. */
  avenues: readonly AvenueLine[];
};
