import type { OrderStopStatus } from '@trayecto/contracts';
import type { LatLng, LngLatPair } from './map-feeds.ts';
import type { StopPinTone } from './pin.ts';

// What the orders with numbered stops (parcels, multistop trips) feed the map alike. Kept free of
// maplibre, as map-feeds.ts, so a feature's chunk can build it without the map library.

/** A stop's badge colour from its progress (arrived is still on its way to done). */
export function stopTone(status: OrderStopStatus | undefined): StopPinTone {
  if (status === 'completed') return 'done';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** The points the map fits: the origin, every stop and the route. Undefined when there is none. */
export function fitPoints(
  origin: LatLng | null,
  stops: readonly LatLng[],
  route: readonly LngLatPair[],
): LngLatPair[] | undefined {
  const fit: LngLatPair[] = [
    ...(origin ? [[origin.lng, origin.lat] as LngLatPair] : []),
    ...stops.map((s) => [s.lng, s.lat] as LngLatPair),
    ...route,
  ];
  return fit.length ? fit : undefined;
}

/** A key that changes when the points do: the map fits them again then (`fitKey`). */
export const fitKeyOf = (points: readonly LngLatPair[] | undefined): string | undefined =>
  points?.map((p) => p.join(',')).join(';');
