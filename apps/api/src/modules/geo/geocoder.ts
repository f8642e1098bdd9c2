import type { CityId, GeoResult, GeoReverseResponse, LatLng } from '@trayecto/contracts';
import { reversePlace, searchPlaces } from './gazetteer.ts';

/**
 * Address search and reverse geocoding behind one seam. The default is the built-in gazetteer
 * (offline, deterministic). Adapters for Nominatim (GEOCODER=nominatim, NOMINATIM_URL) and
 * Google (GEOCODER=google, GOOGLE_MAPS_API_KEY) implement the same type; see
 * apps/api/src/providers/README.md.
 */
export type Geocoder = {
  readonly name: string;
  search(query: string, options?: { limit?: number; city?: CityId }): Promise<GeoResult[]>;
  reverse(point: LatLng): Promise<GeoReverseResponse>;
};

export const GEOCODER_NAMES = ['gazetteer', 'nominatim', 'google'] as const;
export type GeocoderName = (typeof GEOCODER_NAMES)[number];

export function createGazetteerGeocoder(): Geocoder {
  return {
    name: 'gazetteer',
    search: async (query, options) => searchPlaces(query, options),
    reverse: async (point) => reversePlace(point),
  };
}
