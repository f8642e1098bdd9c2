import type { CityId, LatLng, PlaceKind } from '@trayecto/contracts';

/** A circle of the service area; a city's area is the union of its circles. */
export type ServiceCircle = LatLng & { radiusKm: number };

/** [name, kind, lat, lng, sector]: compact so each city's file reads like a table. */
export type PlaceSeed = readonly [string, PlaceKind, number, number, string];

export type CityGazetteer = {
  id: CityId;
  center: LatLng;
  /** Where the provider picks passengers up. */
  serviceArea: readonly ServiceCircle[];
  /** Average door-to-door urban speed, for durations. */
  avgSpeedKmh: number;
  places: readonly PlaceSeed[];
};
