import {
  CITY_IDS,
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  SERVICE_TYPE_SEATS,
  fromCents,
  type CityId,
  type Language,
  type ServiceType,
  type ServiceTypeId,
} from '@trayecto/contracts';
import { fareOverrideFor } from './fare-book.ts';

/** A tariff in integer US cents. */
export type Tariff = {
  baseCents: number;
  perKmCents: number;
  perMinCents: number;
  minimumCents: number;
};

// Reference tariffs (Caracas); other cities scale them by their cost of living and traffic.
const REFERENCE: Record<ServiceTypeId, Tariff> = {
  economy: { baseCents: 150, perKmCents: 45, perMinCents: 8, minimumCents: 300 },
  comfort: { baseCents: 200, perKmCents: 60, perMinCents: 11, minimumCents: 400 },
  xl: { baseCents: 300, perKmCents: 80, perMinCents: 14, minimumCents: 550 },
  moto: { baseCents: 100, perKmCents: 30, perMinCents: 5, minimumCents: 200 },
};

const CITY_FACTOR: Record<CityId, number> = {
  caracas: 1,
  maracaibo: 0.9,
  valencia: 0.9,
  barquisimeto: 0.85,
  maracay: 0.85,
  puerto_ordaz: 0.95,
  guarenas_guatire: 0.9,
  altos_mirandinos: 0.9,
  barcelona_plc_lecheria: 0.95,
};

const scale = (t: Tariff, f: number): Tariff => ({
  baseCents: Math.round(t.baseCents * f),
  perKmCents: Math.round(t.perKmCents * f),
  perMinCents: Math.round(t.perMinCents * f),
  minimumCents: Math.round(t.minimumCents * f),
});

/**
 * The default tariffs: every city sells every service type. The provider's console adjusts them
 * within bounds (contracts fares.ts); `tariffFor` applies those adjustments (fare-book.ts).
 */
export const FARE_TABLE: Record<CityId, Record<ServiceTypeId, Tariff>> = Object.fromEntries(
  CITY_IDS.map((city) => [
    city,
    Object.fromEntries(
      SERVICE_TYPE_IDS.map((type) => [type, scale(REFERENCE[type], CITY_FACTOR[city])]),
    ),
  ]),
) as Record<CityId, Record<ServiceTypeId, Tariff>>;

/** The default table's tariff, without the provider's adjustments. */
export function defaultTariffFor(city: CityId, serviceType: ServiceTypeId): Tariff {
  return FARE_TABLE[city][serviceType];
}

/** What a city's service type costs now: the provider's adjustment, else the default. */
export function tariffFor(city: CityId, serviceType: ServiceTypeId): Tariff {
  return fareOverrideFor(city, serviceType) ?? FARE_TABLE[city][serviceType];
}

export function serviceTypesOf(city: CityId): ServiceTypeId[] {
  return SERVICE_TYPE_IDS.filter((type) => FARE_TABLE[city][type] !== undefined);
}

/** base + per km + per minute, never under the minimum; whole cents. */
export function fareCents(tariff: Tariff, distanceKm: number, durationMin: number): number {
  const raw = tariff.baseCents + tariff.perKmCents * distanceKm + tariff.perMinCents * durationMin;
  return Math.max(tariff.minimumCents, Math.round(raw));
}

/** GET /service-types: the wire shape (dollars), names in the caller's language. */
export function serviceTypesResponse(city: CityId, lang: Language): ServiceType[] {
  return serviceTypesOf(city).map((id) => {
    const t = tariffFor(city, id);
    return {
      id,
      name: SERVICE_TYPE_NAMES[id][lang],
      seats: SERVICE_TYPE_SEATS[id],
      city_id: city,
      base: fromCents(t.baseCents),
      per_km: fromCents(t.perKmCents),
      per_min: fromCents(t.perMinCents),
      minimum: fromCents(t.minimumCents),
    };
  });
}
