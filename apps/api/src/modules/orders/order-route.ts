import type { LatLng } from '@trayecto/contracts';

type Leg = { route: readonly LatLng[]; distanceKm: number; durationMin: number };

/**
 * An order driven leg after leg (a parcel's drop-offs, a multistop trip's stops): its route as
 * [lng, lat] pairs (GeoJSON order, the stop two legs share once), and its distance and time.
 */
export function throughLegs(legs: readonly Leg[]) {
  return {
    route: legs.flatMap((leg, i) =>
      (i === 0 ? leg.route : leg.route.slice(1)).map((p) => [p.lng, p.lat] as [number, number]),
    ),
    distanceKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0),
    durationMin: legs.reduce((sum, leg) => sum + leg.durationMin, 0),
  };
}
