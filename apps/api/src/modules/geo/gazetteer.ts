import {
  CITY_NAMES,
  GEO_SEARCH_DEFAULT_RESULTS,
  type CityId,
  type GeoResult,
  type GeoReverseResponse,
  type LatLng,
} from '@trayecto/contracts';
import { CITY_GAZETTEERS } from './gazetteer/city-gazetteers.ts';
import { haversineKm, roundCoord } from './geo-math.ts';
import { cityIdAt } from './service-area.ts';

/** Lower case, accents stripped, punctuation as spaces: "Plaza Bolívar" -> "plaza bolivar". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** `rank`: position in its city's list (best known first); `cityOrder`: the city's in CITIES. */
type IndexedPlace = GeoResult & {
  nameNorm: string;
  nameWords: string[];
  extraWords: string[];
  rank: number;
  cityOrder: number;
};

const PLACES: readonly IndexedPlace[] = CITY_GAZETTEERS.flatMap((city, cityOrder) =>
  city.places.map(([name, kind, lat, lng, sector], rank) => {
    const cityName = CITY_NAMES[city.id];
    const nameNorm = normalizeText(name);
    return {
      name,
      kind,
      lat,
      lng,
      address: `${name}, ${sector}, ${cityName}`,
      city_id: city.id,
      city: cityName,
      nameNorm,
      nameWords: nameNorm.split(' '),
      extraWords: normalizeText(`${sector} ${cityName}`).split(' '),
      rank,
      cityOrder,
    };
  }),
);

export function allPlaces(): readonly GeoResult[] {
  return PLACES.map(toResult);
}

function toResult(place: IndexedPlace): GeoResult {
  const { name, kind, lat, lng, address, city_id, city } = place;
  return { name, kind, lat, lng, address, city_id, city };
}

/**
 * How well a place matches the query's words, 0 = not at all. Every query word must match:
 * a word of the name that starts with it scores most, a word of the sector or city less,
 * a substring of the name least. A name that starts with the whole query is best of all.
 */
function score(place: IndexedPlace, query: string, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    if (place.nameWords.includes(word)) total += 12;
    else if (place.nameWords.some((w) => w.startsWith(word))) total += 10;
    else if (place.extraWords.some((w) => w.startsWith(word))) total += 4;
    else if (word.length >= 3 && place.nameNorm.includes(word)) total += 2;
    else return 0;
  }
  if (place.nameNorm.startsWith(query)) total += 30;
  else if (place.nameNorm.includes(` ${query}`)) total += 15;
  return total;
}

export type SearchOptions = { limit?: number; city?: CityId };

/**
 * Accent- and case-insensitive search over the built-in gazetteer: best match first, then the
 * better-known place (each city lists its landmarks first), then the bigger city.
 */
export function searchPlaces(query: string, options: SearchOptions = {}): GeoResult[] {
  const q = normalizeText(query);
  if (!q) return [];
  const words = q.split(' ');
  const limit = options.limit ?? GEO_SEARCH_DEFAULT_RESULTS;
  return PLACES.filter((place) => !options.city || place.city_id === options.city)
    .map((place) => ({ place, score: score(place, q, words) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.place.rank - b.place.rank ||
        a.place.cityOrder - b.place.cityOrder ||
        a.place.name.localeCompare(b.place.name, 'es'),
    )
    .slice(0, limit)
    .map((hit) => toResult(hit.place));
}

/** Within this distance a point is described by the nearest gazetteer place. */
export const REVERSE_SNAP_M = 250;

/** Nearest place within REVERSE_SNAP_M, else a formatted coordinate (with the city if served). */
export function reversePlace(point: LatLng, snapM = REVERSE_SNAP_M): GeoReverseResponse {
  let nearest: IndexedPlace | null = null;
  let nearestM = Infinity;
  for (const place of PLACES) {
    const m = haversineKm(point, place) * 1000;
    if (m < nearestM) {
      nearest = place;
      nearestM = m;
    }
  }
  const cityId = cityIdAt(point);
  const lat = roundCoord(point.lat);
  const lng = roundCoord(point.lng);
  if (nearest && nearestM <= snapM) {
    return {
      name: nearest.name,
      address: nearest.address,
      lat,
      lng,
      city_id: cityId,
      distance_m: Math.round(nearestM),
    };
  }
  const coords = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return {
    name: null,
    address: cityId ? `${coords}, ${CITY_NAMES[cityId]}` : coords,
    lat,
    lng,
    city_id: cityId,
    distance_m: null,
  };
}
