import {
  CITY_NAMES,
  GEO_SEARCH_DEFAULT_RESULTS,
  type CityId,
  type GeoLandmark,
  type GeoResult,
  type GeoReverseResponse,
  type LatLng,
  type PlaceKind,
} from '@trayecto/contracts';
import { CITY_GAZETTEER_BY_ID, CITY_GAZETTEERS } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { haversineKm, roundCoord } from '../../lib/geo/geo-math.ts';
import { cityIdAt } from '../../lib/geo/service-area.ts';

/** Lower case, accents stripped, punctuation as spaces: "Plaza Bolívar" -> "plaza bolivar". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** Spellings of one generic word, folded to its short form: "avenida" and "avda" are "av". */
const SAME_WORD: Readonly<Record<string, string>> = {
  avenida: 'av',
  avda: 'av',
  ave: 'av',
  urbanizacion: 'urb',
  doctor: 'dr',
  pza: 'plaza',
  sta: 'santa',
  sto: 'santo',
  gral: 'general',
};

/** The long forms of a short word, so that a name spelt short is found by its long form. */
const LONG_FORMS: Readonly<Record<string, readonly string[]>> = {
  av: ['avenida'],
  urb: ['urbanizacion'],
  cc: ['centro', 'comercial'],
  dr: ['doctor'],
};

/** Words that only say what a place is: "Av. Libertador" is the Libertador. */
const GENERIC_LEADS = new Set(['av', 'cc', 'urb', 'centro']);

/**
 * The words of normalised text with abbreviations folded: "centro comercial", "c c" (from
 * "C.C.") and "cc" all become "cc"; "avenida", "avda" and "av" become "av"; and so on.
 */
export function canonicalWords(normalized: string): string[] {
  const words = normalized.split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if ((word === 'c' && next === 'c') || (word === 'centro' && next === 'comercial')) {
      out.push('cc');
      i++;
    } else out.push(SAME_WORD[word] ?? word);
  }
  return out;
}

/** The phrase without a leading generic word ("av francisco de miranda" -> "francisco de miranda"). */
function withoutGenericLead(words: readonly string[]): string {
  return words.length > 1 && GENERIC_LEADS.has(words[0]!) ? words.slice(1).join(' ') : '';
}

/** Words a place's kind adds to its sector's: "urb altamira", "cc sambil" ("Centro Sambil"). */
const KIND_WORDS: Partial<Record<PlaceKind, readonly string[]>> = {
  avenue: ['av', 'avenida'],
  mall: ['cc', 'centro', 'comercial'],
  neighbourhood: ['urb', 'urbanizacion', 'sector'],
};

/** `rank`: position in its city's list (best known first); `cityOrder`: the city's in CITIES. */
type IndexedPlace = GeoResult & {
  nameNorm: string;
  /** The name's words as written, folded and in long form. */
  nameWords: string[];
  /** The name as written and folded. */
  namePhrases: string[];
  nameCanon: string;
  /** The folded name without its generic lead word ("francisco de miranda"), or ''. */
  nameCore: string;
  extraWords: string[];
  rank: number;
  cityOrder: number;
};

const PLACES: readonly IndexedPlace[] = CITY_GAZETTEERS.flatMap((city, cityOrder) =>
  city.places.map(([name, kind, lat, lng, sector], rank) => {
    const cityName = CITY_NAMES[city.id];
    const nameNorm = normalizeText(name);
    const canon = canonicalWords(nameNorm);
    const nameCanon = canon.join(' ');
    const words = new Set([...nameNorm.split(' '), ...canon]);
    for (const word of canon) for (const long of LONG_FORMS[word] ?? []) words.add(long);
    return {
      name,
      kind,
      lat,
      lng,
      address: `${name}, ${sector}, ${cityName}`,
      city_id: city.id,
      city: cityName,
      nameNorm,
      nameWords: [...words],
      namePhrases: [...new Set([nameNorm, nameCanon])],
      nameCanon,
      nameCore: withoutGenericLead(canon),
      extraWords: [
        ...normalizeText(`${sector} ${cityName}`).split(' '),
        ...canonicalWords(normalizeText(sector)),
        ...(KIND_WORDS[kind] ?? []),
      ],
      rank,
      cityOrder,
    };
  }),
);

const PLACES_BY_CITY = new Map<CityId, readonly IndexedPlace[]>(
  CITY_GAZETTEERS.map((city) => [city.id, PLACES.filter((p) => p.city_id === city.id)]),
);

export function allPlaces(): readonly GeoResult[] {
  return PLACES.map(toResult);
}

function toResult(place: IndexedPlace): GeoResult {
  const { name, kind, lat, lng, address, city_id, city } = place;
  return { name, kind, lat, lng, address, city_id, city };
}

type Query = { words: readonly string[]; phrases: readonly string[]; canon: string };

function parseQuery(text: string): Query | null {
  const norm = normalizeText(text);
  if (!norm) return null;
  const words = canonicalWords(norm);
  const canon = words.join(' ');
  return {
    words,
    canon,
    phrases: [...new Set([norm, canon, withoutGenericLead(words)])].filter(Boolean),
  };
}

