import { eq } from 'drizzle-orm';
import { cityIdOf, type DriverProfileDto, type Language } from '@trayecto/contracts';
import { corporates } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { serviceTypesResponse } from '../../providers/fares/fare-table.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { driverServedCorporate } from './trips.repository.ts';

/** GET /service-types: what the corporate's city sells (none when its city is not served). */
export async function corporateServiceTypes(deps: AppDeps, corporateId: string, lang: Language) {
  const [row] = await deps.db
    .select({ city: corporates.city })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  const cityId = row ? cityIdOf(row.city) : null;
  return { city_id: cityId, service_types: cityId ? serviceTypesResponse(cityId, lang) : [] };
}

/** GET /providers/{id}: only a driver who served one of this corporate's trips; else 404. */
export async function driverProfile(
  runtime: OrderRuntime,
  corporateId: string,
  driverId: string,
): Promise<DriverProfileDto> {
  if (
    driverId.length > 100 ||
    !(await driverServedCorporate(runtime.deps.db, corporateId, driverId))
  )
    throw notFound();
  const d = await runtime.gateway.driver(driverId);
  if (!d) throw notFound();
  return {
    _id: d.id,
    name: d.name,
    first_name: d.firstName,
    photo_url: d.photoUrl,
    rating: d.rating,
    vehicle: { ...d.vehicle },
    trips_count: d.tripsCount,
    city_id: d.cityId,
    service_type_id: d.serviceTypeId,
  };
}
