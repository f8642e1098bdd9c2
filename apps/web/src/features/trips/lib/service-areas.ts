import type { GeoCity } from '@trayecto/contracts';
import type { ServiceArea } from '../../../components/map/offline-style.ts';

/** The cities as the map draws them: service areas, and for the offline map avenues and labels. */
export function toServiceAreas(cities: GeoCity[] | undefined): ServiceArea[] | undefined {
  return cities?.map((c) => ({
    id: c.id,
    name: c.name,
    circles: c.service_area,
    center: c.center,
    avenues: c.avenues,
    landmarks: c.landmarks,
  }));
}