/**
 * How well a place matches the query's words, 0 = not at all. Every query word must match:
 * a word of the name that starts with it scores most, a word of the sector or city less,
 * a substring of the name least. A name that is the query scores best of all, then a name
 * that starts with it. Past its generic lead ("Av. Francisco de Miranda") a name starts with a
 * query of two words or more ("francisco de miranda"); one word ("bolivar") is too common a
 * start to put "Av. Bolívar" before "Plaza Bolívar".
 */
function score(place: IndexedPlace, query: Query): number {
  let total = 0;
  for (const word of query.words) {
    if (place.nameWords.includes(word)) total += 12;
    else if (place.nameWords.some((w) => w.startsWith(word))) total += 10;
    else if (place.extraWords.some((w) => w.startsWith(word))) total += 4;
    else if (word.length >= 3 && place.nameNorm.includes(word)) total += 2;
    else return 0;
  }
  if (place.nameCanon === query.canon) total += 20;
  const startsWithQuery = (name: string) => query.phrases.some((q) => name.startsWith(q));
  const core = place.nameCore;
  if (
    place.namePhrases.some(startsWithQuery) ||
    (query.words.length > 1 && core && startsWithQuery(core))
  )
    total += 30;
  else if (query.phrases.some((q) => place.namePhrases.some((n) => n.includes(` ${q}`))))
    total += 15;
  return total;
}

export type SearchOptions = { limit?: number; city?: CityId };

/**
 * Accent- and case-insensitive search over the built-in gazetteer: best match first, then the
 * better-known place (each city lists its landmarks first), then the bigger city. Places of the
 * same name in several cities ("Av. Bolívar") stay together, the bigger city first.
 */
export function searchPlaces(query: string, options: SearchOptions = {}): GeoResult[] {
  const q = parseQuery(query);
  if (!q) return [];
  const limit = options.limit ?? GEO_SEARCH_DEFAULT_RESULTS;
  const hits = PLACES.filter((place) => !options.city || place.city_id === options.city)
    .map((place) => ({ place, score: score(place, q) }))
    .filter((hit) => hit.score > 0);
  // the best rank among the hits of one name, so same-named places sort by city
  const nameRank = new Map<string, number>();
  for (const { place } of hits)
    nameRank.set(place.nameCanon, Math.min(nameRank.get(place.nameCanon) ?? Infinity, place.rank));
  const rankOf = (place: IndexedPlace) => nameRank.get(place.nameCanon)!;
  return hits
    .sort(
      (a, b) =>
        b.score - a.score ||
        rankOf(a.place) - rankOf(b.place) ||
        a.place.cityOrder - b.place.cityOrder ||
        a.place.rank - b.place.rank ||
        a.place.name.localeCompare(b.place.name, 'es'),
    )
    .slice(0, limit)
    .map((hit) => toResult(hit.place));
}

/** Within this distance a point is described by the nearest gazetteer place. */
export const REVERSE_SNAP_M = 250;

function nearestOf(point: LatLng, places: readonly IndexedPlace[]) {
  let place: IndexedPlace | null = null;
  let metres = Infinity;
  for (const candidate of places) {
    const m = haversineKm(point, candidate) * 1000;
    if (m < metres) {
      place = candidate;
      metres = m;
    }
  }
  return place ? { place, metres } : null;
}

/**
 * The nearest place within `snapM`; else, inside a served city, "Cerca de" the nearest place of
 * that city (Spanish, like every stored address); else a formatted coordinate.
 */
export function reversePlace(point: LatLng, snapM = REVERSE_SNAP_M): GeoReverseResponse {
  const cityId = cityIdAt(point);
  const lat = roundCoord(point.lat);
  const lng = roundCoord(point.lng);
  const nearest = nearestOf(point, PLACES);
  if (nearest && nearest.metres <= snapM) {
    return {
      name: nearest.place.name,
      address: nearest.place.address,
      lat,
      lng,
      city_id: cityId,
      distance_m: Math.round(nearest.metres),
    };
  }
  const inCity = cityId ? nearestOf(point, PLACES_BY_CITY.get(cityId) ?? []) : null;
  if (cityId && inCity) {
    const distance = Math.round(inCity.metres);
    return {
      name: null,
      address: `Cerca de ${inCity.place.address}`,
      lat,
      lng,
      city_id: cityId,
      distance_m: distance,
      near: { name: inCity.place.name, distance_m: distance },
    };
  }
  return {
    name: null,
    address: `${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    lat,
    lng,
    city_id: null,
    distance_m: null,
  };
}

/** Labels closer than this to one already chosen are left out (they would overlap). */
const LANDMARK_SPACING_KM = 0.3;

/**
 * The city's best-known places for map labels: its first places in list order (best known
 * first), avenues left out (they are drawn as lines), none within 300 m of another.
 */
export function cityLandmarks(cityId: CityId, count = 12): GeoLandmark[] {
  const chosen: GeoLandmark[] = [];
  for (const [name, kind, lat, lng] of CITY_GAZETTEER_BY_ID[cityId].places) {
    if (chosen.length >= count) break;
    if (kind === 'avenue') continue;
    if (chosen.some((c) => haversineKm(c, { lat, lng }) < LANDMARK_SPACING_KM)) continue;
    chosen.push({ name, lat, lng });
  }
  return chosen;
}
