import type { MapStop } from '../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../components/map/map-feeds.ts';
import { fitPoints, stopTone } from '../../../components/map/order-stops.ts';
import type { Parcel } from '@trayecto/contracts';
import { dropoffsOf, pickupOf } from './live-parcels.ts';

/** What the map draws of a parcel: the pickup pin, its drop-offs numbered and coloured by their progress, its route. */
export function parcelMapData(parcel: Parcel | null | undefined) {
  if (!parcel) return { origin: null, stops: [] as MapStop[], route: undefined, fit: undefined };
  const pickup = pickupOf(parcel);
  const stops: MapStop[] = dropoffsOf(parcel).map((s, i) => ({
    lat: s.place.lat,
    lng: s.place.lng,
    label: String(i + 1),
    tone: stopTone(s.status),
  }));
  const route = parcel.route as LngLatPair[];
  const origin = pickup ? { lat: pickup.place.lat, lng: pickup.place.lng } : null;
  return { origin, stops, route, fit: fitPoints(origin, stops, route) };
}
