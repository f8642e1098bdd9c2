import type { MapStop } from '../../../components/lazy-trip-map.tsx';
import type { LatLng, LngLatPair } from '../../../components/map/map-feeds.ts';
import { fitPoints, stopTone } from '../../../components/map/order-stops.ts';
import type { OrderStopStatus, Place } from '@trayecto/contracts';

export type MultistopMapInput = {
  /**
   * The origin first, then the stops in order (as a quote's `stops`, index 0 the origin). A place
   * not chosen yet (the new-quote form) is null: it draws nothing, and the stops after it keep
   * their numbers.
   */
  places: readonly (Place | null | undefined)[];
  /** the planned route ([lng, lat]); when empty the legs are drawn as straight lines */
  route: readonly [number, number][];
  /** each place's progress, aligned with `places` (the origin's is not drawn) */
  statuses?: readonly OrderStopStatus[] | undefined;
};

export type MultistopMapData = {
  origin: LatLng | null;
  stops: MapStop[];
  route: LngLatPair[] | undefined;
  fit: LngLatPair[] | undefined;
};

const lngLat = (p: LatLng): LngLatPair => [p.lng, p.lat];

/**
 * What the map draws of a multistop trip: the origin pin, the stops numbered 1..n and coloured by
 * their progress, and its route, or before there is one (nobody priced it yet) the legs between
 * consecutive places as straight lines: the price comes from the provider's desk, not a routing call.
 */
export function multistopMapData({ places, route, statuses }: MultistopMapInput): MultistopMapData {
  const [first, ...rest] = places;
  const origin = first ? { lat: first.lat, lng: first.lng } : null;
  const stops: MapStop[] = [];
  rest.forEach((place, i) => {
    if (!place) return;
    stops.push({
      lat: place.lat,
      lng: place.lng,
      label: String(i + 1),
      tone: stopTone(statuses?.[i + 1]),
    });
  });
  const chosen = places.filter((p): p is Place => !!p);
  const line = route.length ? [...route] : chosen.map(lngLat);
  const drawn = line.length > 1 ? line : undefined;
  return { origin, stops, route: drawn, fit: fitPoints(origin, stops, drawn ?? []) };
}
