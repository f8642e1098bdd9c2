import {
  CITY_NAMES,
  GEO_SEARCH_DEFAULT_RESULTS,
  type GeoResult,
  type PlaceKind,
} from '@trayecto/contracts';
import { CITY_GAZETTEER_BY_ID } from '../../lib/geo/gazetteer/city-gazetteers.ts';
import { createGazetteerGeocoder, type Geocoder } from './geocoder.ts';
import { roundCoord } from '../../lib/geo/geo-math.ts';
import { cityIdAt } from '../../lib/geo/service-area.ts';

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export type NominatimOptions = {
  /** e.g. https://nominatim.openstreetmap.org (mind its usage policy) or your own instance */
  baseUrl: string;
  /** Nominatim requires an identifying User-Agent. */
  userAgent: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Answers when Nominatim fails or times out, so address entry keeps working. */
  fallback?: Geocoder;
  onError?: (error: unknown) => void;
};

type NominatimPlace = {
  lat: string;
  lon: string;
  display_name: string;
  name?: string;
  category?: string;
  type?: string;
};

const KINDS: Record<string, PlaceKind> = {
  aerodrome: 'airport',
  hospital: 'hospital',
  clinic: 'hospital',
  university: 'university',
  college: 'university',
  mall: 'mall',
  park: 'park',
  place_of_worship: 'religious',
  hotel: 'hotel',
  stadium: 'sports',
  townhall: 'government',
  bus_station: 'transport',
  station: 'transport',
  museum: 'culture',
  theatre: 'culture',
  suburb: 'neighbourhood',
  neighbourhood: 'neighbourhood',
  square: 'plaza',
};

function toResult(p: NominatimPlace): GeoResult | null {
  const lat = Number(p.lat);
  const lng = Number(p.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const cityId = cityIdAt({ lat, lng });
  const address = p.display_name.slice(0, 250);
  return {
    name: p.name || address.split(',')[0]!.trim(),
    kind: KINDS[p.type ?? ''] ?? 'landmark',
    address,
    lat: roundCoord(lat),
    lng: roundCoord(lng),
    city_id: cityId,
    city: cityId ? CITY_NAMES[cityId] : null,
  };
}

/** Geocoding by a Nominatim server (GEOCODER=nominatim), Venezuela only, Spanish names. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const fetcher: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const fallback = options.fallback ?? createGazetteerGeocoder();
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (path: string, params: Record<string, string>) => {
    const res = await fetcher(`${base}${path}?${new URLSearchParams(params)}`, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!res.ok) throw new Error(`nominatim ${path}: HTTP ${res.status}`);
    return res.json();
  };

  return {
    name: 'nominatim',
    async search(query, opts = {}) {
      const params: Record<string, string> = {
        q: query,
        format: 'jsonv2',
        limit: String(opts.limit ?? GEO_SEARCH_DEFAULT_RESULTS),
        countrycodes: 've',
        'accept-language': 'es',
      };
      if (opts.city) {
        // Prefer (not restrict to) the city: a box around its service area.
        const circles = CITY_GAZETTEER_BY_ID[opts.city].serviceArea;
        const pad = (km: number) => km / 111;
        const lats = circles.flatMap((c) => [c.lat - pad(c.radiusKm), c.lat + pad(c.radiusKm)]);
        const lngs = circles.flatMap((c) => [c.lng - pad(c.radiusKm), c.lng + pad(c.radiusKm)]);
        params.viewbox = [
          Math.min(...lngs),
          Math.max(...lats),
          Math.max(...lngs),
          Math.min(...lats),
        ].join(',');
      }
      try {
        const body = (await call('/search', params)) as NominatimPlace[];
        if (!Array.isArray(body)) throw new Error('nominatim /search: not a list');
        return body.flatMap((p) => toResult(p) ?? []);
      } catch (error) {
        options.onError?.(error);
        return fallback.search(query, opts);
      }
    },
    async reverse(point) {
      try {
        const body = (await call('/reverse', {
          lat: String(point.lat),
          lon: String(point.lng),
          format: 'jsonv2',
          'accept-language': 'es',
        })) as NominatimPlace & { error?: string };
        const hit = body && !body.error ? toResult(body) : null;
        if (!hit) return fallback.reverse(point);
        return {
          name: hit.name,
          address: hit.address,
          lat: roundCoord(point.lat),
          lng: roundCoord(point.lng),
          city_id: hit.city_id,
          distance_m: null,
        };
      } catch (error) {
        options.onError?.(error);
        return fallback.reverse(point);
      }
    },
  };
}
