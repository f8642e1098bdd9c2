import type { LatLng } from '@trayecto/contracts';
import { roundCoord } from '../../lib/geo/geo-math.ts';
import type { FetchLike } from './nominatim-geocoder.ts';
import { createStraightLineRouter, type RoutingProvider } from '../../lib/geo/routing.ts';

export type OsrmOptions = {
  /** e.g. http://localhost:5000 (osrm-backend with a Venezuela extract) */
  baseUrl: string;
  profile?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Answers when OSRM fails, so quoting keeps working. */
  fallback?: RoutingProvider;
  onError?: (error: unknown) => void;
};

type OsrmBody = {
  code?: string;
  routes?: {
    distance: number;
    duration: number;
    geometry?: { coordinates?: [number, number][] };
  }[];
};

const MAX_POINTS = 500;

/** Road routing by an OSRM server (ROUTER=osrm). */
export function createOsrmRouter(options: OsrmOptions): RoutingProvider {
  const fetcher: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const fallback = options.fallback ?? createStraightLineRouter();
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'osrm',
    async route(origin, destination) {
      try {
        const coords = `${origin.lng},${origin.lat};${destination.lng},${destination.lat}`;
        const res = await fetcher(
          `${base}/route/v1/${options.profile ?? 'driving'}/${coords}?overview=full&geometries=geojson`,
          {
            headers: { Accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
          },
        );
        if (!res.ok) throw new Error(`osrm: HTTP ${res.status}`);
        const body = (await res.json()) as OsrmBody;
        const best = body.routes?.[0];
        if (body.code !== 'Ok' || !best) throw new Error(`osrm: ${body.code ?? 'no route'}`);
        const line = best.geometry?.coordinates ?? [];
        const step = Math.max(1, Math.ceil(line.length / MAX_POINTS));
        const points: LatLng[] = line
          .filter((_, i) => i % step === 0 || i === line.length - 1)
          .map(([lng, lat]) => ({ lat: roundCoord(lat), lng: roundCoord(lng) }));
        if (points.length < 2) points.splice(0, points.length, origin, destination);
        return { points, distanceKm: best.distance / 1000, durationMin: best.duration / 60 };
      } catch (error) {
        options.onError?.(error);
        return fallback.route(origin, destination);
      }
    },
  };
}
