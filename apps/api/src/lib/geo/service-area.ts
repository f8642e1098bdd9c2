import type { CityId, LatLng } from '@trayecto/contracts';
import { CITY_GAZETTEERS } from './gazetteer/city-gazetteers.ts';
import type { CityGazetteer } from './gazetteer/gazetteer-types.ts';
import { haversineKm } from './geo-math.ts';

export function isInCityArea(city: CityGazetteer, point: LatLng): boolean {
  return city.serviceArea.some((circle) => haversineKm(circle, point) <= circle.radiusKm);
}

/**
 * The city whose service area holds the point, or null when none does. Where two areas touch,
 * the city with the nearer centre wins.
 */
export function cityAt(point: LatLng): CityGazetteer | null {
  let best: CityGazetteer | null = null;
  let bestKm = Infinity;
  for (const city of CITY_GAZETTEERS) {
    if (!isInCityArea(city, point)) continue;
    const km = haversineKm(city.center, point);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}

export function cityIdAt(point: LatLng): CityId | null {
  return cityAt(point)?.id ?? null;
}
