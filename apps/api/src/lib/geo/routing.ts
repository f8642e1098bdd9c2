import type { LatLng } from '@trayecto/contracts';
import { haversineKm, lerp, roundCoord } from './geo-math.ts';
import { cityAt } from './service-area.ts';

export type Route = {
  /** Points to draw and to drive along, origin first. */
  points: LatLng[];
  /** Road distance. */
  distanceKm: number;
  /** Expected driving time. */
  durationMin: number;
};

/**
 * Routing behind one seam. The default is offline straight-line routing; OSRM (ROUTER=osrm,
 * OSRM_URL) and Google Directions (ROUTER=google, GOOGLE_MAPS_API_KEY) would implement the same
 * type (see apps/api/src/providers/README.md).
 */
export type RoutingProvider = {
  readonly name: string;
  route(origin: LatLng, destination: LatLng): Promise<Route>;
};

export const ROUTER_NAMES = ['straight', 'osrm', 'google'] as const;
export type RouterName = (typeof ROUTER_NAMES)[number];

/** Streets are longer than the crow flies: the usual urban detour index is 1.2-1.4. */
export const DEFAULT_ROAD_FACTOR = 1.3;
export const DEFAULT_SPEED_KMH = 25;
const POINT_SPACING_KM = 0.1;
const MAX_POINTS = 200;

export type StraightLineOptions = { roadFactor?: number; speedKmh?: (origin: LatLng) => number };

/** The speed of the city the trip starts in, else DEFAULT_SPEED_KMH. */
export function citySpeedKmh(origin: LatLng): number {
  return cityAt(origin)?.avgSpeedKmh ?? DEFAULT_SPEED_KMH;
}

/** The synchronous core, shared by the router and the simulator. */
export function straightLineRoute(
  origin: LatLng,
  destination: LatLng,
  options: StraightLineOptions = {},
): Route {
  const roadFactor = options.roadFactor ?? DEFAULT_ROAD_FACTOR;
  const speedKmh = (options.speedKmh ?? citySpeedKmh)(origin);
  const crowKm = haversineKm(origin, destination);
  const segments = Math.min(MAX_POINTS - 1, Math.max(1, Math.ceil(crowKm / POINT_SPACING_KM)));
  const points: LatLng[] = [];
  for (let i = 0; i <= segments; i++) {
    const p = lerp(origin, destination, i / segments);
    points.push({ lat: roundCoord(p.lat), lng: roundCoord(p.lng) });
  }
  const distanceKm = crowKm * roadFactor;
  return { points, distanceKm, durationMin: (distanceKm / speedKmh) * 60 };
}

export function createStraightLineRouter(options: StraightLineOptions = {}): RoutingProvider {
  return {
    name: 'straight',
    route: async (origin, destination) => straightLineRoute(origin, destination, options),
  };
}
