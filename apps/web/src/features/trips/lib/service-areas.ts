import type { GeoCity } from '@trayecto/contracts';
import type { ServiceArea } from '../../../components/map/offline-style.ts';

export function toServiceAreas(cities: GeoCity[] | undefined): ServiceArea[] | undefined {
  return cities?.map((c) => ({ id: c.id, name: c.name, circles: c.service_area }));
}
